/**
 * Settings → Security and the sign-in code step: authenticator-app two-factor (TOTP), the
 * sessions a user is signed in with, and re-authentication for what matters. The rules live in
 * model/auth/twoFactor.ts (the session check), model/auth/totp.ts (the codes) and
 * model/auth/codeCheck.ts (checking a code in an action); the writes in securityStore.ts.
 */
import { retrieveAccount } from "@convex-dev/auth/server";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import {
  preTwoFactorAction,
  preTwoFactorMutation,
  personalAction,
  personalMutation,
  personalQuery,
} from "./lib/functions";
import { actionSessionId, requireRecentAuthInAction, spendCode } from "./model/auth/codeCheck";
import { withPasswordBackoff } from "./model/auth/passwordBackoff";
import { newRecoveryCodes, newSeed, otpauthUri, normalizeRecoveryCode } from "./model/auth/totp";
import { sha256Hex } from "./model/auth/tokens";
import {
  endOwnSession,
  endSessionsExcept,
  listSessions,
  recordClient,
} from "./model/auth/sessionList";
import { currentSessionId, isEnabled, twoFactorOf } from "./model/auth/twoFactor";
import { sealSecret } from "./model/secrets/secretBox";
import { PRODUCT } from "./model/emails/layout";
import { fail } from "./model/errors";

const vCode = { code: v.string() };
const vRecoveryCodes = v.object({ recoveryCodes: v.array(v.string()) });

/** What Settings → Security shows about two-factor. */
export const overview = personalQuery({
  args: {},
  returns: v.object({ twoFactorEnabled: v.boolean(), recoveryCodesLeft: v.number() }),
  handler: async (ctx) => {
    const row = await twoFactorOf(ctx, ctx.personId);
    return isEnabled(row)
      ? { twoFactorEnabled: true, recoveryCodesLeft: row.recoveryHashes.length }
      : { twoFactorEnabled: false, recoveryCodesLeft: 0 };
  },
});

/**
 * Starts setting up: a new seed (sealed at rest) and the URI for the QR code. Turning
 * two-factor on locks every other session and sign-in to the new authenticator, so it needs
 * the same recent proof as turning it off (REAUTH_REQUIRED: the password again).
 */
export const totpBegin = personalAction({
  args: {},
  returns: v.object({ secret: v.string(), uri: v.string() }),
  handler: async (ctx): Promise<{ secret: string; uri: string }> => {
    await requireRecentAuthInAction(ctx);
    const secret = newSeed();
    await ctx.runMutation(internal.internal.security.storePending, {
      userId: ctx.personId,
      sealedSeed: await sealSecret(secret, "totp-seed"),
    });
    const email: string | null = await ctx.runQuery(internal.internal.profile.emailOf, {
      userId: ctx.personId,
    });
    return { secret, uri: otpauthUri(PRODUCT, email ?? "", secret) };
  },
});

async function hashedCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map((c) => sha256Hex(normalizeRecoveryCode(c))));
  return { codes, hashes };
}

/**
 * Turns two-factor on with a first code from the app; the recovery codes are shown once.
 * Needs a recent proof like totpBegin, and is not one itself (securityStore.spendCode).
 */
export const totpConfirm = personalAction({
  args: vCode,
  returns: vRecoveryCodes,
  handler: async (ctx, { code }) => {
    await requireRecentAuthInAction(ctx);
    const { codes, hashes } = await hashedCodes();
    await spendCode(ctx, ctx.personId, code, "enable", hashes);
    return { recoveryCodes: codes };
  },
});

/** Turns two-factor off; needs a current code (or a recovery code). */
export const totpDisable = personalAction({
  args: vCode,
  returns: v.null(),
  handler: async (ctx, { code }) => {
    await spendCode(ctx, ctx.personId, code, "disable");
    return null;
  },
});

/** Replaces the recovery codes (the old ones stop working); needs a current code. */
export const regenerateRecoveryCodes = personalAction({
  args: vCode,
  returns: vRecoveryCodes,
  handler: async (ctx, { code }) => {
    const { codes, hashes } = await hashedCodes();
    await spendCode(ctx, ctx.personId, code, "regenerate", hashes);
    return { recoveryCodes: codes };
  },
});

/** The sign-in code step: lets this session reach data (TOTP or a recovery code). */
export const totpVerify = preTwoFactorAction({
  args: vCode,
  returns: v.null(),
  handler: async (ctx, { code }) => {
    await spendCode(ctx, ctx.personId, code, "verify");
    return null;
  },
});

/**
 * Proves it is still the user (the password, or a code when two-factor is on) before
 * something that needs a recent proof (model/auth/twoFactor.ts requireRecentAuth).
 */
export const reauthenticate = personalAction({
  args: { password: v.optional(v.string()), code: v.optional(v.string()) },
  returns: v.null(),
  handler: async (ctx, { password, code }) => {
    if ((password === undefined) === (code === undefined)) {
      fail("INVALID_ARGUMENT");
    }
    if (code !== undefined) {
      await spendCode(ctx, ctx.personId, code, "reauth");
      return null;
    }
    const email: string | null = await ctx.runQuery(internal.internal.profile.emailOf, {
      userId: ctx.personId,
    });
    if (email === null) fail("INVALID_CREDENTIALS", "password");
    await withPasswordBackoff(ctx, email, async () => {
      try {
        await retrieveAccount(ctx, {
          provider: "password",
          account: { id: email, secret: password! },
        });
      } catch {
        fail("INVALID_CREDENTIALS", "password");
      }
    });
    await ctx.runMutation(internal.internal.security.markReauthenticated, {
      userId: ctx.personId,
      sessionId: await actionSessionId(ctx),
    });
    return null;
  },
});

/** Where the user is signed in: browser and system, started, last active, this device. */
export const sessions = personalQuery({
  args: {},
  returns: v.array(
    v.object({
      _id: v.id("authSessions"),
      current: v.boolean(),
      browser: v.union(v.string(), v.null()),
      os: v.union(v.string(), v.null()),
      startedAt: v.number(),
      lastActiveAt: v.number(),
    }),
  ),
  handler: async (ctx) => await listSessions(ctx, ctx.personId, await currentSessionId(ctx)),
});

/** Signs one of the user's sessions out (its tabs land on the login page at once). */
export const endSession = personalMutation({
  args: { sessionId: v.id("authSessions") },
  returns: v.null(),
  handler: async (ctx, { sessionId }) => {
    await endOwnSession(ctx, ctx.personId, sessionId);
    return null;
  },
});

/** "Sign out everywhere else": every session but this one. Returns how many ended. */
export const endOtherSessions = personalMutation({
  args: {},
  returns: v.number(),
  handler: async (ctx) => {
    return await endSessionsExcept(ctx, ctx.personId, await currentSessionId(ctx));
  },
});

/**
 * The browser reports itself after signing in and every few minutes while open (allowed
 * before the two-factor code, so a sign-in with a stolen password still raises the
 * new-browser alert).
 */
export const reportClient = preTwoFactorMutation({
  args: { userAgent: v.string(), browserId: v.string() },
  returns: v.null(),
  handler: async (ctx, { userAgent, browserId }) => {
    const sessionId = await currentSessionId(ctx);
    if (sessionId === null) fail("UNAUTHENTICATED");
    if (userAgent.length > 512 || !/^[0-9a-f]{32,64}$/.test(browserId)) {
      fail("INVALID_ARGUMENT");
    }
    await recordClient(ctx, ctx.personId, sessionId, userAgent, browserId);
    return null;
  },
});
