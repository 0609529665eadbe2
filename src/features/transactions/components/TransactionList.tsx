import { Box, Center, Checkbox, Group, Loader, Paper, Text } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { EmptyState } from "../../../components/EmptyState";
import { SEARCH_LIMIT } from "../../../../convex/shared/domain";
import {
  PAGE_SIZE,
  useSearchIsPartial,
  useTransactionPages,
  type ListFilters,
  type TransactionView,
} from "../../../data/transactions";
import { TransactionRow } from "./TransactionRow";
import { useLedgerScroll } from "./useLedgerScroll";
import { LedgerRowContext, useLedgerRowTools } from "./ledgerRowContext";

interface TransactionListProps {
  /** One account's ledger, or null: every account's, each row naming its account. */
  accountId: Id<"accounts"> | null;
  filters: ListFilters;
  filtered: boolean;
  accountNames: Map<string, string>;
  onEdit: (tx: TransactionView) => void;
  onDelete: (tx: TransactionView) => void;
  emptyAction: ReactNode;
  /** Selected rows by id, and how a click (with Shift: the range from the last click) changes it. */
  selection?: {
    selected: ReadonlyMap<string, TransactionView>;
    onSelect: (txs: TransactionView[], on: boolean) => void;
  };
}

/** Rows this close to the end trigger the next page, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

/**
 * The account's transactions, live and paginated, in a virtualized list: only the rows on
 * screen are in the DOM, so tens of thousands of loaded rows scroll smoothly.
 */
export function TransactionList({
  accountId,
  filters,
  filtered,
  accountNames,
  onEdit,
  onDelete,
  emptyAction,
  selection,
}: TransactionListProps) {
  const { t } = useTranslation("transactions");
  const { results, status, loadMore } = useTransactionPages(accountId, filters);
  const partial = useSearchIsPartial(accountId, filters.notes);
  const rowTools = useLedgerRowTools(results, selection, onEdit, onDelete);
  const { virtualizer, boxRef, boxStyle, offset } = useLedgerScroll(
    results.length,
    (index) => results[index]._id,
  );
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;

  useEffect(() => {
    // A filtered page can come back short (even empty) while more remain: keep loading.
    if (status === "CanLoadMore" && lastIndex >= results.length - PREFETCH_ROWS)
      loadMore(PAGE_SIZE);
  }, [status, lastIndex, results.length, loadMore]);

  if (status === "LoadingFirstPage") {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t("list.loading")} />
      </Center>
    );
  }
  if (results.length === 0 && status === "Exhausted") {
    return filtered ? (
      <EmptyState
        icon={<IconReceiptOff />}
        title={t("list.noMatches")}
        description={t("list.noMatchesBody")}
        testId="transactions-no-matches"
      />
    ) : (
      <EmptyState
        icon={<IconReceiptOff />}
        title={t("list.empty")}
        description={t("list.emptyBody")}
        action={emptyAction}
        testId="transactions-empty"
      />
    );
  }
  return (
    <Paper withBorder radius="md" style={{ overflow: "hidden" }}>
      <Box
        ref={boxRef}
        role="list"
        aria-label={t("list.label")}
        aria-busy={status === "LoadingMore"}
        data-testid="transaction-list"
        style={boxStyle}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: "relative", width: "100%" }}>
          <LedgerRowContext value={rowTools}>
            {items.map((item) => {
              const tx = results[item.index];
              return (
                <div
                  key={item.key}
                  role="listitem"
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{
                    position: "absolute",
                    top: 0,
                    left: 0,
                    width: "100%",
                    transform: `translateY(${item.start - offset}px)`,
                    borderTop:
                      item.index === 0
                        ? undefined
                        : "1px solid var(--mantine-color-default-border)",
                  }}
                >
                  <TransactionRow
                    tx={tx}
                    otherAccountName={
                      tx.counterpartAccountId
                        ? accountNames.get(tx.counterpartAccountId)
                        : undefined
                    }
                    selected={selection?.selected.has(tx._id)}
                    accountName={accountId === null ? accountNames.get(tx.accountId) : undefined}
                  />
                </div>
              );
            })}
          </LedgerRowContext>
        </div>
        {status === "LoadingMore" && (
          <Center py="sm">
            <Loader size="sm" aria-label={t("list.loadingMore")} />
          </Center>
        )}
      </Box>
      <Group
        px="md"
        py={6}
        gap="sm"
        style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
      >
        {selection && (
          <Checkbox
            size="xs"
            label={t("bulk.selectAll")}
            checked={results.length > 0 && results.every((r) => selection.selected.has(r._id))}
            onChange={(e) => selection.onSelect(results, e.currentTarget.checked)}
            data-testid="select-all"
          />
        )}
        <Text size="xs" c="dimmed" data-testid="transaction-count">
          {status === "Exhausted"
            ? t("list.countAll", { count: results.length })
            : t("list.countLoaded", { count: results.length })}
          {/* Across accounts each amount shows its own currency instead. */}
          {results[0] &&
            accountId !== null &&
            ` · ${t("list.amountsIn", { currency: results[0].currency })}`}
        </Text>
        {partial && (
          <Text size="xs" c="orange" data-testid="search-partial">
            {t("list.searchPartial", { limit: rowTools.formatters.number(SEARCH_LIMIT) })}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
