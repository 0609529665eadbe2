import { Anchor, Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { IconChartLine, IconFileImport, IconListDetails } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ListHeading, ListRow, PlainList } from "../../../components/ListLayout";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { ACCOUNT_TYPES, type AccountType } from "../../../../convex/shared/domain";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { AccountView } from "../../../data/accounts";
import { ACCOUNT_TYPE_STYLE } from "../accountTypes";

interface AccountListProps {
  accounts: AccountView[];
  onEdit: (account: AccountView) => void;
  onDelete: (account: AccountView) => void;
}

/** Accounts grouped by type, in the type order, each group a calm dense list. */
export function AccountList({ accounts, onEdit, onDelete }: AccountListProps) {
  const { t } = useTranslation("accounts");
  const groups = ACCOUNT_TYPES.map((type) => ({
    type,
    accounts: accounts.filter((a) => a.type === type).sort((a, b) => a.name.localeCompare(b.name)),
  })).filter((g) => g.accounts.length > 0);
  return (
    <Stack gap="md" data-testid="account-list">
      {groups.map(({ type, accounts: items }) => (
        <Paper
          key={type}
          withBorder
          radius="md"
          component="section"
          aria-labelledby={`group-${type}`}
        >
          <Group
            justify="space-between"
            px="md"
            py={8}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: "var(--mantine-radius-md) var(--mantine-radius-md) 0 0" }}
          >
            <ListHeading id={`group-${type}`}>{t(`types.${type}.group`)}</ListHeading>
            <Badge variant="light" color="gray" size="sm">
              {items.length}
            </Badge>
          </Group>
          <PlainList>
            {items.map((account) => (
              <AccountRow key={account._id} account={account} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </PlainList>
        </Paper>
      ))}
    </Stack>
  );
}

function AccountRow({
  account,
  onEdit,
  onDelete,
}: { account: AccountView } & Omit<AccountListProps, "accounts">) {
  const { t } = useTranslation("accounts");
  const navigate = useNavigate();
  const { icon: Icon, color } = ACCOUNT_TYPE_STYLE[account.type as AccountType];
  return (
    <ListRow
      icon={Icon}
      color={color}
      data={{ "data-testid": "account-row", "data-account-name": account.name }}
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        {/* The name opens the account's ledger, the thing people most often want from here;
            an investment account's name opens what it holds. */}
        <Anchor
          component={Link}
          to={
            account.type === "investment"
              ? `/investments?account=${account._id}`
              : `/transactions?account=${account._id}`
          }
          fw={600}
          size="sm"
          c="inherit"
          truncate="end"
          display="block"
          data-testid="account-name"
          data-truncate-ok
        >
          {account.name}
        </Anchor>
        <AccountDetails account={account} />
      </Box>
      <Stack gap={0} align="flex-end">
        <MoneyText
          amount={account.marketValue ?? account.balance}
          currency={account.currency}
          fw={600}
          size="sm"
          data-testid="account-balance"
        />
        <Text size="xs" c="dimmed">
          {account.currency}
        </Text>
      </Stack>
      <RowActionsMenu
        label={t("row.actions", { name: account.name })}
        onEdit={() => onEdit(account)}
        onDelete={() => onDelete(account)}
        items={[
          ...(account.type === "investment"
            ? [
                {
                  label: t("row.holdings"),
                  icon: <IconChartLine size={16} />,
                  onClick: () => void navigate(`/investments?account=${account._id}`),
                },
              ]
            : []),
          {
            label: t("row.ledger"),
            icon: <IconListDetails size={16} />,
            onClick: () => void navigate(`/transactions?account=${account._id}`),
          },
          {
            label: t("row.import"),
            icon: <IconFileImport size={16} />,
            onClick: () => void navigate(`/import?account=${account._id}`),
          },
        ]}
      />
    </ListRow>
  );
}

/** The second line: type, or for cards the credit left and next payment, for loans the due date. */
function AccountDetails({ account }: { account: AccountView }) {
  const { t } = useTranslation("accounts");
  const { money, date } = useFormatters();
  const parts: string[] = [];
  if (account.type === "credit_card") {
    if (account.availableCredit !== undefined) {
      parts.push(t("row.available", { amount: money(account.availableCredit, account.currency) }));
    }
    if (account.nextPaymentDate)
      parts.push(t("row.nextPayment", { date: date(account.nextPaymentDate) }));
  } else if (account.type === "loan") {
    if (account.loanDueDate) parts.push(t("row.loanDue", { date: date(account.loanDueDate) }));
    if (account.loanPaymentAmount !== undefined) {
      parts.push(
        t("row.loanPayment", {
          amount: money(account.loanPaymentAmount, account.currency),
          type: t(`paymentTypes.${account.loanPaymentType ?? "periodic"}`),
        }),
      );
    }
  }
  if (parts.length === 0) parts.push(account.description || t(`types.${account.type}.label`));
  return (
    <Text size="xs" c="dimmed" lineClamp={3} data-testid="account-details">
      {parts.join(" · ")}
    </Text>
  );
}
