/**
 * Verifying the e-mail address of a password account (spec 4: after sign-up a verification
 * e-mail is sent). The link is {SITE_URL}/verify-email?token=…; the token is single-use,
 * expires after VERIFY_TOKEN_HOURS and only its hash is stored. A newer link replaces older ones.
 */
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, type ActionCtx } from "./_generated/server";
import { deliver } from "./model/email/delivery";
import { userAction, userMutation } from "./lib/functions";
import { randomToken, sha256Hex } from "./model/auth/tokens";
import { emailLanguage, renderEmail } from "./model/email/templates";
import { reserveEmail } from "./model/auth/rateLimits";
import { siteUrl } from "./model/auth/siteUrl";
import { vLanguage } from "./shared/validators";

export const VERIFY_TOKEN_HOURS = 24;

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

async function sendVerification(ctx: ActionCtx, userId: Id<"users">, language?: string) {
  const token = randomToken();
  const issued = await ctx.runMutation(internal.emailVerification.issue, {
    userId,
    tokenHash: await sha256Hex(token),
  });
  if (issued === null) return;
  const url = `${siteUrl()}/verify-email?token=${token}`;
  const lang = emailLanguage(language ?? issued.language);
  await deliver(ctx, {
    to: issued.email,
    ...renderEmail("verifyEmail", lang, url, VERIFY_TOKEN_HOURS),
  });
}

/** Scheduled right after a password sign-up. */
export const sendForUser = internalAction({
  args: { userId: v.id("users"), language: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { userId, language }) => {
    await sendVerification(ctx, userId, language);
    return null;
  },
});

/** "Resend" on /verify-email. Does nothing for an address that is already verified. */
export const resend = userAction({
  args: { language: v.optional(vLanguage) },
  returns: v.null(),
  handler: async (ctx, { language }) => {
    await sendVerification(ctx, ctx.userId, language);
    return null;
  },
});

/**
 * Completes verification from the e-mailed link. The link must belong to the signed-in user,
 * be unused and unexpired, and be for the address the user still has; otherwise INVALID_LINK.
 */
export const confirm = userMutation({
  args: { token: v.string() },
  returns: v.null(),
  handler: async (ctx, { token }) => {
    if (ctx.user.emailVerificationTime !== undefined) return null;
    const tokenHash = await sha256Hex(token);
    const row = await ctx.db
      .query("emailVerificationTokens")
      .withIndex("by_hash", (q) => q.eq("tokenHash", tokenHash))
      .unique();
    const valid =
      row !== null &&
      row.userId === ctx.userId &&
      row.expiresAt > Date.now() &&
      row.email === ctx.user.email;
    if (!valid) {
      // An expired link is spent either way; another user's link stays usable by its owner.
      if (row !== null && row.userId === ctx.userId) {
        await ctx.db.delete("emailVerificationTokens", row._id);
      }
      throw new ConvexError({ code: "INVALID_LINK" });
    }
    await ctx.db.delete("emailVerificationTokens", row._id);
    await ctx.db.patch("users", ctx.userId, { emailVerificationTime: Date.now() });
    return null;
  },
});
