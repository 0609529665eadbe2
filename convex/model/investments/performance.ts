/**
 * How holdings have done over 1 month, year to date, 1 year and since the start: the gain in
 * money and the money-weighted annual return (XIRR) of the actual cash flows. The holdings are
 * the investment: a buy is money put in, a sell or dividend money taken out, and the value at
 * each end is the holdings at market (cash is not part of the return). Reads the monthly trade
 * entries (one document a month) and a price per holding at each period's start, never the
 * whole trade history.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import { addDays, addMonthsToDate } from "../../shared/dates";
import { marketValue, parseDecimal } from "../../shared/decimal";
import { type CashFlow, xirr } from "../../shared/xirr";
import type { Converter } from "../exchangeRates/convert";
import { priceOn } from "./prices";
import type { Holding } from "./valuation";

/** Months of trade entries read: 20 years and then some. */
const MAX_MONTHS = 600;

export const PERIODS = ["1M", "YTD", "1Y", "ALL"] as const;
type Period = (typeof PERIODS)[number];

export const vPeriodResult = v.object({
  period: v.union(...PERIODS.map((p) => v.literal(p))),
  /** The period's start (values at the end of this day); null for since the start. */
  from: v.union(v.string(), v.null()),
  startValue: v.number(),
  endValue: v.number(),
  /** End value − start value + money taken out − money put in. */
  gain: v.number(),
  /** Money-weighted annual return (0.05 is 5 % a year); null when it cannot be solved. */
  xirr: v.union(v.number(), v.null()),
});
export type PeriodResult = Infer<typeof vPeriodResult>;

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

export interface AccountFlows {
  endValue: number;
  periods: { period: Period; from: string | null; startValue: number; flows: CashFlow[] }[];
}

export function periodStart(period: Period, today: string): string | null {
  if (period === "1M") return addMonthsToDate(today, -1);
  if (period === "1Y") return addMonthsToDate(today, -12);
  if (period === "YTD") return addDays(`${today.slice(0, 4)}-01-01`, -1);
  return null;
}

/** One account's flows and start values per period, in the account's currency. */
export async function accountFlows(
  ctx: ReadCtx,
  account: Doc<"accounts">,
  holdings: readonly Holding[],
  conv: Converter,
  today: string,
): Promise<AccountFlows> {
  const months = await ctx.db
    .query("portfolioMonths")
    .withIndex("by_account_month", (q) => q.eq("accountId", account._id))
    .take(MAX_MONTHS);
  const entries = months.flatMap((m) => m.entries).filter((e) => e.date <= today);
  const endValue = holdings.reduce((sum, h) => sum + (h.value ?? 0), 0);
  const held = new Map(holdings.map((h) => [h.symbol, parseDecimal(h.quantity) ?? 0]));
  const periods: AccountFlows["periods"] = [];
  for (const period of PERIODS) {
    const from = periodStart(period, today);
    const inPeriod = entries.filter((e) => from === null || e.date > from);
    const startValue =
      from === null ? 0 : await valueAt(ctx, account.currency, conv, held, inPeriod, from);
    periods.push({
      period,
      from,
      startValue,
      flows: inPeriod.map((e) => ({ date: e.date, amount: e.flow })),
    });
  }
  return { endValue, periods };
}

/** The holdings' market value at the end of `date`: today's units less what changed since. */
async function valueAt(
  ctx: ReadCtx,
  currency: CurrencyCode,
  conv: Converter,
  held: ReadonlyMap<string, number>,
  since: readonly { symbol: string; change: number }[],
  date: string,
): Promise<number> {
  const units = new Map(held);
  for (const e of since) units.set(e.symbol, (units.get(e.symbol) ?? 0) - e.change);
  let total = 0;
  for (const [symbol, quantity] of units) {
    if (quantity <= 0) continue;
    const quote = await priceOn(ctx.db, ctx.ledgerKey, symbol, date);
    if (quote === null) continue;
    const native = marketValue(quantity, quote.price, quote.currency);
    total +=
      quote.currency === currency ? native : (conv.convert(native, quote.currency, currency) ?? 0);
  }
  return total;
}

/** Gain and XIRR of flows already in one currency. */
export function resultOf(
  period: Period,
  from: string | null,
  startValue: number,
  endValue: number,
  flows: readonly CashFlow[],
  today: string,
): PeriodResult {
  const gain = endValue - startValue + flows.reduce((sum, f) => sum + f.amount, 0);
  const series: CashFlow[] = [
    ...(from !== null && startValue !== 0 ? [{ date: from, amount: -startValue }] : []),
    ...flows,
    { date: today, amount: endValue },
  ];
  return { period, from, startValue, endValue, gain, xirr: xirr(series) };
}
