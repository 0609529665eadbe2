/**
 * Reading and writing the caller's plans and their contributions. The checks (planInput.ts)
 * and the ownership of the documents (getOwned) come first, in the API; these only store.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import type { ReadCtx } from "../reports/cashflow";
import type { PlanInput } from "./planInput";

type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Every plan of the books (bounded by MAX_PLANS_PER_USER, which every way in keeps). */
export async function plansOf(ctx: ReadCtx): Promise<Doc<"plans">[]> {
  return await ctx.db
    .query("plans")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
}

/** The plan's latest `limit` contributions, newest first. */
export async function recentContributions(ctx: ReadCtx, planId: Id<"plans">, limit: number) {
  return await ctx.db
    .query("planContributions")
    .withIndex("by_plan_date", (q) => q.eq("planId", planId))
    .order("desc")
    .take(limit);
}

/** Stores a new plan with nothing saved yet. */
export async function insertPlan(ctx: WriteCtx, fields: PlanInput): Promise<Id<"plans">> {
  return await ctx.db.insert("plans", { ...fields, userId: ctx.ledgerKey, contributed: 0 });
}

/** Replaces a plan's fields, keeping what has been contributed to it. */
export async function replacePlan(ctx: WriteCtx, plan: Doc<"plans">, fields: PlanInput) {
  await ctx.db.replace("plans", plan._id, {
    ...fields,
    userId: ctx.ledgerKey,
    contributed: plan.contributed,
  });
}

/** Records a checked contribution and the plan's new total in one go. */
export async function addContribution(
  ctx: WriteCtx,
  planId: Id<"plans">,
  entry: { date: string; amount: number; notes: string | undefined; contributed: number },
): Promise<Id<"planContributions">> {
  await ctx.db.patch("plans", planId, { contributed: entry.contributed });
  return await ctx.db.insert("planContributions", {
    userId: ctx.ledgerKey,
    planId,
    date: entry.date,
    amount: entry.amount,
    notes: entry.notes,
  });
}

/**
 * Deletes a contribution of `plan` and takes it out of the plan's total. Removing a deposit
 * that later withdrawals relied on would leave less than nothing saved (INVALID_AMOUNT).
 */
export async function deleteContribution(
  ctx: WriteCtx,
  contribution: Doc<"planContributions">,
  plan: Doc<"plans">,
): Promise<void> {
  const contributed = plan.contributed - contribution.amount;
  if (contributed < 0) fail("INVALID_AMOUNT", "amount");
  await ctx.db.patch("plans", plan._id, { contributed });
  await ctx.db.delete("planContributions", contribution._id);
}
