/**
 * Checking a two-factor code, in an action (the only place the seed is opened): the attempt is
 * counted against the user's code limit first (codeLimit.ts), the code is matched against the
 * sealed seed (±1 step, newer than the last used step; not while the app's codes are locked)
 * or, once two-factor is on, the recovery codes' hashes. securityStore.spendCode then records
 * it atomically; a wrong code is counted towards the lock.
 */
import { getAuthSessionId } from "@convex-dev/auth/server";
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { openSecret } from "../secrets/secretBox";
import { rateLimited } from "./rateLimits";
import { requireState } from "./twoFactor";
import { sha256Hex } from "./tokens";
import { base32Decode, matchingStep, normalizeRecoveryCode } from "./totp";
import { fail, appError } from "../errors";

export type CodeEffect = "verify" | "enable" | "disable" | "regenerate" | "reauth";

export async function actionSessionId(ctx: ActionCtx): Promise<Id<"authSessions">> {
  const sessionId = await getAuthSessionId(ctx);
  if (sessionId === null) fail("UNAUTHENTICATED");
  return sessionId;
}

/** Checks `code` for `effect` and spends it; INVALID_CODE, RATE_LIMITED or the effect's error. */
export async function spendCode(
  ctx: ActionCtx,
  userId: Id<"users">,
  code: string,
  effect: CodeEffect,
  newRecoveryHashes?: string[],
): Promise<void> {
  const sessionId = await actionSessionId(ctx);
  const row = await ctx.runQuery(internal.internal.security.secretFor, { userId });
  if (row === null) fail("TWO_FACTOR_DISABLED");
  requireState(row.enabled, effect === "enable");
  const gate = await ctx.runMutation(internal.internal.security.beginCodeAttempt, { userId });
  if (!gate.ok) throw rateLimited(gate.retryAt);
  const locked = gate.lockedUntil !== undefined;
  const seed = base32Decode(await openSecret(row.sealedSeed, "totp-seed"));
  const step = locked
    ? null
    : await matchingStep(seed, code.slice(0, 64), Date.now(), row.lastStep);
  let recoveryHash: string | undefined;
  if (step === null && row.enabled) {
    const hash = await sha256Hex(normalizeRecoveryCode(code.slice(0, 64)));
    if (row.recoveryHashes.includes(hash)) recoveryHash = hash;
  }
  if (step === null && recoveryHash === undefined) {
    if (locked) throw codesLocked(gate.lockedUntil!);
    await ctx.runMutation(internal.internal.security.recordWrongCode, { userId });
    fail("INVALID_CODE");
  }
  await ctx.runMutation(internal.internal.security.spendCode, {
    userId,
    sessionId,
    ...(step !== null ? { step } : {}),
    ...(recoveryHash !== undefined ? { recoveryHash } : {}),
    effect,
    ...(newRecoveryHashes ? { newRecoveryHashes } : {}),
  });
}

/** TWO_FACTOR_LOCKED with the milliseconds until the app's codes are checked again. */
function codesLocked(until: number) {
  const retryAfter = Math.max(1000, Math.ceil(until - Date.now()));
  return appError("TWO_FACTOR_LOCKED", { retryAfter });
}

/**
 * requireRecentAuth (model/auth/twoFactor.ts) for an action, e.g. connecting a bank:
 * REAUTH_REQUIRED unless the session signed in or re-authenticated in the last 10 minutes.
 */
export async function requireRecentAuthInAction(ctx: ActionCtx): Promise<void> {
  await ctx.runQuery(internal.internal.security.checkRecentAuth, {});
}
