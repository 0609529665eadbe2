/**
 * The one recurring-charge detector: given one payee's (or one label's) charges, does it come
 * at a regular rhythm for a similar amount, and if so which, for how much, and when next?
 * The subscriptions screen, the forecast's unscheduled items, "Can I afford it?" and the
 * "looks like a recurring charge" insight all ask this function.
 *
 * Tolerant of what real statements do: a few days' drift (weekends, short months), one
 * skipped period between two charges, a price change that stays, a bill that varies within
 * a range, and two charges on one day (the one nearest the usual amount counts; the other
 * is a one-off from the same shop). Groceries and coffee fail on their own: their gaps are
 * irregular or their amounts jump from one visit to the next.
 */
import { addDays, addMonthsToDate, toDayNumber } from "../../shared/dates";

export const INTERVALS = ["weekly", "biweekly", "monthly", "quarterly", "yearly"] as const;
export type Interval = (typeof INTERVALS)[number];

export interface Charge {
  date: string;
  /** Positive minor units. */
  amount: number;
}

interface Rhythm {
  interval: Interval;
  /** A gap of one period, in days (inclusive range). */
  one: [number, number];
  /** A gap of two periods (one skipped). */
  two: [number, number];
  /** Charges needed to call it a rhythm. */
  min: number;
  /** Times a month, to give the cost per month. */
  perMonth: number;
}

const RHYTHMS: readonly Rhythm[] = [
  { interval: "weekly", one: [6, 8], two: [13, 15], min: 4, perMonth: 52 / 12 },
  { interval: "biweekly", one: [13, 15], two: [27, 29], min: 3, perMonth: 26 / 12 },
  { interval: "monthly", one: [26, 35], two: [56, 66], min: 3, perMonth: 1 },
  { interval: "quarterly", one: [84, 98], two: [175, 190], min: 3, perMonth: 1 / 3 },
  { interval: "yearly", one: [355, 375], two: [720, 742], min: 2, perMonth: 1 / 12 },
];

/** Charges that make each rhythm: a series with just this many was found by its latest one. */
export const MIN_CHARGES = Object.fromEntries(RHYTHMS.map((r) => [r.interval, r.min])) as Record<
  Interval,
  number
>;

/** Two consecutive charges of one series differ by at most this share (a variable bill). */
const STEP = 0.35;
/** A change under 2 % is rounding or exchange noise, not a price change. */
const NOISE = 0.02;

export interface PriceChange {
  date: string;
  from: number;
  to: number;
}

export interface Detected {
  interval: Interval;
  /** The latest charge's amount (positive minor units). */
  amount: number;
  previousAmount: number;
  /** The cost per month at the latest amount, rounded to the minor unit. */
  monthly: number;
  count: number;
  firstDate: string;
  lastDate: string;
  /** The amount moves from charge to charge (a utility bill): no price changes are named. */
  variable: boolean;
  priceChanges: PriceChange[];
}

const inRange = (g: number, [lo, hi]: [number, number]) => g >= lo && g <= hi;

/** One charge per day: the one nearest the median amount (the other is a one-off). */
function onePerDay(charges: readonly Charge[]): Charge[] {
  const sorted = [...charges].sort((a, b) => a.date.localeCompare(b.date));
  const amounts = sorted.map((c) => c.amount).sort((a, b) => a - b);
  const median = amounts[Math.floor(amounts.length / 2)] ?? 0;
  const out: Charge[] = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last === undefined || last.date !== c.date) out.push(c);
    else if (Math.abs(c.amount - median) < Math.abs(last.amount - median)) out[out.length - 1] = c;
  }
  return out;
}

function rhythmOf(gaps: number[], count: number): Rhythm | null {
  for (const r of RHYTHMS) {
    if (count < r.min) continue;
    const ones = gaps.filter((g) => inRange(g, r.one)).length;
    const twos = gaps.filter((g) => inRange(g, r.two)).length;
    // Every gap is one period or a skipped one, and skips are the exception.
    if (ones + twos === gaps.length && ones > twos) return r;
  }
  return null;
}

