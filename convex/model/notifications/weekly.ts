/**
 * The Monday summary e-mail for a person who opted in: last week's spending against the
 * budget, the coming week's bills and the forecast's low point, for the books they have open.
 * Once per person and ISO week: the week is stored on their preferences row in the same
 * mutation that hands the summary on to be mailed (internal/notifications.ts).
 */
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { addDays, daysInMonthKey, fromDayNumber, monthKey, toDayNumber } from "../../shared/dates";
import { Converter } from "../exchangeRates/convert";
import type { LookAhead } from "./detectAhead";

/** Last week's transactions read at most: the week of a very busy household. */
export const WEEK_READ = 1_000;
/** Bills listed at most; a longer week ends with the earliest. */
export const WEEK_BILLS = 10;
const BUDGETS_READ = 60;

export const vWeeklySummary = v.object({
  /** Display currency of the books, for `spent`, `budget` and `low`. */
  currency: v.string(),
  spent: v.number(),
  /** A week's share of the month's budget; null without one. */
  budget: v.union(v.number(), v.null()),
  bills: v.array(
    v.object({ date: v.string(), name: v.string(), amount: v.number(), currency: v.string() }),
  ),
  low: v.union(v.object({ date: v.string(), amount: v.number() }), v.null()),
});
export type WeeklySummary = Infer<typeof vWeeklySummary>;

/** Mondays (UTC calendar, like the rest of the sweep). */
export function isSummaryDay(today: string): boolean {
  return new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
}

/** ISO 8601 week of a date: "2024-W25" (weeks start on Monday; week 1 has the first Thursday). */
export function isoWeek(date: string): string {
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  // The week belongs to the year of its Thursday.
  const thursday = fromDayNumber(toDayNumber(date) - weekday + 3);
  const year = thursday.slice(0, 4);
  const week = 1 + Math.floor((toDayNumber(thursday) - toDayNumber(`${year}-01-01`)) / 7);
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The month's overall budget, else the sum of its category budgets, in the display currency. */
async function monthBudget(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  month: string,
  fx: Converter,
): Promise<number | null> {
  const rows = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) => q.eq("userId", ledgerKey).eq("month", month))
    .take(BUDGETS_READ);
  if (rows.length === 0) return null;
  const overall = rows.filter((b) => b.scope === "overall");
  const counted = overall.length > 0 ? overall : rows;
  return counted.reduce((s, b) => s + fx.into(b.amount, b.currency), 0);
}

export async function weeklySummary(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  ahead: LookAhead,
): Promise<WeeklySummary> {
  const { today, input, result } = ahead;
  const fx = new Converter(input.currency, input.rates);
  const from = addDays(today, -7);
  const to = addDays(today, -1);
  const week = await ctx.db
    .query("transactions")
    .withIndex("by_user_date", (q) => q.eq("userId", ledgerKey).gte("date", from).lte("date", to))
    .take(WEEK_READ);
  const currencyOf = new Map(input.accounts.map((a) => [a.id, a.currency]));
  // Transfers (a card payment among them) are neither income nor spending.
  const spent = week
    .filter((tx) => tx.kind === "expense")
    .reduce((s, tx) => s - fx.into(tx.amount, currencyOf.get(tx.accountId) ?? input.currency), 0);
  const month = monthKey(from);
  const budget = await monthBudget(ctx, ledgerKey, month, fx);
  const until = addDays(today, 6);
  const bills = input.expected
    .filter((e) => e.kind !== "income" && e.date >= today && e.date <= until)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, WEEK_BILLS)
    .map((e) => ({
      date: e.date,
      name: e.label || e.category,
      amount: e.amount,
      currency: currencyOf.get(e.accountId) ?? input.currency,
    }));
  return {
    currency: input.currency,
    spent,
    budget: budget === null ? null : Math.round((budget * 7) / daysInMonthKey(month)),
    bills,
    low:
      result.points.length === 0 ? null : { date: result.lowest.date, amount: result.lowest.total },
  };
}
