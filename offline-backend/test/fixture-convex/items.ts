import { v } from "convex/values";
import { mutation, query } from "./_generated/server";

export const insertMany = mutation({
  args: { count: v.number() },
  handler: async (ctx, { count }) => {
    for (let n = 0; n < count; n++) await ctx.db.insert("items", { n });
  },
});

export const count = query({
  args: {},
  handler: async (ctx) => (await ctx.db.query("items").collect()).length,
});

/** One subscription per `n` for the latency bench. */
export const byN = query({
  args: { n: v.number() },
  handler: async (ctx, { n }) =>
    (
      await ctx.db
        .query("items")
        .filter((q) => q.eq(q.field("n"), n))
        .first()
    )?._id ?? null,
});
