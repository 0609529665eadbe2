import { Paper, Table, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { MoneyText } from "../../../../components/MoneyText";
import { useCategoryNames } from "../../../../data/categoryNames";
import type { EnvelopeGroupView, EnvelopeMonth } from "../../../../data/envelope";
import { CategoryRow } from "./CategoryRow";
import classes from "./EnvelopeTable.module.css";
import { GroupRow } from "./GroupRow";
import type { TableActions } from "./tableActions";

export type { TableActions } from "./tableActions";

/** The name a group shows: its own, or "Other categories" for those in no group. */
export function useGroupName() {
  const { t } = useTranslation("planner");
  return (group: Pick<EnvelopeGroupView, "name">) => group.name ?? t("envelope.group.ungrouped");
}

/**
 * The budget grid: groups with their subtotals, folded or open, each category a dense row
 * (assigned editable, activity, available), and the month's totals at the foot. Column widths
 * are fixed (EnvelopeTable.module.css), so nothing shifts while editing or between months.
 */
export function EnvelopeTable({ data, actions }: { data: EnvelopeMonth; actions: TableActions }) {
  const { t } = useTranslation("planner");
  const { label } = useCategoryNames();
  const groupName = useGroupName();
  const index = new Map(data.categories.map((c, i) => [c.category as string, i]));
  const named = data.groups.filter((g) => g.name !== null);
  return (
    <Paper withBorder radius="md">
      <Table
        className={classes.table}
        verticalSpacing={4}
        horizontalSpacing={6}
        highlightOnHover
        data-testid="envelope-table"
        aria-label={t("envelope.tableLabel")}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("budget.category")}</Table.Th>
            <Table.Th className={classes.amount}>{t("envelope.assigned")}</Table.Th>
            <Table.Th className={classes.amount} visibleFrom="xs">
              {t("envelope.activity")}
            </Table.Th>
            <Table.Th className={classes.amount}>{t("envelope.available")}</Table.Th>
            <Table.Th className={classes.actions}>
              <VisuallyHidden>{t("envelope.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {data.groups.map((group) => (
          <Table.Tbody key={group.key} data-testid="envelope-group">
            <GroupRow
              group={group}
              name={groupName(group)}
              currency={data.currency}
              first={named[0]?.key === group.key}
              last={named[named.length - 1]?.key === group.key}
              actions={actions}
            />
            {!group.collapsed &&
              group.categories.map((category) => {
                const i = index.get(category)!;
                return (
                  <CategoryRow
                    key={category}
                    data={data}
                    line={data.categories[i]}
                    detail={data.details[i]}
                    name={label(category as CategoryKey)}
                    actions={actions}
                  />
                );
              })}
          </Table.Tbody>
        ))}
        <Table.Tfoot>
          <Table.Tr className={classes.totalRow} data-testid="envelope-totals">
            <Table.Td>
              <Text size="sm" fw={700}>
                {t("envelope.totals")}
              </Text>
            </Table.Td>
            <Table.Td className={classes.amount}>
              <MoneyText
                amount={data.totals.assigned}
                currency={data.currency}
                fw={700}
                size="sm"
              />
            </Table.Td>
            <Table.Td className={classes.amount} visibleFrom="xs">
              <MoneyText
                amount={data.totals.activity}
                currency={data.currency}
                fw={700}
                size="sm"
                markNegative={false}
              />
            </Table.Td>
            <Table.Td className={classes.amount}>
              <MoneyText
                amount={data.totals.available}
                currency={data.currency}
                fw={700}
                size="sm"
              />
            </Table.Td>
            <Table.Td className={classes.actions} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Paper>
  );
}
