/**
 * advisor.forecast's answer: the engine's projection over live data (forecastData.ts), the
 * lowest point named with its account and the next income after it, safe-to-spend until
 * payday, each cash account's line and floor, and last month's back-test.
 */
import { v, type Infer } from "convex/values";
import { loadConverter } from "../exchangeRates/convert";
import type { ReadCtx } from "../reports/cashflow";
import { vCurrency } from "../validators";
import { FORECAST_TYPES, projectForecast } from "./forecast";
import { backtest } from "./forecastBacktest";
import { loadForecast } from "./forecastData";

const vDated = v.object({ date: v.string(), total: v.number() });

export const vForecast = v.object({
  currency: vCurrency,
  /** One per day from today: the counted cash accounts' total, display currency. */
  points: v.array(vDated),
  lowest: vDated,
  /** The account that dips lowest against its floor, where it does, in its own currency. */
  lowestAccount: v.union(
    v.object({
      accountId: v.id("accounts"),
      date: v.string(),
      balance: v.number(),
      currency: vCurrency,
    }),
    v.null(),
  ),
  /** The first expected income after the lowest point (the salary that lifts it). */
  incomeAfterLowest: v.union(v.string(), v.null()),
  nextIncome: v.union(v.string(), v.null()),
  safeToSpend: v.number(),
  floorTotal: v.number(),
  accounts: v.array(
    v.object({
      accountId: v.id("accounts"),
      name: v.string(),
      currency: vCurrency,
      floor: v.number(),
      excluded: v.boolean(),
      /** End-of-day balances, own currency, one per day from today. */
      balances: v.array(v.number()),
      lowest: v.object({ date: v.string(), balance: v.number() }),
      belowFloorOn: v.union(v.string(), v.null()),
    }),
  ),
  backtest: v.union(
    v.object({
      month: v.string(),
      forecast: v.number(),
      actual: v.number(),
      errorPercent: v.number(),
    }),
    v.null(),
  ),
  missingRates: v.array(vCurrency),
});
export type ForecastView = Infer<typeof vForecast>;

export async function forecastFor(
  ctx: ReadCtx,
  today: string,
  days: number,
): Promise<ForecastView> {
  const { input, window, series, schedules } = await loadForecast(ctx, today, days);
  const result = projectForecast(input);
  const conv = await loadConverter(ctx);
  const cash = input.accounts.filter((a) => FORECAST_TYPES.includes(a.type));
  const byId = new Map(result.accounts.map((a) => [a.accountId, a]));
  // The account to name: one that crosses its floor first, else the one that dips most below
  // where it stands today (a flat savings account is low, but does not dip).
  const dips = cash
    .filter((a) => !a.excluded)
    .map((a) => ({ a, r: byId.get(a.id)! }))
    .map((x) => ({
      ...x,
      below: x.r.belowFloorOn !== null,
      drop: x.a.balance - x.r.lowest.balance,
    }))
    .sort((x, y) => Number(y.below) - Number(x.below) || y.drop - x.drop);
  const dip = dips[0];
  const incomeAfterLowest =
    input.expected
      .filter((e) => e.kind === "income" && e.date > result.lowest.date)
      .map((e) => e.date)
      .sort()[0] ?? null;
  return {
    currency: input.currency,
    points: result.points,
    lowest: result.lowest,
    lowestAccount:
      dip === undefined
        ? null
        : {
            accountId: dip.a.id as ForecastView["accounts"][number]["accountId"],
            date: dip.r.lowest.date,
            balance: dip.r.lowest.balance,
            currency: dip.a.currency,
          },
    incomeAfterLowest,
    nextIncome: result.nextIncome,
    safeToSpend: result.safeToSpend,
    floorTotal: result.floorTotal,
    accounts: cash.map((a) => {
      const r = byId.get(a.id)!;
      return {
        accountId: a.id as ForecastView["accounts"][number]["accountId"],
        name: a.name,
        currency: a.currency,
        floor: a.floor,
        excluded: a.excluded,
        balances: r.balances,
        lowest: r.lowest,
        belowFloorOn: r.belowFloorOn,
      };
    }),
    backtest: await backtest(ctx, conv, { today, series, schedules, window }),
    missingRates: result.missingRates,
  };
}
