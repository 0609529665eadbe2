import { useAction, useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";

export type ExchangeRates = FunctionReturnType<typeof api.exchangeRates.list>;

/** The user's stored rates and the reference rates, live. */
export function useExchangeRates() {
  return useQuery(api.exchangeRates.list, {});
}

export function useExchangeRateMutations() {
  return {
    upsert: useMutation(api.exchangeRates.upsert),
    remove: useMutation(api.exchangeRates.remove),
    refresh: useAction(api.exchangeRates.refreshReferenceRates),
  };
}
