import { useMutation, useQuery } from "convex/react";
import { api } from "../../../convex/_generated/api";
import { useToday } from "../../lib/today";

/** The user's accounts, live; undefined while loading. `today` drives the next due dates. */
export function useAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

/** Totals per currency and net worth in the display currency, live. */
export function useAccountSummary() {
  return useQuery(api.accounts.summary, {});
}

export function useExchangeRates() {
  return useQuery(api.exchangeRates.list, {});
}

export function useAccountMutations() {
  return {
    create: useMutation(api.accounts.create),
    update: useMutation(api.accounts.update),
    remove: useMutation(api.accounts.remove),
  };
}

export { useErrorMessage } from "../../lib/errors";
