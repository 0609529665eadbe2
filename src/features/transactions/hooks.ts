import { useMutation, usePaginatedQuery, useQuery } from "convex/react";
import type { FunctionArgs } from "convex/server";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useToday } from "../../lib/today";

/** First page size; later pages are the same size, fetched as the list nears its end. */
export const PAGE_SIZE = 100;

export type ListFilters = Omit<
  FunctionArgs<typeof api.transactions.list>,
  "accountId" | "paginationOpts"
>;

/** The user's accounts, live (the picker and the live balance both read this). */
export function useAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

/** One account's transactions, newest first unless told, a page at a time, live. */
export function useTransactionPages(accountId: Id<"accounts">, filters: ListFilters) {
  return usePaginatedQuery(
    api.transactions.list,
    { accountId, ...filters },
    { initialNumItems: PAGE_SIZE },
  );
}

export function useTransactionMutations() {
  return {
    create: useMutation(api.transactions.create),
    update: useMutation(api.transactions.update),
    remove: useMutation(api.transactions.remove),
    createTransfer: useMutation(api.transactions.createTransfer),
    updateTransfer: useMutation(api.transactions.updateTransfer),
  };
}

export { useErrorMessage } from "../../lib/errors";
