/**
 * Session checks for actions, which cannot read the database themselves: the authenticated
 * action wrapper (lib/functions.ts) asks here whether the caller's session still exists.
 */
import { v } from "convex/values";
import { internalQuery } from "../_generated/server";
import { liveSessionUserId } from "../lib/functions";
import { requireSecondFactor } from "../model/auth/twoFactor";
import { resolveAccess } from "../model/households/access";
import { vHouseholdRole } from "../shared/households";

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

/**
 * The data action wrapper's caller in one read: the live session's person (their two-factor
 * code given) and their open household's key and role; null when the session has ended.
 */
export const householdCaller = internalQuery({
  args: {},
  returns: v.union(
    v.null(),
    v.object({
      actorId: v.id("users"),
      ledgerKey: v.id("users"),
      role: vHouseholdRole,
    }),
  ),
  handler: async (ctx) => {
    const actorId = await liveSessionUserId(ctx);
    if (actorId === null) return null;
    await requireSecondFactor(ctx, actorId);
    const { ledgerKey, role } = await resolveAccess(ctx, actorId);
    return { actorId, ledgerKey, role };
  },
});
