/**
 * "Subscriptions found for you": the regular expenses the one detector found (series.ts),
 * each with its cost per month and per year, the next expected date, its price changes and
 * "looks cancelled"; and "make it a schedule" in one step. "Not a subscription" is the
 * insight state `notSubscription:<key>` (advisor.dismiss), which series.ts honours for good.
 */
import { v, type Infer } from "convex/values";
import type { Id, Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { vCategory, vCurrency } from "../validators";
import { fail } from "../errors";
import { liveAccounts, type ReadCtx } from "../reports/cashflow";
import { insertSchedule, scheduleLimit } from "../schedules/occurrences";
import { vInterval } from "./recentCharges";
import { rhythmDate } from "./rhythm";
import { recurringSeries, type RecurringSeries, scheduleEvery, scheduleFrequency } from "./series";

export const vSubscription = v.object({
  /** Stable id of the series: what "Not a subscription" and "Make schedule" take. */
  key: v.string(),
  payee: v.string(),
  accountId: v.id("accounts"),
  category: vCategory,
  /** The latest charge, positive minor units of `currency` (the account's). */
  amount: v.number(),
  currency: vCurrency,
  interval: vInterval,
  /** "YYYY-MM-DD": the next expected charge (a late one is expected today). */
  nextDate: v.string(),
  lastDate: v.string(),
  /** The cost per month and per year at the latest amount. */
  monthly: v.number(),
  yearly: v.number(),
  count: v.number(),
  /** The amount moves from charge to charge (a utility bill). */
  variable: v.boolean(),
  priceChanges: v.array(v.object({ date: v.string(), from: v.number(), to: v.number() })),
  /** Two expected charges did not come. */
  cancelled: v.boolean(),
  /** A schedule already has it. */
  scheduled: v.boolean(),
});
export type Subscription = Infer<typeof vSubscription>;

async function schedulesOf(ctx: ReadCtx) {
  return await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
}

function toSubscription(s: RecurringSeries): Subscription {
  return {
    key: s.key,
    payee: s.name,
    accountId: s.accountId,
    category: s.category,
    amount: s.amount,
    currency: s.currency,
    interval: s.period,
    nextDate: s.nextDate,
    lastDate: s.lastDate,
    monthly: s.monthly,
    yearly: s.monthly * 12,
    count: s.count,
    variable: s.variable,
    priceChanges: s.priceChanges,
    cancelled: s.cancelled,
    scheduled: s.covered,
  };
}

/** Active ones first, dearest first; cancelled-looking ones last. */
const order = (a: Subscription, b: Subscription) =>
  Number(a.cancelled) - Number(b.cancelled) || b.monthly - a.monthly || a.key.localeCompare(b.key);

export async function subscriptionsOf(ctx: ReadCtx, today: string): Promise<Subscription[]> {
  const accounts = await liveAccounts(ctx);
  const series = await recurringSeries(ctx, accounts, await schedulesOf(ctx), today);
  return series
    .filter((s) => s.kind === "expense")
    .map(toSubscription)
    .sort(order);
}

type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/**
 * A schedule for the series `key`, from its next date after today, for its latest amount:
 * RECURRING_NOT_FOUND when no such series is detected (any more).
 */
export async function scheduleSeries(
  ctx: WriteCtx,
  key: string,
  today: string,
): Promise<Id<"schedules">> {
  const accounts: Doc<"accounts">[] = await liveAccounts(ctx);
  const series = (await recurringSeries(ctx, accounts, await schedulesOf(ctx), today)).find(
    (s) => s.key === key,
  );
  if (series === undefined) fail("RECURRING_NOT_FOUND", "key");
  await scheduleLimit(ctx);
  let start = rhythmDate(series.period, series.lastDate, 1);
  for (let k = 2; start <= today; k += 1) start = rhythmDate(series.period, series.lastDate, k);
  return await insertSchedule(ctx, {
    kind: series.kind,
    accountId: series.accountId,
    amount: series.amount,
    category: series.category,
    notes: series.name.slice(0, 500) || undefined,
    frequency: scheduleFrequency(series.period),
    interval: scheduleEvery(series.period),
    startDate: start,
    ...(scheduleFrequency(series.period) === "monthly"
      ? { dayOfMonth: Number(series.lastDate.slice(8, 10)) }
      : {}),
  });
}
