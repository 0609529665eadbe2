/**
 * Migrations of stored transactions, each run once per deployment (the README names them), and
 * the daily upkeep of the device-resend records (crons.ts).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch, type BatchProgress } from "../model/jobs/batches";
import { refreshSearchText } from "../model/ledger/entries";
import { pruneClientWritesBatch } from "../model/transactions/clientWrites";
import { backfillSplitCategories as backfillSplitRows } from "../model/ledger/splitCategories";

/**
 * Migration: writes `searchText` and `month` (the search index's fields) on transactions stored
 * before they existed (every ledger write sets them since), 500 per mutation, each batch scheduling the next. Run once per deployment:
 * `npx convex run internal/transactions:backfillSearchText '{"cursor":null}'` (offline backend:
 * `npm run backend:cli -- run internal/transactions:backfillSearchText '{"cursor":null}'`).
 */
export const backfillSearchText = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    await runBatch(ctx, internal.internal.transactions.backfillSearchText, async () => {
      const batch = await ctx.db.query("transactions").paginate({ cursor, numItems: 500 });
      for (const tx of batch.page) await refreshSearchText(ctx, tx);
      return { next: batch.isDone ? null : { cursor: batch.continueCursor } };
    });
    return null;
  },
});

/**
 * Migration: gives split transactions stored before splitCategories existed their rows, so the
 * category filter finds them by every part (every ledger write keeps them since). 500
 * transactions per mutation, each batch scheduling the next; a split that has its rows is left
 * alone, so running it again is harmless. Run once per deployment:
 * `npx convex run internal/transactions:backfillSplitCategories '{"cursor":null}'` (offline backend:
 * `npm run backend:cli -- run internal/transactions:backfillSplitCategories '{"cursor":null}'`).
 */
export const backfillSplitCategories = internalMutation({
  args: { cursor: v.union(v.string(), v.null()) },
  returns: v.object({ written: v.number(), done: v.boolean() }),
  handler: async (ctx, { cursor }) => {
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.transactions.backfillSplitCategories,
      async () => {
        const batch = await ctx.db.query("transactions").paginate({ cursor, numItems: 500 });
        let written = 0;
        for (const tx of batch.page) if (await backfillSplitRows(ctx, tx)) written++;
        return { handled: written, next: batch.isDone ? null : { cursor: batch.continueCursor } };
      },
    );
    return { written: progress.handled, done: progress.done };
  },
});

/**
 * Daily: forgets device-resend records (clientWrites) past their retention, a batch per
 * mutation, each full batch scheduling the next. Returns how many this batch deleted.
 */
export const pruneClientWrites = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx): Promise<number> => {
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.transactions.pruneClientWrites,
      () => pruneClientWritesBatch(ctx, Date.now()),
    );
    return progress.handled;
  },
});