function similar(amounts: number[]): boolean {
  if (amounts.some((a) => a <= 0)) return false;
  for (let i = 1; i < amounts.length; i += 1) {
    if (Math.abs(amounts[i] - amounts[i - 1]) > STEP * amounts[i - 1]) return false;
  }
  return Math.max(...amounts) <= 2 * Math.min(...amounts);
}

function priceChangesOf(charges: Charge[]): { variable: boolean; changes: PriceChange[] } {
  const changes: PriceChange[] = [];
  for (let i = 1; i < charges.length; i += 1) {
    const from = charges[i - 1].amount;
    const to = charges[i].amount;
    if (Math.abs(to - from) > NOISE * from) changes.push({ date: charges[i].date, from, to });
  }
  // A fixed price changes rarely; a bill that moves on most charges is variable.
  const variable = changes.length >= 2 && changes.length * 2 > charges.length - 1;
  return { variable, changes: variable ? [] : changes };
}

/** The charges' rhythm, or null when they are not a recurring series. */
export function detectRhythm(charges: readonly Charge[]): Detected | null {
  const list = onePerDay(charges);
  if (list.length < 2) return null;
  const gaps = list.slice(1).map((c, i) => toDayNumber(c.date) - toDayNumber(list[i].date));
  const rhythm = rhythmOf(gaps, list.length);
  if (rhythm === null || !similar(list.map((c) => c.amount))) return null;
  const last = list[list.length - 1];
  const { variable, changes } = priceChangesOf(list);
  // A weekly shop whose total moves every time is groceries, not a subscription.
  if (variable && (rhythm.interval === "weekly" || rhythm.interval === "biweekly")) return null;
  return {
    interval: rhythm.interval,
    amount: last.amount,
    previousAmount: list[list.length - 2].amount,
    monthly: Math.round(last.amount * rhythm.perMonth),
    count: list.length,
    firstDate: list[0].date,
    lastDate: last.date,
    variable,
    priceChanges: changes,
  };
}

/** How many times a month the rhythm comes. */
export function perMonthOf(interval: Interval): number {
  return RHYTHMS.find((r) => r.interval === interval)!.perMonth;
}

/** The k-th date of the series after `lastDate` (months counted from it: the 31st stays). */
export function rhythmDate(interval: Interval, lastDate: string, k: number): string {
  switch (interval) {
    case "weekly":
      return addDays(lastDate, 7 * k);
    case "biweekly":
      return addDays(lastDate, 14 * k);
    case "monthly":
      return addMonthsToDate(lastDate, k);
    case "quarterly":
      return addMonthsToDate(lastDate, 3 * k);
    case "yearly":
      return addMonthsToDate(lastDate, 12 * k);
  }
}

/** The days a charge may come late before it counts as missed. */
export function graceDays(interval: Interval): number {
  return interval === "weekly" ? 2 : interval === "biweekly" ? 3 : interval === "yearly" ? 14 : 5;
}

/**
 * "Looks cancelled": two expected charges in a row have not come (one skip is tolerated,
 * like the detector tolerates it), each with its grace.
 */
export function looksCancelled(d: Pick<Detected, "interval" | "lastDate">, today: string): boolean {
  return today > addDays(rhythmDate(d.interval, d.lastDate, 2), graceDays(d.interval));
}

/**
 * The next expected date from `today`: the first one after the last charge; one that is late
 * within its grace is expected today rather than dropped; one missed beyond it (a skipped
 * period, which the detector tolerates) gives way to the next date of the rhythm.
 */
export function nextExpected(d: Pick<Detected, "interval" | "lastDate">, today: string): string {
  const next = rhythmDate(d.interval, d.lastDate, 1);
  if (next >= today) return next;
  if (addDays(next, graceDays(d.interval)) >= today) return today;
  let k = 2;
  while (rhythmDate(d.interval, d.lastDate, k) < today) k += 1;
  return rhythmDate(d.interval, d.lastDate, k);
}
