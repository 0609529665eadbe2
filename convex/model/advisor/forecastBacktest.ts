/**
 * The forecast, honest about itself: the forecast the engine would have made on the first day
 * of the last completed month, against what the month really ended with.
 *
 * Balances on that day and at the month's end come from today's balances less the monthly
 * rollups since (no history is read); what was expected is that month's schedule occurrences
 * (posted ones too: they were expected then) and the recurring series already known then;
 * everyday spending is profiled from the window's days before that month only, so the answer
 * is not peeked at.
 */
import type { Doc } from "../../_generated/dataModel";
import { addDays, addMonthsToKey, daysInMonthKey, monthKey } from "../../shared/dates";
import type { Converter } from "../exchangeRates/convert";
import { liveAccounts, readRollups, type ReadCtx } from "../reports/cashflow";
import { upcoming } from "../schedules/recurrence";
import { FORECAST_TYPES, type ForecastInput, projectForecast } from "./forecast";
import { everydayProfile, type Expected } from "./forecastMatch";
import { expectedOf, recurringCharge, WINDOW_DAYS } from "./forecastData";
import { type RecurringSeries, seriesDates } from "./series";

export interface Backtest {
  /** "YYYY-MM": the month forecast. */
  month: string;
  forecast: number;
  actual: number;
  /** |forecast − actual| / |actual|, whole percent. */
  errorPercent: number;
}

type Tx = Doc<"transactions">;

/** Per account, what changed from the first of `month` on (signed minor units). */
async function changesSince(ctx: ReadCtx, month: string, accounts: Doc<"accounts">[]) {
  const live = new Set(accounts.map((a) => a._id));
  const rows = await readRollups(ctx, { from: month }, live);
  const since = new Map<string, number>();
  const after = new Map<string, number>();
  for (const r of rows) {
    const net = r.income - r.expense + r.transfersIn - r.transfersOut;
    since.set(r.accountId, (since.get(r.accountId) ?? 0) + net);
    if (r.month > month) after.set(r.accountId, (after.get(r.accountId) ?? 0) + net);
  }
  return { since, after };
}

export async function backtest(
  ctx: ReadCtx,
  conv: Converter,
  input: {
    today: string;
    series: RecurringSeries[];
    schedules: Doc<"schedules">[];
    window: Tx[];
  },
): Promise<Backtest | null> {
  const month = addMonthsToKey(monthKey(input.today), -1);
  const start = `${month}-01`;
  const days = daysInMonthKey(month);
  const end = addDays(start, days - 1);
  const windowStart = addDays(input.today, -WINDOW_DAYS);
  const history = input.window.filter(
    (tx) => tx.date < start && !recurringCharge(tx, input.series, input.schedules),
  );
  if (history.length === 0) return null;
  const accounts = (await liveAccounts(ctx)).filter(
    (a) => FORECAST_TYPES.includes(a.type) || a.type === "credit_card",
  );
  const { since, after } = await changesSince(ctx, month, accounts);
  const { items } = await upcoming(ctx, conv, start, days - 1);
  const expected: Expected[] = items.filter((i) => i.status !== "skipped").map(expectedOf);
  for (const s of input.series.filter((x) => x.firstDate < start)) {
    for (const date of seriesDates({ ...s, lastDate: s.firstDate }, start, end)) {
      expected.push({
        date,
        kind: s.kind,
        amount: s.amount,
        accountId: s.accountId,
        label: s.name,
        category: s.category,
      });
    }
  }
  const profiles = new Map(
    accounts.map((a) => [
      a._id as string,
      everydayProfile(
        history
          .filter((tx) => tx.accountId === a._id && tx.kind === "expense")
          .map((tx) => ({ date: tx.date, amount: -tx.amount })),
        windowStart,
        addDays(start, -1),
      ),
    ]),
  );
  const engineInput: ForecastInput = {
    today: start,
    days,
    currency: conv.currency,
    rates: conv.rates,
    accounts: accounts.map((a) => ({
      id: a._id,
      name: a.name,
      type: a.type,
      currency: a.currency,
      balance: a.balance - (since.get(a._id) ?? 0),
      floor: 0,
      excluded: a.forecastExcluded === true,
      billingDay: a.billingDay,
      paymentDay: a.paymentDay,
    })),
    expected,
    profiles,
  };
  const result = projectForecast(engineInput);
  const forecast = result.points[result.points.length - 1].total;
  const actual = accounts
    .filter((a) => FORECAST_TYPES.includes(a.type) && a.forecastExcluded !== true)
    .reduce((s, a) => s + conv.into(a.balance - (after.get(a._id) ?? 0), a.currency), 0);
  const errorPercent = Math.round(
    (Math.abs(forecast - actual) / Math.max(1, Math.abs(actual))) * 100,
  );
  return { month, forecast, actual, errorPercent };
}
