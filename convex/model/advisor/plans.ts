/**
 * Goals and purchase plans falling behind: the plan's verdict (plans/feasibility.ts, the same
 * one the planner shows) is behind, unreachable or past due. Plans younger than a month are
 * left alone: they have no pace yet, and warning right after "Create a plan" would be noise.
 * Reads: the user's plans (at most 100) with what toPlanView reads for each.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { toDayNumber } from "../../shared/dates";
import { PLAN_GRACE_DAYS } from "../plans/feasibility";
import type { Converter } from "../exchangeRates/convert";
import type { ReadCtx } from "../reports/cashflow";
import { ACTIONS, date, money, type NewInsight, num, text } from "./insights";
import { monthlyCapacity, toPlanView } from "../plans/plans";

const DAY_MS = 86_400_000;

export async function planInsights(
  ctx: ReadCtx,
  conv: Converter,
  accounts: Doc<"accounts">[],
  today: string,
): Promise<NewInsight[]> {
  const plans = await ctx.db
    .query("plans")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  const startOfToday = toDayNumber(today) * DAY_MS;
  const settled = plans.filter((p) => p._creationTime <= startOfToday - PLAN_GRACE_DAYS * DAY_MS);
  if (settled.length === 0) return [];
  const capacity = await monthlyCapacity(ctx, conv, today, accounts);
  const byId = new Map<Id<"accounts">, Doc<"accounts">>(accounts.map((a) => [a._id, a]));
  const out: NewInsight[] = [];
  for (const plan of settled) {
    const view = await toPlanView(ctx, { plan, today, conv, capacity, accounts: byId });
    const late = ["behind", "unreachable", "past_due"].includes(view.feasibility);
    if (!late) continue;
    out.push({
      id: `planBehind:${plan._id}:${today.slice(0, 7)}`,
      rule: "planBehind",
      severity: view.feasibility === "past_due" ? "critical" : "warning",
      detail:
        view.feasibility === "past_due"
          ? "rules.planBehind.detailPastDue"
          : view.projectedDate === null
            ? "rules.planBehind.detailNoPace"
            : "rules.planBehind.detail",
      values: [
        text("plan", view.name),
        date("targetDate", view.targetDate),
        ...(view.projectedDate ? [date("projectedDate", view.projectedDate)] : []),
        money("remaining", view.remaining, view.currency),
        money("monthlyNeeded", view.monthlyNeeded, view.currency),
        money("pace", Math.max(0, view.pace ?? 0), view.currency),
        num("progress", Math.round(view.progress * 100)),
      ],
      action: ACTIONS.plans,
    });
  }
  return out;
}
