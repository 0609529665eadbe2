/**
 * Recurrence maths for scheduled transactions, on calendar dates ("YYYY-MM-DD") only: no time
 * zones, so the same rule gives the same dates on the server, in the cron and in the browser.
 *
 * A rule produces a sequence of occurrences n = 0, 1, 2 … from its start date:
 * - daily / weekly: start + n × interval days / weeks (weekly keeps the start's weekday);
 * - monthly: every `interval` months on `dayOfMonth` (default: the start's day), clamped to
 *   the month's length, so day 31 falls on 30 April and 28/29 February;
 * - yearly: every `interval` years on the start's month and day (29 February → 28th in
 *   common years).
 * A monthly day before the start's day skips the start month (start 20 Jan, day 5 → 5 Feb).
 * `count` limits the number of occurrences, `endDate` the last date (both may be set).
 */
import {
  addMonthsToDate,
  addMonthsToKey,
  daysInMonth,
  formatDate,
  fromDayNumber,
  monthDiff,
  monthKey,
  toDayNumber,
} from "./dates";
import type { ErrorCode } from "./errors";
import { validateDayOfMonth, validateIsoDate } from "./validation";

export const FREQUENCIES = ["daily", "weekly", "monthly", "yearly"] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const MAX_INTERVAL = 100;
export const MAX_COUNT = 10_000;

/**
 * How far back a schedule may start. Every occurrence since the start posts on the next runs,
 * so an unbounded start (a daily rule from 1900: 45,000 postings) would flood the ledger and
 * the poster; five years covers setting up a long-running bill with its history. The poster
 * also never reaches further back than this from the day it runs (a restored file may hold any
 * start). Never before 1970 either.
 */
export const MAX_START_YEARS_BACK = 5;
const FIRST_START = "1970-01-01";

/** The earliest start date allowed on `today`. */
export function earliestStart(today: string): string {
  const back = addMonthsToDate(today, -12 * MAX_START_YEARS_BACK);
  return back < FIRST_START ? FIRST_START : back;
}

/** START_TOO_EARLY for a start before earliestStart(today). */
export function validateStartDate(startDate: string, today: string): ErrorCode | null {
  return startDate < earliestStart(today) ? "START_TOO_EARLY" : null;
}

export interface Recurrence {
  frequency: Frequency;
  /** Every `interval` days / weeks / months / years; at least 1. */
  interval: number;
  startDate: string;
  endDate?: string;
  count?: number;
  /** Monthly only: 1–31. */
  dayOfMonth?: number;
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y, m, d];
}

/** Occurrence k of the raw sequence, before the start-date and count/end limits. */
function rawSlot(rule: Recurrence, k: number): string {
  const [y, m, d] = ymd(rule.startDate);
  switch (rule.frequency) {
    case "daily":
      return fromDayNumber(toDayNumber(rule.startDate) + k * rule.interval);
    case "weekly":
      return fromDayNumber(toDayNumber(rule.startDate) + 7 * k * rule.interval);
    case "monthly": {
      const [ty, tm] = ymd(`${addMonthsToKey(monthKey(rule.startDate), k * rule.interval)}-01`);
      return formatDate(ty, tm, Math.min(rule.dayOfMonth ?? d, daysInMonth(ty, tm)));
    }
    case "yearly": {
      const year = y + k * rule.interval;
      return formatDate(year, m, Math.min(d, daysInMonth(year, m)));
    }
  }
}

/** 1 when the raw sequence's first date lies before the start (monthly with an earlier day). */
function offset(rule: Recurrence): number {
  return rawSlot(rule, 0) < rule.startDate ? 1 : 0;
}

/** The n-th occurrence (0-based), ignoring count and end date. */
export function occurrenceAt(rule: Recurrence, n: number): string {
  return rawSlot(rule, n + offset(rule));
}

/** Smallest raw index whose date is on or after `date`: an estimate, then a short walk. */
function firstRawIndexOnOrAfter(rule: Recurrence, date: string): number {
  if (rule.frequency === "daily" || rule.frequency === "weekly") {
    const step = rule.interval * (rule.frequency === "weekly" ? 7 : 1);
    const days = toDayNumber(date) - toDayNumber(rule.startDate);
    return Math.max(0, Math.ceil(days / step));
  }
  const units =
    rule.frequency === "monthly"
      ? monthDiff(monthKey(rule.startDate), monthKey(date))
      : ymd(date)[0] - ymd(rule.startDate)[0];
  // floor keeps slot k in a period no later than `date`'s, so at most one step is needed.
  let k = Math.max(0, Math.floor(units / rule.interval));
  while (rawSlot(rule, k) < date) k += 1;
  return k;
}

/** Index n of the first occurrence on or after `date`. */
function firstIndexOnOrAfter(rule: Recurrence, date: string): number {
  return Math.max(0, firstRawIndexOnOrAfter(rule, date) - offset(rule));
}

function withinLimits(rule: Recurrence, n: number, date: string): boolean {
  if (rule.count !== undefined && n >= rule.count) return false;
  return rule.endDate === undefined || date <= rule.endDate;
}

/** The first occurrence on or after `date`, or null when the series has ended. */
export function nextOccurrence(rule: Recurrence, date: string): string | null {
  const from = date < rule.startDate ? rule.startDate : date;
  const n = firstIndexOnOrAfter(rule, from);
  const next = occurrenceAt(rule, n);
  return withinLimits(rule, n, next) ? next : null;
}

export function isOccurrence(rule: Recurrence, date: string): boolean {
  return nextOccurrence(rule, date) === date;
}

/** Occurrences in [from, to], both included, at most `limit` of them. */
export function occurrencesBetween(
  rule: Recurrence,
  from: string,
  to: string,
  limit: number,
): string[] {
  const out: string[] = [];
  let n = firstIndexOnOrAfter(rule, from < rule.startDate ? rule.startDate : from);
  while (out.length < limit) {
    const date = occurrenceAt(rule, n);
    if (date > to || !withinLimits(rule, n, date)) break;
    out.push(date);
    n += 1;
  }
  return out;
}

/** Average occurrences per month, to turn a schedule into a monthly amount. */
export function perMonth(rule: Pick<Recurrence, "frequency" | "interval">): number {
  const perYear = { daily: 365.25, weekly: 365.25 / 7, monthly: 12, yearly: 1 }[rule.frequency];
  return perYear / 12 / rule.interval;
}

export interface RuleProblem {
  code: ErrorCode;
  field: string;
}

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The first broken rule, with the field to highlight, or null when the rule is valid. */
export function validateRecurrence(rule: Recurrence): RuleProblem | null {
  if (validateIsoDate(rule.startDate)) return { code: "INVALID_DATE", field: "startDate" };
  if (rule.endDate !== undefined) {
    if (validateIsoDate(rule.endDate) || rule.endDate < rule.startDate) {
      return { code: "INVALID_DATE", field: "endDate" };
    }
  }
  if (!isIntegerIn(rule.interval, 1, MAX_INTERVAL)) {
    return { code: "INVALID_ARGUMENT", field: "interval" };
  }
  if (rule.count !== undefined && !isIntegerIn(rule.count, 1, MAX_COUNT)) {
    return { code: "INVALID_ARGUMENT", field: "count" };
  }
  if (rule.dayOfMonth !== undefined) {
    if (rule.frequency !== "monthly") return { code: "INVALID_ARGUMENT", field: "dayOfMonth" };
    const code = validateDayOfMonth(rule.dayOfMonth);
    if (code !== null) return { code, field: "dayOfMonth" };
  }
  return null;
}
