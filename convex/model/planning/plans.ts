/**
 * The planner: savings goals and purchase plans.
 *
 * - Saved: the linked account's balance (converted into the plan's currency), else the sum of
 *   manual contributions.
 * - Monthly needed: what is left divided by the whole months until the target date.
 * - Capacity: the average monthly net cash flow (income − expenses, transfers excluded, from
 *   rollups) over the last complete months (up to 6, from the first month with data), plus the
 *   monthly equivalent of active schedules that started inside or after that window. Older
 *   schedules already show in the history, so counting them again would count bills twice.
 * - Feasible when the monthly amount needed fits the capacity.
 * - Pace: the plan's own saving per month over the last 3 months (contributions, or the linked
 *   account's net change); projectedDate = when it is reached at that pace.
 */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { type CurrencyCode } from "../../shared/currencies";
import { addMonthsToDate, addMonthsToKey, monthDiff, monthKey } from "../../shared/dates";
import { type Feasibility, vFeasibility } from "../../shared/planning";
import { perMonth } from "../../shared/recurrence";
import { vCurrency } from "../../shared/validators";
import { type Converter, incomeAndExpense, readRollups, type ReadCtx } from "../reports/cashflow";
import { planFields } from "./fields";

export const HISTORY_MONTHS = 6;
export const PACE_MONTHS = 3;
/** Beyond this a projected date is meaningless; it is reported as null. */
const MAX_PROJECTION_MONTHS = 1200;

export const vCapacity = v.object({
  currency: vCurrency,
  /** Complete months averaged (0 without history, at most 6). */
  monthsUsed: v.number(),
  averageNet: v.union(v.number(), v.null()),
  /** Monthly income − expenses of schedules not yet (fully) in that history. */
  newRecurringNet: v.number(),
  /** averageNet + newRecurringNet: what can be set aside per month; null without history. */
  monthly: v.union(v.number(), v.null()),
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

export async function monthlyCapacity(
  ctx: ReadCtx,
  conv: Converter,
  today: string,
  accounts: readonly Doc<"accounts">[],
): Promise<Capacity> {
  const last = addMonthsToKey(monthKey(today), -1);
  const live = new Set(accounts.map((a) => a._id));
  const rows = await readRollups(
    ctx,
    { from: addMonthsToKey(last, 1 - HISTORY_MONTHS), to: last },
    live,
  );
  const earliest = rows.reduce<string | null>(
    (m, r) => (m === null || r.month < m ? r.month : m),
    null,
  );
  const monthsUsed = earliest === null ? 0 : monthDiff(earliest, last) + 1;
  const { income, expense } = incomeAndExpense(rows, conv);
  const averageNet = monthsUsed === 0 ? null : Math.round((income - expense) / monthsUsed);
  const since = `${earliest ?? monthKey(today)}-01`;
  const newRecurringNet = await recurringNetSince(ctx, conv, since, accounts);
  const monthly = averageNet === null ? null : averageNet + newRecurringNet;
  return { currency: conv.currency, monthsUsed, averageNet, newRecurringNet, monthly };
}

async function recurringNetSince(
  ctx: ReadCtx,
  conv: Converter,
  since: string,
  accounts: readonly Doc<"accounts">[],
): Promise<number> {
  const currencyOf = new Map(accounts.map((a) => [a._id, a.currency]));
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.userId))
    .collect();
  let net = 0;
  for (const s of schedules) {
    const currency = currencyOf.get(s.accountId);
    if (s.kind === "transfer" || s.nextDue === undefined || s.startDate < since || !currency)
      continue;
    const monthly = (s.kind === "income" ? 1 : -1) * s.amount * perMonth(s);
    net += conv.convert(Math.round(monthly), currency) ?? 0;
  }
  return net;
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

function feasibilityOf(input: {
  remaining: number;
  overdue: boolean;
  needed: number;
  currency: CurrencyCode;
  capacity: Capacity;
  conv: Converter;
}): Feasibility {
  if (input.remaining <= 0) return "reached";
  if (input.overdue) return "past_due";
  if (input.capacity.monthly === null) return "unknown";
  const needed = input.conv.convert(input.needed, input.currency);
  if (needed === null) return "unknown";
  return needed <= input.capacity.monthly ? "on_track" : "unreachable";
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
  return {
    ...fields,
    saved,
    savedFrom: account === undefined ? "contributions" : "account",
    remaining,
    progress: Math.min(1, Math.max(0, saved / plan.targetAmount)),
    monthsLeft,
    monthlyNeeded,
    pace,
    projectedDate: projected(today, remaining, pace),
    projectedDateAtCapacity: projected(today, remaining, atCapacity),
    feasibility: feasibilityOf({
      remaining,
      overdue: plan.targetDate < today,
      needed: monthlyNeeded,
      currency: plan.currency,
      capacity,
      conv,
    }),
  };
}
