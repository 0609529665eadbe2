/**
 * What the notifications read from the one engine that looks ahead (model/advisor): the
 * cash-flow forecast for low balances and for "not enough in that account" on a bill, and
 * the recurring-charge detector behind the subscriptions screen for price changes and new
 * subscriptions. One forecast per set of books and sweep; its reads are the forecast's own
 * bounded ones (model/advisor/forecastData.ts), without the back-test.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { addDays, monthKey, toDayNumber } from "../../shared/dates";
import {
  FORECAST_TYPES,
  projectForecast,
  type ForecastInput,
  type ForecastResult,
} from "../advisor/forecast";
import { loadForecast } from "../advisor/forecastData";
import { MIN_CHARGES } from "../advisor/rhythm";
import type { RecurringSeries } from "../advisor/series";
import type { Candidate } from "./candidate";

/** The forecast's shortest horizon; it covers the longest bill lead time (30 days) too. */
export const AHEAD_DAYS = 31;
/** A price change or a newly found subscription is news this many days after its charge. */
export const NEWS_DAYS = 7;

export interface LookAhead {
  today: string;
  input: ForecastInput;
  result: ForecastResult;
  series: RecurringSeries[];
  /** The books' schedules as the forecast read them (at most MAX_SCHEDULES_PER_USER). */
  schedules: Doc<"schedules">[];
}

export async function lookAhead(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  today: string,
): Promise<LookAhead> {
  const read = { db: ctx.db, ledgerKey: ledgerKey };
  const { input, series, schedules } = await loadForecast(read, today, AHEAD_DAYS);
  return { today, input, result: projectForecast(input), series, schedules };
}

/** The forecast's end-of-day balance of a cash account on `date`; null outside its horizon. */
export function balanceOn(ahead: LookAhead, accountId: string, date: string): number | null {
  const account = ahead.input.accounts.find((a) => a.id === accountId);
  if (account === undefined || !FORECAST_TYPES.includes(account.type)) return null;
  const line = ahead.result.accounts.find((a) => a.accountId === accountId);
  const day = toDayNumber(date) - toDayNumber(ahead.today);
  return line?.balances[day] ?? null;
}

/**
 * A counted cash account the forecast takes below its floor (0 unless the person set one):
 * the day it crosses and its lowest balance, once per account and month.
 */
export function lowBalances(ahead: LookAhead): Candidate[] {
  const out: Candidate[] = [];
  for (const account of ahead.input.accounts) {
    if (!FORECAST_TYPES.includes(account.type) || account.excluded) continue;
    const line = ahead.result.accounts.find((a) => a.accountId === account.id);
    if (line === undefined || line.belowFloorOn === null) continue;
    out.push({
      kind: "low_balance_ahead",
      subjectId: account.id,
      key: `low_balance_ahead:${account.id}:${monthKey(ahead.today)}`,
      facts: {
        amount: line.lowest.balance,
        currency: account.currency,
        date: line.belowFloorOn,
        accountName: account.name,
      },
    });
  }
  return out;
}

/**
 * The detector's recent news about regular expenses: a price change charged in the last
 * NEWS_DAYS (once per change), and a series found by its latest charge (the one that made
 * it a rhythm) in the last NEWS_DAYS that no schedule has yet (once per series).
 */
export function subscriptionNews(ahead: LookAhead): Candidate[] {
  const since = addDays(ahead.today, -NEWS_DAYS);
  const out: Candidate[] = [];
  for (const s of ahead.series) {
    if (s.kind !== "expense" || s.cancelled) continue;
    const base = { name: s.name, amount: s.amount, currency: s.currency };
    const change = s.priceChanges[s.priceChanges.length - 1];
    if (change !== undefined && change.date >= since) {
      out.push({
        kind: "subscription_price_change",
        subjectId: s.key,
        key: `subscription_price_change:${s.key}:${change.date}`,
        facts: { ...base, amount: change.to, previousAmount: change.from, date: change.date },
      });
    }
    if (!s.covered && s.count === MIN_CHARGES[s.period] && s.lastDate >= since) {
      out.push({
        kind: "new_subscription",
        subjectId: s.key,
        key: `new_subscription:${s.key}`,
        facts: { ...base, date: s.nextDate },
      });
    }
  }
  return out;
}
