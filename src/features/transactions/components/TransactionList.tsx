import { Box, Center, Group, Loader, Paper } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ListCount } from "./ListCount";
import type { Id } from "../../../../convex/_generated/dataModel";
import { EmptyState } from "../../../components/EmptyState";
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
        data-ledger-scroll
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
        <ListCount
          rows={results}
          status={status}
          selection={selection}
          single={accountId !== null}
          partial={partial}
          formatNumber={rowTools.formatters.number}
        />
      </Group>
    </Paper>
  );
}
