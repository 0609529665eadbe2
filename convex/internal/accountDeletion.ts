/**
 * The background batches of "delete my account" (accountDeletion.deleteMyAccount runs the
 * first): each removes at most USER_DELETE_BATCH owned documents and schedules the next; the
 * last one ends the account itself.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { clearUserLimits } from "../model/auth/rateLimits";
import { runBatch, type BatchProgress } from "../model/jobs/batches";
import { deleteOwnedBatch, USER_DELETE_BATCH } from "../model/users/ownedTables";

export const deleteBatch = internalMutation({
  args: { userId: v.id("users"), keepData: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { userId, keepData }) => {
    const { done }: BatchProgress = await runBatch(
      ctx,
      internal.internal.accountDeletion.deleteBatch,
      async () => ({
        next: (await deleteOwnedBatch(ctx, userId, USER_DELETE_BATCH, keepData))
          ? null
          : { userId, keepData },
      }),
    );
    if (!done) return null;
    const user = await ctx.db.get("users", userId);
    if (user?.email) {
      const limit = await ctx.db
        .query("authRateLimits")
        .withIndex("identifier", (q) => q.eq("identifier", user.email!))
        .first();
      if (limit !== null) await ctx.db.delete("authRateLimits", limit._id);
    }
    // Per-user rate-limit rows are keyed by the user id (model/auth/rateLimits.ts).
    await clearUserLimits(ctx, userId);
    const marker = await ctx.db
      .query("accountDeletions")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .first();
    if (marker !== null) await ctx.db.delete("accountDeletions", marker._id);
    // A household's data key (its first owner's id, handed over) stays, with nothing personal.
    if (user !== null && keepData === true)
      await ctx.db.replace("users", userId, { householdLedger: true });
    else if (user !== null) await ctx.db.delete("users", userId);
    return null;
  },
});
