import { Group, Table, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import { EditAccess } from "../../../../components/editAccess";
import { MoneyText } from "../../../../components/MoneyText";
import type { EnvelopeGroupView } from "../../../../data/envelope";
import classes from "./EnvelopeTable.module.css";
import { GroupMenu } from "./GroupMenu";
import type { TableActions } from "./tableActions";

interface GroupRowProps {
  group: EnvelopeGroupView;
  name: string;
  currency: CurrencyCode;
  first: boolean;
  last: boolean;
  actions: TableActions;
}

/**
 * A group's header: the fold toggle with the group's name (anyone may fold: it is their own
 * view), its subtotals under the amount columns, and for editors the group's menu.
 */
export function GroupRow({ group, name, currency, first, last, actions }: GroupRowProps) {
  const { t } = useTranslation("planner");
  const canEdit = use(EditAccess);
  const Chevron = group.collapsed ? IconChevronRight : IconChevronDown;
  const sum = (amount: number, markNegative = true) => (
    <MoneyText amount={amount} currency={currency} size="sm" fw={650} markNegative={markNegative} />
  );
  return (
    <Table.Tr className={classes.groupRow} data-group={group.key}>
      <Table.Td>
        <UnstyledButton
          onClick={() => actions.toggleGroup(group)}
          aria-expanded={!group.collapsed}
          aria-label={t("envelope.group.toggle", { name })}
          style={{ minHeight: 32, width: "100%" }}
        >
          <Group gap={4} wrap="nowrap">
            <Chevron size={16} style={{ flexShrink: 0 }} aria-hidden />
            <Text size="sm" fw={700} lineClamp={2} className={classes.name}>
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {group.categories.length}
            </Text>
          </Group>
        </UnstyledButton>
      </Table.Td>
      <Table.Td className={classes.amount}>{sum(group.assigned)}</Table.Td>
      <Table.Td className={classes.amount} visibleFrom="xs">
        {sum(group.activity, false)}
      </Table.Td>
      <Table.Td className={classes.amount}>{sum(group.available)}</Table.Td>
      <Table.Td className={classes.actions}>
        {canEdit && group.name !== null && (
          <GroupMenu name={name} first={first} last={last} group={group} actions={actions} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
