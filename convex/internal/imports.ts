/** The background batches of imports.undo. */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch, type BatchProgress } from "../model/jobs/batches";
import { removeEntries } from "../model/ledger/batch";
import { partitionReconciled } from "../model/ledger/reconciledGuard";

const UNDO_BATCH = 400;

/** One page of an undo; the cursor walks past the reconciled rows it leaves in place. */
export const undoBatch = internalMutation({
  args: { importId: v.id("imports"), cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.null(),
  handler: async (ctx, { importId, cursor }) => {
    const record = await ctx.db.get("imports", importId);
    if (record === null || record.status !== "undoing") return null;
    const account = await ctx.db.get("accounts", record.accountId);
    let total = record.kept ?? 0;
    const { done }: BatchProgress = await runBatch(
      ctx,
      internal.internal.imports.undoBatch,
      async () => {
        const batch = await ctx.db
          .query("transactions")
          .withIndex("by_import", (q) => q.eq("importId", importId))
          .paginate({ cursor: cursor ?? null, numItems: UNDO_BATCH });
        const { open, kept } = partitionReconciled(batch.page);
        if (account !== null && open.length > 0) await removeEntries(ctx, account, open);
        total += kept;
        return {
          handled: open.length,
          next: batch.isDone ? null : { importId, cursor: batch.continueCursor },
        };
      },
    );
    if (!done) {
      if (total !== (record.kept ?? 0)) await ctx.db.patch("imports", importId, { kept: total });
    } else {
      await ctx.db.patch("imports", importId, {
        status: "undone",
        finishedAt: Date.now(),
        ...(total > 0 ? { kept: total } : {}),
      });
    }
    return null;
  },
});
