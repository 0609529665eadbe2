/**
 * The planner: savings goals and purchase plans.
 *
 * - Saved: the linked account's balance (converted into the plan's currency), else the sum of
 *   manual contributions.
 * - Monthly needed: what is left divided by the whole months until the target date.
 * - Capacity: capacity.ts (average net of the months with data, plus recurring items
 *   the history does not hold yet: a salary typed by hand and then made recurring counts once).
 * - Pace: the plan's own saving per month over the last 3 months (contributions, or the linked
 *   account's net change); projectedDate = when it is reached at that pace.
 * - The verdict: feasibility.ts, one model for the planner, insights and assistant.
 */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { capacityOf, historyWindow } from "./capacity";
import {
  addMonthsToDate,
  addMonthsToKey,
  monthDiff,
  monthKey,
  toDayNumber,
} from "../../shared/dates";
import { PLAN_GRACE_DAYS, planVerdict } from "./feasibility";
import { vFeasibility } from "../../shared/planning";
import { vCurrency } from "../validators";
import { type Converter } from "../exchangeRates/convert";
import { readRollups, type ReadCtx } from "../reports/cashflow";
import { historyStart } from "../reports/historyStart";
import { planFields } from "./fields";

const DAY_MS = 86_400_000;
export const PACE_MONTHS = 3;
/** Beyond this a projected date is meaningless; it is reported as null. */
const MAX_PROJECTION_MONTHS = 1200;

export const vCapacity = v.object({
  currency: vCurrency,
  /** The months averaged, "YYYY-MM" oldest first (the months with data). */
  months: v.array(v.string()),
  /** Months averaged (0 without history, at most 6). */
  monthsUsed: v.number(),
  /** True when the only month is the current one, counted to date. */
  monthToDate: v.boolean(),
  averageNet: v.union(v.number(), v.null()),
  /** Monthly income − expenses of schedules not yet in that history. */
  newRecurringNet: v.number(),
  /** Monthly net of schedules already in the history (not added again). */
  recurringInHistoryNet: v.number(),
  /** averageNet without the recurring items: day-to-day cash flow per month. */
  dayToDayNet: v.union(v.number(), v.null()),
  /** averageNet + newRecurringNet: what can be set aside per month; null without history. */
  monthly: v.union(v.number(), v.null()),
  /** Average expenses besides the recurring ones already in the history (≥ 0). */
  dayToDaySpend: v.union(v.number(), v.null()),
  /** Average income besides the recurring income already in the history (≥ 0). */
  otherIncome: v.union(v.number(), v.null()),
});
export type Capacity = Infer<typeof vCapacity>;

export const vPlanView = planFields.omit("userId", "contributed").extend({
  ...systemFields("plans"),
  /** Plan currency from here on, except where noted. */
  saved: v.number(),
  savedFrom: v.union(v.literal("account"), v.literal("contributions")),
  remaining: v.number(),
  /** saved / target, 0–1. */
  progress: v.number(),
  monthsLeft: v.number(),
  monthlyNeeded: v.number(),
  /** Saved per month over the last 3 months; null when unknown (missing rate). */
  pace: v.union(v.number(), v.null()),
  /** False while the plan is too new (or its pace unknown) to judge it by its pace. */
  paceJudged: v.boolean(),
  projectedDate: v.union(v.string(), v.null()),
  /** When it would be reached putting the whole capacity into it. */
  projectedDateAtCapacity: v.union(v.string(), v.null()),
  feasibility: vFeasibility,
});
export type PlanView = Infer<typeof vPlanView>;

export function monthsUntil(today: string, target: string): number {
  const months = monthDiff(monthKey(today), monthKey(target));
  return Math.max(0, target.slice(8) < today.slice(8) ? months - 1 : months);
}

function projected(today: string, remaining: number, perMonthAmount: number | null): string | null {
  if (remaining <= 0 || perMonthAmount === null || perMonthAmount <= 0) return null;
  const months = Math.ceil(remaining / perMonthAmount);
  return months > MAX_PROJECTION_MONTHS ? null : addMonthsToDate(today, months);
}

