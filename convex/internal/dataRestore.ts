/** A restore's background work: removing what a cancelled one wrote, and expiring abandoned ones. */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { cleanUp, expired, markerOf, RESTORE_EXPIRY_MS } from "../model/portability/restoreRuns";

export const cleanUpBatch = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const marker = await markerOf(ctx, userId);
    if (marker !== null && marker.cancelling === true) await cleanUp(ctx, marker);
    return null;
  },
});

/** Runs an hour after the last progress: an abandoned restore is cancelled. */
export const expire = internalMutation({
  args: { restoreId: v.id("restores") },
  returns: v.null(),
  handler: async (ctx, { restoreId }) => {
    const marker = await ctx.db.get("restores", restoreId);
    if (marker === null || marker.cancelling === true) return null;
    const now = Date.now();
    if (expired(marker, now)) {
      // This very job is the pending expiry check: nothing left to cancel.
      await cleanUp(ctx, { ...marker, expiry: undefined });
      return null;
    }
    const due = (marker.updatedAt ?? marker.startedAt) + RESTORE_EXPIRY_MS - now;
    const expiry = await ctx.scheduler.runAfter(due, internal.internal.dataRestore.expire, {
      restoreId,
    });
    await ctx.db.patch("restores", restoreId, { expiry });
    return null;
  },
});
