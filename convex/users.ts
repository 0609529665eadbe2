import { v } from "convex/values";
import { query } from "./_generated/server";
import { liveSessionUserId } from "./lib/functions";
import { secondFactorPending } from "./model/auth/twoFactor";
import { viewerOf } from "./model/auth/users";

/**
 * The signed-in user as the shell needs it, or null for a guest. Public without the wrapper
 * on purpose: a guest asking is not an error, just "nobody". A token whose session has ended
 * (signed out elsewhere, password changed) also gets null, which tells the client to sign out.
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
    const userId = await liveSessionUserId(ctx);
    // A session still owing its two-factor code is nobody yet (users.signInState says so).
    if (userId === null || (await secondFactorPending(ctx, userId))) return null;
    return await viewerOf(ctx, userId);
  },
});

/**
 * Where the caller stands, for the client's guard: no live session, a session that still owes
 * its two-factor code, or signed in. Public by design (a guest gets "signedOut").
 */
export const signInState = query({
  args: {},
  returns: v.union(v.literal("signedOut"), v.literal("twoFactorRequired"), v.literal("signedIn")),
  handler: async (ctx) => {
    const userId = await liveSessionUserId(ctx);
    if (userId === null) return "signedOut";
    return (await secondFactorPending(ctx, userId)) ? "twoFactorRequired" : "signedIn";
  },
});
