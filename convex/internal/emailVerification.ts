/** Issuing and sending e-mail verification links (model/emails/verification.ts). */
import { v } from "convex/values";
import { internalAction, internalMutation } from "../_generated/server";
import { reserveEmail } from "../model/auth/rateLimits";
import { sendVerification, VERIFY_TOKEN_HOURS } from "../model/emails/verification";

/**
 * Stores a new token for the user; null when there is nothing to verify. The send is counted
 * first (RATE_LIMITED when it may not go), so a refused resend keeps the last link working.
 */
export const issue = internalMutation({
  args: { userId: v.id("users"), tokenHash: v.string() },
  returns: v.union(
    v.null(),
    v.object({ email: v.string(), language: v.union(v.string(), v.null()) }),
  ),
  handler: async (ctx, { userId, tokenHash }) => {
    const user = await ctx.db.get("users", userId);
    if (user === null || user.email === undefined || user.emailVerificationTime !== undefined) {
      return null;
    }
    await reserveEmail(ctx, "verifyEmail", user.email);
    const old = await ctx.db
      .query("emailVerificationTokens")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .take(50);
    for (const row of old) await ctx.db.delete("emailVerificationTokens", row._id);
    await ctx.db.insert("emailVerificationTokens", {
      userId,
      email: user.email,
      tokenHash,
      expiresAt: Date.now() + VERIFY_TOKEN_HOURS * 3600_000,
    });
    const prefs = await ctx.db
      .query("userPreferences")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .unique();
    return { email: user.email, language: prefs?.language ?? null };
  },
});

/** Scheduled right after a password sign-up. */
export const sendForUser = internalAction({
  args: { userId: v.id("users"), language: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { userId, language }) => {
    await sendVerification(ctx, userId, language);
    return null;
  },
});
