import { Checkbox, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_LIMIT } from "../../../../convex/shared/domain";
import type { TransactionView } from "../../../data/transactions";

interface ListCountProps {
  rows: TransactionView[];
  /** The list's pagination status ("Exhausted" once every row is loaded). */
  status: string;
  selection?: {
    selected: ReadonlyMap<string, TransactionView>;
    onSelect: (txs: TransactionView[], on: boolean) => void;
  };
  /** One account's list names its currency once; across accounts each amount shows its own. */
  single: boolean;
  /** The search read only its SEARCH_LIMIT best matches. */
  partial: boolean;
  formatNumber: (value: number) => string;
  /** What the list adds after the count (the register: why the balance is hidden). */
  children?: ReactNode;
}

/** The ledger's footer: "select all", how many rows are loaded, and when a search stopped short. */
export function ListCount(props: ListCountProps) {
  const { rows, status, selection, single, partial, formatNumber, children } = props;
  const { t } = useTranslation("transactions");
  return (
    <>
      {selection && (
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
      {children}
      {partial && (
        <Text size="xs" c="orange" data-testid="search-partial">
          {t("list.searchPartial", { limit: formatNumber(SEARCH_LIMIT) })}
        </Text>
      )}
    </>
  );
}
