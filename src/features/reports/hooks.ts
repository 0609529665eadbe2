import { useQuery } from "convex/react";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { api } from "../../../convex/_generated/api";
import type { Id } from "../../../convex/_generated/dataModel";
import { useToday } from "../../lib/today";
import {
  accountsFromParams,
  periodFromParams,
  periodRange,
  writeAccounts,
  writePeriod,
  type MonthRange,
  type Period,
} from "./period";

export interface ReportArgs {
  from: string;
  to: string;
  accountIds?: Id<"accounts">[];
}

/**
 * The period and account filter, kept in the URL so a report can be reloaded, bookmarked or
 * shared. Changes replace the history entry: stepping through presets should not fill "Back".
 */
export function useReportFilters() {
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromParams(params), [params]);
  const range: MonthRange = useMemo(() => periodRange(period, today), [period, today]);
  const accountIds = useMemo(() => accountsFromParams(params), [params]);
  const setPeriod = useCallback(
    (next: Period) => setParams((p) => writePeriod(p, next), { replace: true }),
    [setParams],
  );
  const setAccounts = useCallback(
    (ids: string[]) => setParams((p) => writeAccounts(p, ids), { replace: true }),
    [setParams],
  );
  return { period, range, accountIds, setPeriod, setAccounts };
}

/** The user's accounts for the filter, live; undefined while loading. */
export function useReportAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

/**
 * The arguments every report query takes, or "skip" until the accounts are known. Only ids of
 * the user's current accounts are sent, so a link naming a deleted account (or someone else's)
 * still opens, filtered to what is left, instead of failing with NOT_FOUND.
 */
export function reportArgs(
  range: MonthRange,
  wanted: readonly string[],
  accounts: readonly { _id: Id<"accounts"> }[] | undefined,
): ReportArgs | "skip" {
  if (accounts === undefined) return "skip";
  const accountIds = accounts.filter((a) => wanted.includes(a._id)).map((a) => a._id);
  const base = { from: range.from, to: range.to };
  return accountIds.length > 0 ? { ...base, accountIds } : base;
}

export const useSpending = (args: ReportArgs | "skip") =>
  useQuery(api.reports.spendingByCategory, args);
export const useIncomeVsExpenses = (args: ReportArgs | "skip") =>
  useQuery(api.reports.incomeVsExpenses, args);
export const useCashFlow = (args: ReportArgs | "skip") => useQuery(api.reports.cashFlow, args);
export const useNetWorth = (args: ReportArgs | "skip") =>
  useQuery(api.reports.netWorthOverTime, args);
