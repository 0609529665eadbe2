import { getAuthUserId } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { query } from "./_generated/server";

/**
 * The signed-in user as the shell needs it, or null for a guest. Public without the wrapper
 * on purpose: a guest asking is not an error, just "nobody".
 */
export const viewer = query({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      id: v.id("users"),
      email: v.union(v.string(), v.null()),
      name: v.union(v.string(), v.null()),
      emailVerified: v.boolean(),
      createdAt: v.number(),
      lastLoginAt: v.union(v.number(), v.null()),
    }),
  ),
  handler: async (ctx) => {
    const userId = await getAuthUserId(ctx);
    if (userId === null) return null;
    const user = await ctx.db.get("users", userId);
    if (user === null) return null;
    // The newest login is the current one; "last login" is the one before it.
    const logins = await ctx.db
      .query("loginEvents")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .order("desc")
      .take(2);
    return {
      id: user._id,
      email: user.email ?? null,
      name: user.name ?? null,
      emailVerified: user.emailVerificationTime !== undefined,
      createdAt: user._creationTime,
      lastLoginAt: (logins[1] ?? logins[0])?.at ?? null,
    };
  },
});
