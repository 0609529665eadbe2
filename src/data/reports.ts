import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { useToday } from "../lib/today";

/** The arguments every report query takes: a month range and an optional account filter. */
export interface ReportArgs {
  from: string;
  to: string;
  accountIds?: Id<"accounts">[];
}

export type IncomeExpenseReport = FunctionReturnType<typeof api.reports.incomeVsExpenses>;
export type CashFlowReport = FunctionReturnType<typeof api.reports.cashFlow>;
export type NetWorthReport = FunctionReturnType<typeof api.reports.netWorthOverTime>;

export const useSpending = (args: ReportArgs | "skip") =>
  useQuery(api.reports.spendingByCategory, args);
export const useIncomeVsExpenses = (args: ReportArgs | "skip") =>
  useQuery(api.reports.incomeVsExpenses, args);
export function useCashFlow(args: ReportArgs | "skip") {
  // The average counts complete months only, so the server needs the user's calendar date.
  const today = useToday();
  return useQuery(api.reports.cashFlow, args === "skip" ? "skip" : { ...args, today });
}
export const useNetWorth = (args: ReportArgs | "skip") =>
  useQuery(api.reports.netWorthOverTime, args);

export type TagTotalsReport = FunctionReturnType<typeof api.reports.tagTotals>;
export const useTagTotals = (args: ReportArgs | "skip") => useQuery(api.reports.tagTotals, args);