/** The planner's capacity (capacity.ts has the rule) in the display currency. */
export async function monthlyCapacity(
  ctx: ReadCtx,
  conv: Converter,
  today: string,
  accounts: readonly Doc<"accounts">[],
): Promise<Capacity> {
  const live = new Set(accounts.map((a) => a._id));
  const rows = await readRollups(
    ctx,
    { from: historyWindow(today).from, to: monthKey(today) },
    live,
  );
  const currencyOf = new Map(accounts.map((a) => [a._id as string, a.currency]));
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const result = capacityOf({
    today,
    currency: conv.currency,
    rates: conv.rates,
    rows,
    historyStart: await historyStart(ctx),
    schedules: schedules.flatMap((s) => {
      const currency = currencyOf.get(s.accountId);
      if (currency === undefined) return [];
      return [{ ...s, currency, active: s.nextDue !== undefined }];
    }),
  });
  for (const c of result.missingRates) conv.missing.add(c);
  const { missingRates: _m, ...capacity } = result;
  return capacity;
}

/** Saved per month over the last PACE_MONTHS, in the plan's currency. */
async function paceOf(
  ctx: ReadCtx,
  conv: Converter,
  plan: Doc<"plans">,
  today: string,
  account?: Doc<"accounts">,
) {
  if (account !== undefined) {
    const last = addMonthsToKey(monthKey(today), -1);
    const range = {
      from: addMonthsToKey(last, 1 - PACE_MONTHS),
      to: last,
      accountIds: [account._id],
    };
    const rows = await readRollups(ctx, range, new Set([account._id]));
    const net = rows.reduce((s, r) => s + r.income - r.expense + r.transfersIn - r.transfersOut, 0);
    const converted = conv.convert(net, account.currency, plan.currency);
    return converted === null ? null : Math.round(converted / PACE_MONTHS);
  }
  const recent = await ctx.db
    .query("planContributions")
    .withIndex("by_plan_date", (q) =>
      q.eq("planId", plan._id).gt("date", addMonthsToDate(today, -PACE_MONTHS)).lte("date", today),
    )
    .take(1000);
  return Math.round(recent.reduce((s, c) => s + c.amount, 0) / PACE_MONTHS);
}

export async function toPlanView(
  ctx: ReadCtx,
  input: {
    plan: Doc<"plans">;
    today: string;
    conv: Converter;
    capacity: Capacity;
    accounts: Map<Id<"accounts">, Doc<"accounts">>;
  },
): Promise<PlanView> {
  const { plan, today, conv, capacity } = input;
  const { userId: _u, contributed, ...fields } = plan;
  const account = plan.accountId === undefined ? undefined : input.accounts.get(plan.accountId);
  const fromAccount =
    account === undefined
      ? null
      : conv.convert(Math.max(0, account.balance), account.currency, plan.currency);
  const saved = account === undefined ? contributed : (fromAccount ?? 0);
  const remaining = Math.max(0, plan.targetAmount - saved);
  const monthsLeft = monthsUntil(today, plan.targetDate);
  const monthlyNeeded = remaining === 0 ? 0 : Math.ceil(remaining / Math.max(1, monthsLeft));
  const pace = await paceOf(ctx, conv, plan, today, account);
  const atCapacity =
    capacity.monthly === null ? null : conv.convert(capacity.monthly, conv.currency, plan.currency);
  const projectedDate = projected(today, remaining, pace);
  const ageDays = (toDayNumber(today) * DAY_MS - plan._creationTime) / DAY_MS;
  // A plan has a pace once it is a month old, or as soon as something was saved toward it.
  const paceJudged = pace !== null && (ageDays >= PLAN_GRACE_DAYS || pace > 0);
  const feasibility = planVerdict({
    today,
    targetDate: plan.targetDate,
    remaining,
    projectedDate,
    paceJudged,
    neededInCapacity: conv.convert(monthlyNeeded, plan.currency, capacity.currency),
    capacityMonthly: capacity.monthly,
  });
  return {
    ...fields,
    saved,
    savedFrom: account === undefined ? "contributions" : "account",
    remaining,
    progress: Math.min(1, Math.max(0, saved / plan.targetAmount)),
    monthsLeft,
    monthlyNeeded,
    pace,
    paceJudged,
    projectedDate,
    projectedDateAtCapacity: projected(today, remaining, atCapacity),
    feasibility,
  };
}
