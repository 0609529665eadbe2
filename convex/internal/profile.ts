/** What profile and security actions read about the signed-in person outside a mutation. */
import { v } from "convex/values";
import { internalQuery } from "../_generated/server";

export const emailOf = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(v.string(), v.null()),
  handler: async (ctx, { userId }) => (await ctx.db.get("users", userId))?.email ?? null,
});
