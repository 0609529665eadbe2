/**
 * Internal mutations for the abuse limits (model/auth/rateLimits.ts, model/auth/passwordBackoff.ts), so
 * actions (auth, chat, rate refresh) can take a token atomically before doing the work.
 */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { attemptSucceeded, beginAttempt, forgetStaleBackoff } from "../model/auth/passwordBackoff";
import { consumeUserLimit, reserveEmail } from "../model/auth/rateLimits";

const vPurpose = v.union(
  v.literal("signInLink"),
  v.literal("passwordReset"),
  v.literal("verifyEmail"),
);

/** Counts an e-mail of `purpose` to `address`; RATE_LIMITED when it may not go now. */
export const reserveEmailSend = internalMutation({
  args: { purpose: vPurpose, address: v.string() },
  returns: v.null(),
  handler: async (ctx, { purpose, address }) => {
    await reserveEmail(ctx, purpose, address);
    return null;
  },
});

export const beginPasswordAttempt = internalMutation({
  args: { address: v.string() },
  returns: v.object({ ok: v.boolean(), retryAt: v.optional(v.number()) }),
  handler: async (ctx, { address }) => {
    const result = await beginAttempt(ctx, address);
    return result.ok ? { ok: true } : { ok: false, retryAt: result.retryAt };
  },
});

export const passwordAttemptSucceeded = internalMutation({
  args: { address: v.string() },
  returns: v.null(),
  handler: async (ctx, { address }) => {
    await attemptSucceeded(ctx, address);
    return null;
  },
});

/** Hourly: forgets password back-off nobody has hit for an hour (see forgetStaleBackoff). */
export const pruneBackoff = internalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => await forgetStaleBackoff(ctx, Date.now()),
});

/** Takes one unit of a per-user limit; RATE_LIMITED when the user has used it up. */
export const consumeForUser = internalMutation({
  args: {
    name: v.union(v.literal("chatSend"), v.literal("rateRefresh"), v.literal("bankConnect")),
    userId: v.id("users"),
  },
  returns: v.null(),
  handler: async (ctx, { name, userId }) => {
    await consumeUserLimit(ctx, name, userId);
    return null;
  },
});
