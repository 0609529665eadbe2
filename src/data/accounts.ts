import { useMutation, useQuery } from "convex/react";
import type { FunctionArgs, FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

/** One account as the list query returns it (balance, available credit, next due date). */
export type AccountView = FunctionReturnType<typeof api.accounts.list>[number];
/** Totals per currency and net worth in the display currency. */
export type AccountSummary = FunctionReturnType<typeof api.accounts.summary>;
/** The editable fields of an account (what create and update take, less the id). */
export type AccountInput = Omit<FunctionArgs<typeof api.accounts.update>, "id">;

/** The user's accounts, live; undefined while loading. `today` drives the next due dates. */
export function useAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

/** Totals per currency and net worth in the display currency, live. */
export function useAccountSummary() {
  return useQuery(api.accounts.summary, {});
}

export function useAccountMutations() {
  return {
    create: useMutation(api.accounts.create),
    update: useMutation(api.accounts.update),
    remove: useMutation(api.accounts.remove),
  };
}
