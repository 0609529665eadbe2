/**
 * "Delete my account" (R60): removes every document the user owns, then the user. A user with
 * 100,000 transactions cannot be removed in one mutation (Convex caps writes per function), so
 * each batch deletes at most USER_DELETE_BATCH documents and schedules the next one
 * (internal/accountDeletion.ts). Which tables and in what order: model/users/ownedTables.ts.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { runBatch } from "./model/jobs/batches";
import { personalMutation } from "./lib/functions";
import { requireRecentAuth } from "./model/auth/twoFactor";
import { leaveAll } from "./model/households/membership";
import { deleteOwnedBatch, USER_DELETE_BATCH } from "./model/users/ownedTables";

/**
 * Starts deleting the signed-in user's account. Sessions end in the first batch, inside this
 * call; the rest follows in the background. Calling it twice starts only one deletion.
 */
export const deleteMyAccount = personalMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await requireRecentAuth(ctx);
    const running = await ctx.db
      .query("accountDeletions")
      .withIndex("by_user", (q) => q.eq("userId", ctx.personId))
      .first();
    if (running !== null) return null;
    await ctx.db.insert("accountDeletions", { userId: ctx.personId, startedAt: Date.now() });
    // Households first: the personal one ends, shared ones stay with the other members.
    const keepData = await leaveAll(ctx, ctx.personId);
    // The first batch runs now, so the sessions are gone when the call returns.
    // The next batch runs even when this one finished: it ends the account (deleteBatch).
    await runBatch(ctx, internal.internal.accountDeletion.deleteBatch, async () => {
      await deleteOwnedBatch(ctx, ctx.personId, USER_DELETE_BATCH, keepData);
      return { next: { userId: ctx.personId, keepData } };
    });
    return null;
  },
});
