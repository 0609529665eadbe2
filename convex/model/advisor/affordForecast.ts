/**
 * "Can I afford it?" on the forecast engine (forecast.ts): the money available on the date is
 * the forecast's total of the spendable accounts on that day, less goal money and what open
 * plans need, so this answer and the forecast screen can never disagree. The lines say where
 * the forecast's movement came from: income, bills (schedules, detected recurring charges and
 * loan payments), card statements paid, and everyday spending from the user's own recent days.
 */
import type { CurrencyCode } from "../../shared/currencies";
import { addDays, toDayNumber } from "../../shared/dates";
import type { ReadCtx } from "../reports/cashflow";
import {
  type AffordAccount,
  type AffordQuestion,
  type Amount,
  pools,
  type Projection,
  wholeMonths,
} from "./afford";
import { projectForecast } from "./forecast";
import { loadForecast } from "./forecastData";
import { Converter } from "../exchangeRates/convert";

/** Schedules are expanded up to this many days ahead (10 years). */
const MAX_HORIZON_DAYS = 3660;

export async function forecastProjection(
  ctx: ReadCtx,
  q: AffordQuestion & { today: string },
  extra: { goalMoney: readonly Amount[]; planMonthly: readonly Amount[] },
): Promise<Projection & { rates: Awaited<ReturnType<typeof loadForecast>>["input"]["rates"] }> {
  const date = q.date ?? q.today;
  const days = Math.min(MAX_HORIZON_DAYS, toDayNumber(date) - toDayNumber(q.today)) + 1;
  const { input } = await loadForecast(ctx, q.today, days);
  const accounts: AffordAccount[] = input.accounts.map((a) => ({ ...a }));
  const { counted, setApart } = pools(accounts, q);
  const result = projectForecast({
    ...input,
    currency: q.currency as CurrencyCode,
    pool: counted.map((a) => a.id),
  });
  const fx = new Converter(q.currency, input.rates);
  const sum = (list: readonly Amount[]) =>
    list.reduce((s, m) => s + fx.into(m.amount, m.currency), 0);
  const spendable = counted.reduce((s, a) => s + fx.into(a.balance, a.currency), 0);
  const goalMoney = q.accountId !== undefined || q.includeSavings ? 0 : sum(extra.goalMoney);
  const plans = sum(extra.planMonthly) * wholeMonths(q.today, addDays(q.today, days - 1));
  const { flows } = result;
  // Never "-0": a zero line reads as zero.
  const neg = (value: number) => (value === 0 ? 0 : -value);
  const lines = [
    { key: "spendable" as const, amount: spendable },
    { key: "goalMoney" as const, amount: neg(goalMoney) },
    { key: "income" as const, amount: flows.income + Math.max(0, flows.transfers) },
    { key: "otherIncome" as const, amount: flows.otherIncome },
    { key: "bills" as const, amount: flows.bills + Math.min(0, flows.transfers) },
    { key: "cardsDue" as const, amount: flows.cards },
    { key: "dayToDay" as const, amount: flows.everyday },
    { key: "plans" as const, amount: neg(plans) },
  ];
  return {
    lines,
    atDate: lines.reduce((s, l) => s + l.amount, 0),
    counted,
    setApart,
    missingRates: [...new Set([...result.missingRates, ...fx.missingRates()])].sort(),
    rates: input.rates,
  };
}
