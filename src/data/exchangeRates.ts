import { useAction, useMutation, useQuery } from "convex/react";
import { api } from "../../convex/_generated/api";

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
