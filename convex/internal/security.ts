/**
 * The database side of two-factor and re-authentication (security.ts holds the public API).
 * Seeds are opened and codes checked in actions; these internal functions then record the
 * outcome atomically: a used time step or recovery code is written in the same transaction
 * that acts on it, so two parallel requests cannot both spend one code.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import {
  internalAction,
  internalMutation,
  internalQuery,
  type MutationCtx,
} from "../_generated/server";
import { afterWrongCode, lockedUntil } from "../model/auth/codeLimit";
import { rateLimit } from "../model/auth/rateLimits";
import {
  isEnabled,
  patchSessionInfo,
  requireRecentAuth,
  requireState,
  twoFactorOf,
} from "../model/auth/twoFactor";
import { siteUrl } from "../model/auth/siteUrl";
import { ALERT_KINDS, renderAlert, type AlertKind } from "../model/emails/alerts";
import { deliver } from "../model/emails/delivery";
import { emailLanguage } from "../model/emails/templates";
import { describeUserAgent } from "../shared/userAgent";
import { findPreferences } from "../model/users/preferences";
import { fail } from "../model/errors";

export const secretFor = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(
    v.null(),
    v.object({
      sealedSeed: v.string(),
      enabled: v.boolean(),
      lastStep: v.optional(v.number()),
      recoveryHashes: v.array(v.string()),
    }),
  ),
  handler: async (ctx, { userId }) => {
    const row = await twoFactorOf(ctx, userId);
    if (row === null) return null;
    const { sealedSeed, lastStep, recoveryHashes } = row;
    return { sealedSeed, enabled: isEnabled(row), lastStep, recoveryHashes };
  },
});

/**
 * Takes one of the user's code attempts a minute (model/auth/codeLimit.ts) before a code is
 * checked; says until when codes from the app are locked, if they are.
 */
export const beginCodeAttempt = internalMutation({
  args: { userId: v.id("users") },
  returns: v.object({
    ok: v.boolean(),
    retryAt: v.optional(v.number()),
    lockedUntil: v.optional(v.number()),
  }),
  handler: async (ctx, { userId }) => {
    const status = await rateLimit(ctx, { name: "twoFactorCodes", key: userId });
    if (!status.ok) return { ok: false, retryAt: status.retryAt };
    const locked = lockedUntil(await twoFactorOf(ctx, userId), Date.now());
    return locked === null ? { ok: true } : { ok: true, lockedUntil: locked };
  },
});

/** A wrong code: counted; the LOCK_AFTER-th in a row locks the app's codes and tells the owner. */
export const recordWrongCode = internalMutation({
  args: { userId: v.id("users") },
  returns: v.null(),
  handler: async (ctx, { userId }) => {
    const row = await twoFactorOf(ctx, userId);
    if (row === null) return null;
    const { patch, alert } = afterWrongCode(row, Date.now());
    await ctx.db.patch("twoFactor", row._id, patch);
    if (alert) await scheduleAlert(ctx, userId, "twoFactorLocked");
    return null;
  },
});

/** Keeps a new, unconfirmed seed (replacing an earlier unconfirmed one). */
export const storePending = internalMutation({
  args: { userId: v.id("users"), sealedSeed: v.string() },
  returns: v.null(),
  handler: async (ctx, { userId, sealedSeed }) => {
    const row = await twoFactorOf(ctx, userId);
    if (row?.enabledAt !== undefined) fail("TWO_FACTOR_ENABLED");
    if (row !== null) await ctx.db.delete("twoFactor", row._id);
    await ctx.db.insert("twoFactor", { userId, sealedSeed, recoveryHashes: [] });
    return null;
  },
});

const vEffect = v.union(
  v.literal("verify"),
  v.literal("enable"),
  v.literal("disable"),
  v.literal("regenerate"),
  v.literal("reauth"),
);

async function scheduleAlert(ctx: MutationCtx, userId: Id<"users">, kind: AlertKind) {
  await ctx.scheduler.runAfter(0, internal.internal.security.sendAlert, {
    userId,
    kind,
    at: Date.now(),
  });
}

