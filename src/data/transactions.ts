import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

/**
 * The first page holds two tall screens of rows, so it arrives and draws quickly; later pages
 * are larger, fetched as the list nears its end.
 */
export const FIRST_PAGE_SIZE = 40;
export const PAGE_SIZE = 100;

/** One row of an account's transaction list. */
export type TransactionView = FunctionReturnType<typeof api.transactions.list>["page"][number];

/** The ledger's filters; amountCurrency only across accounts (one account's are in its own). */
export type ListFilters = Omit<FunctionArgs<typeof api.transactions.listAll>, "paginationOpts">;

/** What each write takes, so forms can build the arguments of the call they will make. */
export type TransactionCreateArgs = FunctionArgs<typeof api.transactions.create>;
export type TransactionUpdateArgs = FunctionArgs<typeof api.transactions.update>;
export type TransferCreateArgs = FunctionArgs<typeof api.transactions.createTransfer>;
export type TransferUpdateArgs = FunctionArgs<typeof api.transactions.updateTransfer>;

/**
 * One account's transactions (or, with null, every account's), newest first unless told, a
 * page at a time, live. `runningBalance`: one account's rows carry the balance after each
 * (while the filters keep date order).
 */
export function useTransactionPages(
  accountId: Id<"accounts"> | null,
  filters: ListFilters,
  runningBalance = false,
) {
  const { amountCurrency: _acrossOnly, ...oneFilters } = filters;
  const balance = runningBalance ? { runningBalance: true } : {};
  const one = usePaginatedQuery(
    api.transactions.list,
    accountId === null ? "skip" : { accountId, ...oneFilters, ...balance },
    { initialNumItems: FIRST_PAGE_SIZE },
  );
  const all = usePaginatedQuery(api.transactions.listAll, accountId === null ? filters : "skip", {
    initialNumItems: FIRST_PAGE_SIZE,
  });
  return accountId === null ? all : one;
}

/**
 * Whether a search matches more transactions than the list can show (SEARCH_LIMIT); false
 * without words, and while it is being worked out. A search within a date range lists every
 * match (the server walks the range month by month), so it is never partial.
 */
export function useSearchIsPartial(
  accountId: Id<"accounts"> | null,
  { notes, dateFrom, dateTo }: { notes?: string; dateFrom?: string; dateTo?: string },
) {
  const dated = dateFrom !== undefined || dateTo !== undefined;
  const args = notes && !dated ? { notes, ...(accountId === null ? {} : { accountId }) } : "skip";
  return useQuery(api.transactions.searchIsPartial, args) ?? false;
}

export function useTransactionMutations() {
  return {
    create: useMutation(api.transactions.create),
    update: useMutation(api.transactions.update),
    remove: useMutation(api.transactions.remove),
    createTransfer: useMutation(api.transactions.createTransfer),
    updateTransfer: useMutation(api.transactions.updateTransfer),
    pair: useMutation(api.transactions.pair),
    unpair: useMutation(api.transactions.unpair),
  };
}

/** The rows of other accounts `id` could be paired with as a transfer; undefined while loading. */
export function usePairCandidates(id: Id<"transactions">): TransactionView[] | undefined {
  return useQuery(api.transactions.pairCandidates, { id });
}

/** The user's tags (distinct, sorted), live; empty while loading. */
export function useTags(): string[] {
  return useQuery(api.transactions.tags, {}) ?? [];
}
