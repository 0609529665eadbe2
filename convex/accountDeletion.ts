/**
 * "Delete my account" (R60): removes every document the user owns, then the user. A user with
 * 100,000 transactions cannot be removed in one mutation (Convex caps writes per function), so
 * each batch deletes at most USER_DELETE_BATCH documents and schedules the next one. Which
 * tables and in what order: model/users/ownedTables.ts.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { runBatch, type BatchProgress } from "./model/jobs/batches";
import { internalMutation } from "./_generated/server";
import { personalMutation } from "./lib/functions";
import { clearUserLimits } from "./model/auth/rateLimits";
import { requireRecentAuth } from "./model/auth/twoFactor";
import { leaveAll } from "./model/households/membership";
import { deleteOwnedBatch } from "./model/users/ownedTables";

export const USER_DELETE_BATCH = 1000;

export const deleteBatch = internalMutation({
  args: { userId: v.id("users"), keepData: v.optional(v.boolean()) },
  returns: v.null(),
  handler: async (ctx, { userId, keepData }) => {
    const { done }: BatchProgress = await runBatch(
      ctx,
      internal.accountDeletion.deleteBatch,
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
    await runBatch(ctx, internal.accountDeletion.deleteBatch, async () => {
      await deleteOwnedBatch(ctx, ctx.personId, USER_DELETE_BATCH, keepData);
      return { next: { userId: ctx.personId, keepData } };
    });
    return null;
  },
});
