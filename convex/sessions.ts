/**
 * Session checks for actions, which cannot read the database themselves: the authenticated
 * action wrapper (lib/functions.ts) asks here whether the caller's session still exists.
 */
import { v } from "convex/values";
import { internalQuery } from "./_generated/server";
import { liveSessionUserId } from "./lib/functions";
import { requireSecondFactor } from "./model/auth/twoFactor";

/**
 * The caller's user id if their token's session has not ended, else null; with
 * `secondFactor`, TWO_FACTOR_REQUIRED while the session still owes its two-factor code.
 */
export const liveUserId = internalQuery({
  args: { secondFactor: v.optional(v.boolean()) },
  returns: v.union(v.id("users"), v.null()),
  handler: async (ctx, { secondFactor }) => {
    const userId = await liveSessionUserId(ctx);
    if (userId !== null && secondFactor !== false) await requireSecondFactor(ctx, userId);
    return userId;
  },
});
