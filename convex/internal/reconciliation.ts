/** The background batches of reconciliation.finish (model/reconciliation/reconcile.ts). */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch } from "../model/jobs/batches";
import { reconcileBatch } from "../model/reconciliation/reconcile";

export const finishBatch = internalMutation({
  args: { accountId: v.id("accounts"), statementDate: v.string() },
  returns: v.null(),
  handler: async (ctx, { accountId, statementDate }) => {
    // The account may have been deleted meanwhile; its transactions go with it.
    const account = await ctx.db.get("accounts", accountId);
    if (account === null || account.deletingAt !== undefined) return null;
    await runBatch(ctx, internal.internal.reconciliation.finishBatch, async () => {
      const { done, more } = await reconcileBatch(ctx, accountId, statementDate);
      return { handled: done, next: more ? { accountId, statementDate } : null };
    });
    return null;
  },
});
