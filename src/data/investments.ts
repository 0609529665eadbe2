import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";

/** One holding valued at its latest price (quantity and price are exact decimal strings). */
export type HoldingView = FunctionReturnType<typeof api.investments.holdings>[number];
export type InvestmentSummaryView = FunctionReturnType<typeof api.investments.summary>;
export type TradeView = FunctionReturnType<typeof api.investments.trades>[number];

/** An investment account's holdings, live; undefined while loading. */
export function useHoldings(accountId: Id<"accounts"> | null) {
  return useQuery(api.investments.holdings, accountId === null ? "skip" : { accountId });
}

/** One account's investment summary, or every investment account's without an id. */
export function useInvestmentSummary(accountId?: Id<"accounts"> | null) {
  return useQuery(
    api.investments.summary,
    accountId === null ? "skip" : accountId === undefined ? {} : { accountId },
  );
}

export function useTrades(accountId: Id<"accounts"> | null) {
  return useQuery(api.investments.trades, accountId === null ? "skip" : { accountId });
}

export function useInvestmentMutations() {
  return {
    record: useMutation(api.investments.record),
    setPrice: useMutation(api.investments.setPrice),
    setMargin: useMutation(api.investments.setMargin),
    removeTrade: useMutation(api.investments.removeTrade),
  };
}

export type PerformanceView = FunctionReturnType<typeof api.investments.performance>;

/** Gain, XIRR and allocation of one investment account, live. */
export function usePerformance(accountId: Id<"accounts"> | null, today: string) {
  return useQuery(api.investments.performance, accountId === null ? "skip" : { accountId, today });
}
