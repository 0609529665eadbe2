import { v } from "convex/values";
import { api } from "./_generated/api";
import { action, mutation } from "./_generated/server";

/** A long job in chunks, the way a first bank sync writes its rows: one mutation per chunk. */
export const chunked = action({
  args: { chunks: v.number(), size: v.number() },
  handler: async (ctx, { chunks, size }): Promise<number> => {
    for (let i = 0; i < chunks; i++) await ctx.runMutation(api.items.insertMany, { count: size });
    return chunks * size;
  },
});

/** Many scheduled functions due at once, each writing one chunk. */
export const scheduleChunks = mutation({
  args: { chunks: v.number(), size: v.number() },
  handler: async (ctx, { chunks, size }) => {
    for (let i = 0; i < chunks; i++)
      await ctx.scheduler.runAfter(0, api.items.insertMany, { count: size });
  },
});
