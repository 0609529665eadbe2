import { ActionIcon, Group, NavLink, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { ACCOUNT_TYPES } from "../../../../convex/shared/domain";
import { MoneyText } from "../../../components/MoneyText";
import { LabeledAmount } from "./LabeledAmount";
import { useAccountSummary, type AccountView } from "../../../data/accounts";
import { readLocal, writeLocal } from "../../../lib/localStore";

const COLLAPSED_KEY = "pfa-accounts-sidebar-collapsed";

interface Props {
  accounts: AccountView[];
  /** The open ledger: an account's id, "all", or null. */
  selected: string | null;
}

/**
 * Every account with its balance, grouped by type, under "All accounts", with the total (net
 * worth in the display currency); a click opens that register. Collapses to a thin strip.
 */
export function AccountsSidebar({ accounts, selected }: Props) {
  const { t } = useTranslation("transactions");
  const summary = useAccountSummary();
  const [collapsed, setCollapsed] = useState(() => readLocal(COLLAPSED_KEY) === "1");
  const toggle = () => {
    writeLocal(COLLAPSED_KEY, collapsed ? "0" : "1");
    setCollapsed(!collapsed);
  };
  const label = collapsed ? t("sidebar.expand") : t("sidebar.collapse");
  const toggleButton = (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        aria-expanded={!collapsed}
        onClick={toggle}
      >
        {collapsed ? (
          <IconLayoutSidebarLeftExpand size={18} />
        ) : (
          <IconLayoutSidebarLeftCollapse size={18} />
        )}
      </ActionIcon>
    </Tooltip>
  );
  if (collapsed) return <div>{toggleButton}</div>;

  const link = (id: string, name: string, balance?: AccountView) => (
    <NavLink
      key={id}
      component={Link}
      to={`/transactions?account=${id}`}
      active={selected === id}
      aria-current={selected === id ? "page" : undefined}
      py={4}
      label={name}
      rightSection={
        balance && (
          <MoneyText amount={balance.balance} currency={balance.currency} size="xs" fw={500} />
        )
      }
      styles={{ label: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } }}
    />
  );

  return (
    <Stack
      gap={4}
      w={210}
      component="nav"
      aria-label={t("sidebar.title")}
      data-testid="accounts-sidebar"
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed" tt="uppercase">
          {t("sidebar.title")}
        </Text>
        {toggleButton}
      </Group>
      {link("all", t("all.option"))}
      {ACCOUNT_TYPES.map((type) => {
        const group = accounts.filter((a) => a.type === type);
        if (group.length === 0) return null;
        return (
          <Stack key={type} gap={0} role="group" aria-label={t(`sidebar.groups.${type}`)}>
            <Text size="xs" c="dimmed" px="sm" pt={6}>
              {t(`sidebar.groups.${type}`)}
            </Text>
            {group.map((a) => link(a._id, a.name, a))}
          </Stack>
        );
      })}
      {summary && (
        <UnstyledButton
          component="div"
          px="sm"
          pt={6}
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <LabeledAmount
            look="total"
            label={t("sidebar.total")}
            amount={summary.net}
            currency={summary.displayCurrency}
            testId="sidebar-total"
          />
        </UnstyledButton>
      )}
    </Stack>
  );
}
