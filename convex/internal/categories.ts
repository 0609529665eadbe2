/** The background batches of categories.remove (model/categories/move.ts). */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { moveCategoryBatch } from "../model/categories/move";

/** Where the previous batch stopped: the month, the account within it and the last row. */
const vWalk = v.object({
  month: v.string(),
  account: v.optional(v.id("accounts")),
  after: v.optional(v.object({ date: v.string(), time: v.number() })),
});

export const moveBatch = internalMutation({
  args: { id: v.id("categories"), walk: v.optional(vWalk) },
  returns: v.null(),
  handler: async (ctx, { id, walk }) => {
    const category = await ctx.db.get("categories", id);
    if (category !== null && category.movingTo !== undefined)
      await moveCategoryBatch(ctx, category, walk);
    return null;
  },
});