/**
 * Spends a checked code (a time step after the last used one, or a recovery code still
 * unused; INVALID_CODE otherwise) and applies what it was for.
 */
export const spendCode = internalMutation({
  args: {
    userId: v.id("users"),
    sessionId: v.id("authSessions"),
    step: v.optional(v.number()),
    recoveryHash: v.optional(v.string()),
    effect: vEffect,
    newRecoveryHashes: v.optional(v.array(v.string())),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    const { userId, sessionId, step, recoveryHash, effect } = args;
    const row = await twoFactorOf(ctx, userId);
    if (row === null) fail("TWO_FACTOR_DISABLED");
    requireState(isEnabled(row), effect === "enable");
    const replayed = step !== undefined && row.lastStep !== undefined && step <= row.lastStep;
    const unknown = recoveryHash !== undefined && !row.recoveryHashes.includes(recoveryHash);
    if ((step === undefined && recoveryHash === undefined) || replayed || unknown) {
      fail("INVALID_CODE");
    }
    const now = Date.now();
    const spent = {
      ...(step !== undefined ? { lastStep: step } : {}),
      recoveryHashes: row.recoveryHashes.filter((hash) => hash !== recoveryHash),
    };
    if (effect === "disable") {
      await ctx.db.delete("twoFactor", row._id);
      await scheduleAlert(ctx, userId, "twoFactorOff");
      return null;
    }
    const fresh = args.newRecoveryHashes ?? spent.recoveryHashes;
    // A right code ends the count of wrong ones and any lock.
    await ctx.db.patch("twoFactor", row._id, {
      ...spent,
      recoveryHashes: fresh,
      wrongCodes: undefined,
      lockedUntil: undefined,
      ...(effect === "enable" ? { enabledAt: now } : {}),
    });
    // Turning two-factor on proves only that the caller holds the new authenticator, which
    // may be an intruder's: it lets this session on, and is never a recent proof itself.
    await patchSessionInfo(ctx, userId, sessionId, {
      ...(effect === "enable" ? {} : { lastAuthAt: now }),
      ...(effect === "verify" || effect === "enable" ? { secondFactorAt: now } : {}),
    });
    if (effect === "enable") await scheduleAlert(ctx, userId, "twoFactorOn");
    if (effect === "regenerate") await scheduleAlert(ctx, userId, "recoveryCodesRenewed");
    return null;
  },
});

/** requireRecentAuth for actions (model/auth/codeCheck.ts requireRecentAuthInAction). */
export const checkRecentAuth = internalQuery({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await requireRecentAuth(ctx);
    return null;
  },
});

/** The password was given again (security.reauthenticate). */
export const markReauthenticated = internalMutation({
  args: { userId: v.id("users"), sessionId: v.id("authSessions") },
  returns: v.null(),
  handler: async (ctx, { userId, sessionId }) => {
    await patchSessionInfo(ctx, userId, sessionId, { lastAuthAt: Date.now() });
    return null;
  },
});

export const alertTarget = internalQuery({
  args: { userId: v.id("users") },
  returns: v.union(v.null(), v.object({ email: v.string(), language: v.optional(v.string()) })),
  handler: async (ctx, { userId }) => {
    const user = await ctx.db.get("users", userId);
    if (!user?.email) return null;
    const prefs = await findPreferences(ctx, userId);
    return { email: user.email, ...(prefs?.language ? { language: prefs.language } : {}) };
  },
});

/** E-mails a security alert to the user, in their language. */
export const sendAlert = internalAction({
  args: {
    userId: v.id("users"),
    kind: v.union(...ALERT_KINDS.map((kind) => v.literal(kind))),
    at: v.number(),
    userAgent: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { userId, kind, at, userAgent }) => {
    const target = await ctx.runQuery(internal.internal.security.alertTarget, { userId });
    if (target === null) return null;
    const { browser, os } = describeUserAgent(userAgent);
    const device = [browser, os].filter(Boolean).join(" · ") || undefined;
    const url = `${siteUrl()}/settings#security`;
    const rendered = renderAlert(kind, emailLanguage(target.language), { at, device, url });
    await deliver(ctx, { to: target.email, ...rendered });
    return null;
  },
});
