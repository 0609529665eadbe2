/**
 * Migration: counts the months that hold transactions from before the running balance's day
 * checkpoints existed (model/ledger/dailyNets.ts), a page of rows per mutation, each page
 * scheduling the next (runBatch). Until a month is counted the register reads it row by row, as before.
 * Run once per deployment: `npx convex run internal/dailyNets:backfillAll '{}'` (offline
 * backend: `npm run backend:cli -- run internal/dailyNets:backfillAll '{}'`).
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { runBatch } from "../model/jobs/batches";
import { internalMutation } from "../_generated/server";
import { addToDay } from "../model/ledger/dailyNets";

const ROWS_PER_PAGE = 500;
const ROLLUPS_PER_PAGE = 500;

/** Counts one page of one account's month into its day rows and records how far it got. */
export const backfillMonth = internalMutation({
  args: {
    accountId: v.id("accounts"),
    month: v.string(),
    cursor: v.union(v.string(), v.null()),
  },
  returns: v.null(),
  handler: async (ctx, { accountId, month, cursor }) => {
    const account = await ctx.db.get("accounts", accountId);
    if (account === null) return null;
    let marker = await ctx.db
      .query("dailyNets")
      .withIndex("by_account_day", (q) => q.eq("accountId", accountId).eq("day", month))
      .unique();
    // A first page finding a marker: the month is counted, or being counted by another run.
    if (cursor === null && marker !== null) return null;
    if (marker === null) {
      const id = await ctx.db.insert("dailyNets", {
        userId: account.userId,
        accountId,
        day: month,
        net: 0,
      });
      marker = (await ctx.db.get("dailyNets", id))!;
    }
    if (marker.complete === true) return null;
    const counted = marker;
    await runBatch(ctx, internal.internal.dailyNets.backfillMonth, async () => {
      const page = await ctx.db
        .query("transactions")
        .withIndex("by_account_date", (q) =>
          q.eq("accountId", accountId).gte("date", `${month}-01`).lte("date", `${month}-31`),
        )
        .paginate({ cursor, numItems: ROWS_PER_PAGE });
      const days = new Map<string, number>();
      for (const tx of page.page) days.set(tx.date, (days.get(tx.date) ?? 0) + tx.amount);
      for (const [day, net] of days) await addToDay(ctx, account, day, net);
      const last = page.page[page.page.length - 1];
      if (page.isDone) {
        await ctx.db.patch("dailyNets", counted._id, {
          complete: true,
          throughDate: undefined,
          throughTime: undefined,
        });
      } else if (last !== undefined) {
        await ctx.db.patch("dailyNets", counted._id, {
          throughDate: last.date,
          throughTime: last._creationTime,
        });
      }
      return {
        handled: page.page.length,
        next: page.isDone ? null : { accountId, month, cursor: page.continueCursor },
      };
    });
    return null;
  },
});

/** Finds the months to count through the rollups (one row per account, month and category). */
export const backfillAll = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    const page = await ctx.db
      .query("monthlyRollups")
      .paginate({ cursor: cursor ?? null, numItems: ROLLUPS_PER_PAGE });
    const seen = new Set<string>();
    for (const { accountId, month } of page.page) {
      if (seen.has(`${accountId}|${month}`)) continue;
      seen.add(`${accountId}|${month}`);
      const marker = await ctx.db
        .query("dailyNets")
        .withIndex("by_account_day", (q) => q.eq("accountId", accountId).eq("day", month))
        .unique();
      if (marker !== null) continue;
      await ctx.scheduler.runAfter(0, internal.internal.dailyNets.backfillMonth, {
        accountId,
        month,
        cursor: null,
      });
    }
    await runBatch(ctx, internal.internal.dailyNets.backfillAll, async () => ({
      next: page.isDone ? null : { cursor: page.continueCursor },
    }));
    return null;
  },
});
