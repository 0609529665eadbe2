/**
 * The report period: a preset or a custom month range, turned into the `from`/`to` months the
 * reports API takes. Everything works on the user's own calendar ("today" as "YYYY-MM-DD" in the
 * local time zone), never on UTC instants, so a report asked for late on 31 December is still
 * about December.
 */
import {
  addMonthsToKey,
  monthDiff,
  monthKey,
  validateMonthKey,
} from "../../../convex/shared/dates";

export const PERIOD_PRESETS = ["thisMonth", "last3", "last6", "last12", "ytd", "custom"] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** What opens when the URL names no period: half a year shows a trend without crowding. */
export const DEFAULT_PRESET: PeriodPreset = "last6";

/** The server refuses longer periods (convex/model/reports.ts MAX_REPORT_MONTHS). */
export const MAX_MONTHS = 120;

export interface Period {
  preset: PeriodPreset;
  /** Only for "custom": the months as chosen (may be in either order or too long). */
  from?: string;
  to?: string;
}

export interface MonthRange {
  from: string;
  to: string;
  /** True when a custom range was longer than the server allows and was shortened. */
  clamped: boolean;
}

const LAST_N: Partial<Record<PeriodPreset, number>> = { last3: 3, last6: 6, last12: 12 };

/**
 * The months a period covers, both ends included. "Last N months" ends with the current month
 * (so what was spent this week counts) and starts N − 1 months earlier; "year to date" runs
 * from January of this year, which in January is the same as "this month".
 */
export function periodRange(period: Period, today: string): MonthRange {
  const current = monthKey(today);
  const n = LAST_N[period.preset];
  if (n !== undefined)
    return { from: addMonthsToKey(current, -(n - 1)), to: current, clamped: false };
  if (period.preset === "ytd")
    return { from: `${current.slice(0, 4)}-01`, to: current, clamped: false };
  if (period.preset === "custom") return customRange(period.from, period.to, current);
  return { from: current, to: current, clamped: false };
}

/** A custom range put in order; a missing end is the current month; too long keeps the latest. */
function customRange(
  from: string | undefined,
  to: string | undefined,
  current: string,
): MonthRange {
  const a = isMonth(from) ? from : isMonth(to) ? to : current;
  const b = isMonth(to) ? to : a;
  const [start, end] = monthDiff(a, b) >= 0 ? [a, b] : [b, a];
  if (monthDiff(start, end) + 1 <= MAX_MONTHS) return { from: start, to: end, clamped: false };
  return { from: addMonthsToKey(end, -(MAX_MONTHS - 1)), to: end, clamped: true };
}

export function isMonth(value: string | null | undefined): value is string {
  return typeof value === "string" && validateMonthKey(value) === null;
}

export function isPreset(value: string | null | undefined): value is PeriodPreset {
  return (PERIOD_PRESETS as readonly string[]).includes(value ?? "");
}

/** Reads the period from the URL (?period=custom&from=2024-01&to=2024-12); bad values fall back. */
export function periodFromParams(params: URLSearchParams): Period {
  const preset = params.get("period");
  if (!isPreset(preset)) return { preset: DEFAULT_PRESET };
  if (preset !== "custom") return { preset };
  const from = params.get("from");
  const to = params.get("to");
  return { preset, from: isMonth(from) ? from : undefined, to: isMonth(to) ? to : undefined };
}

/** Writes the period into the URL, leaving other parameters (the account filter) alone. */
export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set("period", period.preset);
  if (period.preset === "custom" && period.from && period.to) {
    next.set("from", period.from);
    next.set("to", period.to);
  } else {
    next.delete("from");
    next.delete("to");
  }
  return next;
}

/** The account filter from the URL (?accounts=id1,id2); empty means every account. */
export function accountsFromParams(params: URLSearchParams): string[] {
  const raw = params.get("accounts") ?? "";
  return [...new Set(raw.split(",").filter((id) => /^[\w-]+$/.test(id)))];
}

export function writeAccounts(params: URLSearchParams, ids: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ids.length === 0) next.delete("accounts");
  else next.set("accounts", ids.join(","));
  return next;
}

/** How many months a range covers, both ends included. */
export function monthsInRange(range: { from: string; to: string }): number {
  return monthDiff(range.from, range.to) + 1;
}
