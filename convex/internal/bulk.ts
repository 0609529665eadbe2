/** Upkeep of bulk edits' undo log (crons.ts runs it hourly). */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { UNDO_TTL_MS } from "../model/bulk/bulk";
import { pruneItems } from "../model/bulk/items";
import { runBatch, type BatchProgress } from "../model/jobs/batches";

/** Undo items dropped per run: at most ~24 KB each, read twice (found, deleted): ≤ 10 MB. */
const PRUNE_ITEMS = 200;

/**
 * Hourly: drops undo entries and their items past their time for users who made no further
 * change; goes on in another run while more are left. Returns how many entries it dropped.
 */
export const pruneUndo = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx): Promise<number> => {
    const before = Date.now() - UNDO_TTL_MS;
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.bulk.pruneUndo,
      async () => {
        const items = await pruneItems(ctx, before, PRUNE_ITEMS);
        const old = await ctx.db
          .query("undoLog")
          .withIndex("by_created", (q) => q.lt("createdAt", before))
          .take(500);
        for (const row of old) await ctx.db.delete("undoLog", row._id);
        const more = items === PRUNE_ITEMS || old.length === 500;
        return { handled: old.length, next: more ? {} : null };
      },
    );
    return progress.handled;
  },
});
