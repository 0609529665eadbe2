/** Removing a plan: the plan at once, its contributions in batches a long history needs. */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { runBatch } from "../jobs/batches";

const CONTRIBUTION_DELETE_BATCH = 500;

/** Deletes up to CONTRIBUTION_DELETE_BATCH of the plan's contributions; true when more may be left. */
async function deleteContributions(
  ctx: { db: MutationCtx["db"] },
  planId: Id<"plans">,
): Promise<boolean> {
  const rows = await ctx.db
    .query("planContributions")
    .withIndex("by_plan_date", (q) => q.eq("planId", planId))
    .take(CONTRIBUTION_DELETE_BATCH);
  for (const row of rows) await ctx.db.delete("planContributions", row._id);
  return rows.length === CONTRIBUTION_DELETE_BATCH;
}

/** One batch of a removed plan's contributions; schedules the next while any are left. */
export async function removeContributionsBatch(
  ctx: MutationCtx,
  planId: Id<"plans">,
): Promise<void> {
  await runBatch(ctx, internal.internal.plans.removeContributions, async () => ({
    next: (await deleteContributions(ctx, planId)) ? { planId } : null,
  }));
}

/** Deletes the plan (the caller has checked it is theirs) and the first batch of its contributions. */
export async function removePlan(ctx: MutationCtx, planId: Id<"plans">): Promise<void> {
  await ctx.db.delete("plans", planId);
  await removeContributionsBatch(ctx, planId);
}
