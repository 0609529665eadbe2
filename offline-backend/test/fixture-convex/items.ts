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

const shape = v.object({
  kind: v.union(v.literal("a"), v.literal("b"), v.literal("c"), v.id("items")),
  n: v.optional(v.number()),
});

/** A result that matches its `returns` (the last member of a union, an optional field). */
export const shaped = query({
  args: {},
  returns: v.array(shape),
  handler: async () => [{ kind: "c" as const }, { kind: "a" as const, n: 1 }],
});

/** A result that does not: `kind` is none of the union's members. */
export const misshaped = query({
  args: {},
  returns: v.array(shape),
  handler: async () => [{ kind: "a" }, { kind: "z" }] as never,
});

/** Writes, then returns what its `returns` refuses: on Convex the write does not happen. */
export const insertAndMisreturn = mutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await ctx.db.insert("items", { n: -1 });
    return 1 as never;
  },
});

/** Returns nothing, which its caller receives as null. */
export const insertNothing = mutation({
  args: {},
  returns: v.null(),
  handler: async () => {},
});
