import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { Id } from "../../../convex/_generated/dataModel";
import type { ReportArgs } from "../../data/reports";
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
