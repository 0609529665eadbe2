/**
 * The poster's background work (model/schedules/runs.ts): the hourly cron's batches over every
 * user's due schedules, one schedule's isolated turn, and removing a deleted schedule's rows.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalMutation } from "../_generated/server";
import { runBatch, type BatchProgress } from "../model/jobs/batches";
import { removeRowsBatch } from "../model/schedules/occurrences";
import { serverToday } from "../model/schedules/recurrence";
import { cronBatch, POST_BUDGET, takeTurn, vTurn } from "../model/schedules/runs";

export const removeRows = internalMutation({
  args: { scheduleId: v.id("schedules") },
  returns: v.null(),
  handler: async (ctx, { scheduleId }) => {
    await removeRowsBatch(ctx, scheduleId);
    return null;
  },
});

/**
 * The cron's job: posts every user's due occurrences by the UTC date, in batches that share
 * their steps between schedules (model/schedules/runs.ts); each batch schedules the next at
 * once, so a long downtime is caught up in a few runs. `pass`, `cursor`, `unfinished`: where
 * the previous batch of this run stopped.
 */
export const postDue = internalMutation({
  args: {
    today: v.optional(v.string()),
    budget: v.optional(v.number()),
    pass: v.optional(v.number()),
    cursor: v.optional(v.union(v.string(), v.null())),
    unfinished: v.optional(v.boolean()),
  },
  returns: vTurn,
  handler: async (ctx, args) => {
    const today = args.today ?? serverToday();
    const budget = args.budget ?? POST_BUDGET;
    let steps = 0;
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.schedules.postDue,
      async () => {
        const batch = await cronBatch(ctx, today, budget, {
          pass: args.pass ?? Date.now(),
          cursor: args.cursor ?? null,
          unfinished: args.unfinished ?? false,
        });
        steps = batch.steps;
        return { next: batch.next === null ? null : { today, budget, ...batch.next } };
      },
    );
    return { steps, more: !progress.done };
  },
});

/** One schedule's turn, in its own sub-transaction of postDue or catchUp (runs.ts). */
export const postOne = internalMutation({
  args: {
    id: v.id("schedules"),
    today: v.string(),
    steps: v.number(),
    pass: v.optional(v.number()),
  },
  returns: vTurn,
  handler: async (ctx, { id, today, steps, pass }) => await takeTurn(ctx, id, today, steps, pass),
});
