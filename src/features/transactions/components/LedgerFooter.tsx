import { Checkbox, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_LIMIT } from "../../../../convex/shared/domain";
import type { LedgerRows, LedgerSource } from "./useLedgerRows";

interface ListCountProps {
  list: LedgerRows;
  selection: LedgerSource["selection"];
  /** One account's list names its currency once; across accounts each amount shows its own. */
  single: boolean;
  /** What the list adds after the count (the register: why the balance is hidden). */
  note?: ReactNode;
}

/** The ledger's footer: "select all", how many rows are loaded, and when a search stopped short. */
function ListCount({ list, selection, single, note }: ListCountProps) {
  const { t } = useTranslation("transactions");
  const { results: rows, status, partial } = list;
  return (
    <>
      {/* Rows a viewer cannot select (no onSelect) offer no "select all" either. */}
      {selection && list.rowTools.onSelect && (
        <Checkbox
          size="xs"
          label={t("bulk.selectAll")}
          checked={rows.length > 0 && rows.every((r) => selection.selected.has(r._id))}
          onChange={(e) => selection.onSelect(rows, e.currentTarget.checked)}
          data-testid="select-all"
        />
      )}
      <Text size="xs" c="dimmed" data-testid="transaction-count">
        {status === "Exhausted"
          ? t("list.countAll", { count: rows.length })
          : t("list.countLoaded", { count: rows.length })}
        {rows[0] && single && ` · ${t("list.amountsIn", { currency: rows[0].currency })}`}
      </Text>
      {note}
      {partial && (
        <Text size="xs" c="orange" data-testid="search-partial">
          {t("list.searchPartial", { limit: list.rowTools.formatters.number(SEARCH_LIMIT) })}
        </Text>
      )}
    </>
  );
}

interface FooterProps extends ListCountProps {
  /** The register's denser bar: a hint after the counts, and `aside` on the right. */
  dense?: { hint: ReactNode; aside: ReactNode };
}

/** The bar under either ledger view, with its counts. */
export function LedgerFooter({ dense, ...counts }: FooterProps) {
  const bar = { gap: "sm", style: { borderTop: "1px solid var(--mantine-color-default-border)" } };
  if (!dense) {
    return (
      <Group px="md" py={6} {...bar}>
        <ListCount {...counts} />
      </Group>
    );
  }
  return (
    <Group px="sm" py={4} justify="space-between" wrap="nowrap" {...bar}>
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        <ListCount {...counts} />
        {dense.hint}
      </Group>
      {dense.aside}
    </Group>
  );
}
