/**
 * What already happened against what was expected, as Actual Budget matches schedules: a
 * payment on the date, early by up to EARLY_DAYS, or late (against the oldest missed
 * occurrence first) satisfies that occurrence, once. An occurrence nothing satisfied that is
 * already due moves to today instead of vanishing; one paid early is not counted again.
 *
 * And everyday spending: what the user's own recent days show, by weekday and by day of the
 * month (a rent-free Saturday shop and a busy first of the month both show), not one flat
 * average.
 */
import { addDays, toDayNumber } from "../../shared/dates";

export const EARLY_DAYS = 5;
/** A payment within this share of the expected amount is the same payment. */
const AMOUNT_SLACK = 0.1;

export interface Expected {
  date: string;
  kind: "income" | "expense" | "transfer";
  /** Positive minor units of the paying account's currency. */
  amount: number;
  accountId: string;
  toAccountId?: string;
  label: string;
  category: string;
}

export interface Actual {
  date: string;
  /** Signed minor units, as on the transaction. */
  amount: number;
  accountId: string;
  label: string;
  category: string;
}

/** Lower case, digits and punctuation out: "Rent 05/24" and "rent" are one label. */
export const labelKey = (label: string) =>
  label
    .toLowerCase()
    .replace(/[\d\s\p{P}]+/gu, " ")
    .trim();

function satisfies(a: Actual, e: Expected): boolean {
  if (a.accountId !== e.accountId) return false;
  if ((e.kind === "income") !== a.amount > 0) return false;
  if (Math.abs(Math.abs(a.amount) - e.amount) > e.amount * AMOUNT_SLACK) return false;
  const label = labelKey(e.label);
  return (label !== "" && labelKey(a.label) === label) || a.category === e.category;
}

/**
 * The expected items still to come, on the dates they now count: matched ones out, missed
 * ones on today. `actual` is what posted from EARLY_DAYS before the oldest item to today.
 */
export function matchExpected(
  expected: readonly Expected[],
  actual: readonly Actual[],
  today: string,
): Expected[] {
  const used = new Set<number>();
  const byDate = [...actual.keys()].sort((i, j) => actual[i].date.localeCompare(actual[j].date));
  const out: Expected[] = [];
  const sorted = [...expected].sort((a, b) => a.date.localeCompare(b.date));
  for (const e of sorted) {
    const canBePaid = e.date <= addDays(today, EARLY_DAYS);
    const from = addDays(e.date, -EARLY_DAYS);
    const hit = canBePaid
      ? byDate.find(
          (i) =>
            !used.has(i) &&
            actual[i].date >= from &&
            actual[i].date <= today &&
            satisfies(actual[i], e),
        )
      : undefined;
    if (hit !== undefined) {
      used.add(hit);
      continue;
    }
    out.push(e.date < today ? { ...e, date: today } : e);
  }
  return out;
}

/** Expected spending a day: means by weekday (0 = Sunday) and by day of the month (1–31). */
export interface DayProfile {
  weekday: number[];
  dayOfMonth: number[];
}

const weekdayOf = (date: string) => (((toDayNumber(date) + 4) % 7) + 7) % 7;

/**
 * The profile of `spend` (positive amounts by date) over the days from `from` to `to`
 * inclusive; days without spending count as zero.
 */
export function everydayProfile(
  spend: readonly { date: string; amount: number }[],
  from: string,
  to: string,
): DayProfile {
  const byDay = new Map<string, number>();
  for (const s of spend) byDay.set(s.date, (byDay.get(s.date) ?? 0) + s.amount);
  const wdSum = Array(7).fill(0);
  const wdCount = Array(7).fill(0);
  const domSum = Array(32).fill(0);
  const domCount = Array(32).fill(0);
  let total = 0;
  let days = 0;
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const amount = byDay.get(d) ?? 0;
    const wd = weekdayOf(d);
    const dom = Number(d.slice(8, 10));
    wdSum[wd] += amount;
    wdCount[wd] += 1;
    domSum[dom] += amount;
    domCount[dom] += 1;
    total += amount;
    days += 1;
  }
  const mean = days === 0 ? 0 : total / days;
  return {
    weekday: wdSum.map((s, i) => (wdCount[i] === 0 ? mean : s / wdCount[i])),
    dayOfMonth: domSum.map((s, i) => (domCount[i] === 0 ? mean : s / domCount[i])),
  };
}

/** The everyday spending expected on `date`: its weekday's and its day of month's, halved. */
export function dailySpend(profile: DayProfile, date: string): number {
  return (profile.weekday[weekdayOf(date)] + profile.dayOfMonth[Number(date.slice(8, 10))]) / 2;
}
