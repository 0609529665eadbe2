import { useEffect } from "react";
import type { Id } from "../../../../convex/_generated/dataModel";
import {
  PAGE_SIZE,
  useSearchIsPartial,
  useTransactionPages,
  type ListFilters,
  type TransactionView,
} from "../../../data/transactions";
import { useLedgerRowTools } from "./ledgerRowContext";
import { useLedgerScroll } from "./useLedgerScroll";

/** Rows this close to the end trigger the next page, so scrolling rarely waits. */
const PREFETCH_ROWS = 20;

export interface LedgerSource {
  /** One account's ledger, or null: every account's, each row naming its account. */
  accountId: Id<"accounts"> | null;
  filters: ListFilters;
  /** Selected rows by id, and how a click (with Shift: the range from the last click) changes it. */
  selection?: {
    selected: ReadonlyMap<string, TransactionView>;
    onSelect: (txs: TransactionView[], on: boolean) => void;
  };
  onEdit: (tx: TransactionView) => void;
  onDelete: (tx: TransactionView) => void;
}

/**
 * What both ledger views (the phone's list, the desktop register) read: the live pages of
 * rows, loaded ahead of the scroll; the tools every row shares; the virtual scroll. The register
 * asks for running balances and its denser rows.
 */
export function useLedgerRows(
  { accountId, filters, selection, onEdit, onDelete }: LedgerSource,
  register?: { runningBalance: boolean; rowHeight: number },
) {
  const pages = useTransactionPages(accountId, filters, register?.runningBalance);
  const { results, status, loadMore } = pages;
  const partial = useSearchIsPartial(accountId, filters);
  const rowTools = useLedgerRowTools(results, selection, onEdit, onDelete);
  const scroll = useLedgerScroll(results.length, (i) => results[i]._id, register?.rowHeight);
  const items = scroll.virtualizer.getVirtualItems();
  const lastIndex = items.length > 0 ? items[items.length - 1].index : -1;
  useEffect(() => {
    // A filtered page can come back short (even empty) while more remain: keep loading.
    if (status === "CanLoadMore" && lastIndex >= results.length - PREFETCH_ROWS)
      loadMore(PAGE_SIZE);
  }, [status, lastIndex, results.length, loadMore]);
  /** A spinner or an empty state stands where the rows would. */
  const placeholder =
    status === "LoadingFirstPage" || (results.length === 0 && status === "Exhausted");
  return { results, status, partial, rowTools, items, placeholder, ...scroll };
}

/** The rows and their scroll, as the ledger views hand them on (the box's ref stays with the box). */
export type LedgerRows = Omit<ReturnType<typeof useLedgerRows>, "boxRef">;
