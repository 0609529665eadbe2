/**
 * Verifying the e-mail address of a password account (after sign-up a verification e-mail
 * is sent). The link is {SITE_URL}/verify-email?token=…; the token is single-use,
 * expires after VERIFY_TOKEN_HOURS and only its hash is stored. A newer link replaces older ones.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { internalAction, internalMutation, type ActionCtx } from "./_generated/server";
import { deliver } from "./model/email/delivery";
import { guestMutation, personalAction } from "./lib/functions";
import { randomToken, sha256Hex } from "./model/auth/tokens";
import { emailLanguage, renderEmail } from "./model/email/templates";
import { reserveEmail } from "./model/auth/rateLimits";
import { siteUrl } from "./model/auth/siteUrl";
import { vLanguage } from "./model/validators";
import { fail } from "./model/errors";

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
export const resend = personalAction({
  args: { language: v.optional(vLanguage) },
  returns: v.null(),
  handler: async (ctx, { language }) => {
    await sendVerification(ctx, ctx.personId, language);
    return null;
  },
});

/**
 * Completes verification from the e-mailed link, by the token alone: the link is usually opened
 * from a mail client, in a tab that is not signed in (or signed in as someone else). Holding
 * the token proves control of the mailbox it was sent to, which is all verification asks; the
 * token is 256 random bits, stored hashed, single use and expiring, so it cannot be guessed.
 * It verifies only the address it was issued for (a changed address needs a new link); a bad,
 * spent or expired token is INVALID_LINK. Returns the verified address.
 */
export const confirm = guestMutation({
  args: { token: v.string() },
  returns: v.object({ email: v.string() }),
  handler: async (ctx, { token }) => {
    if (!/^[0-9a-f]{64}$/.test(token)) fail("INVALID_LINK");
    const tokenHash = await sha256Hex(token);
    const row = await ctx.db
      .query("emailVerificationTokens")
      .withIndex("by_hash", (q) => q.eq("tokenHash", tokenHash))
      .unique();
    const user = row === null ? null : await ctx.db.get("users", row.userId);
    // An expired link stays refused until a newer one replaces it (the error undoes writes).
    if (row === null || user === null || row.expiresAt <= Date.now() || row.email !== user.email) {
      fail("INVALID_LINK");
    }
    await ctx.db.delete("emailVerificationTokens", row._id);
    if (user.emailVerificationTime === undefined) {
      await ctx.db.patch("users", user._id, { emailVerificationTime: Date.now() });
    }
    return { email: row.email };
  },
});
