/** Two-factor helpers for function tests: the code an authenticator app would show. */
import { api } from "../_generated/api.js";
import { base32Decode, hotp, stepAt } from "../model/auth/totp";
import type { callerFor } from "./auth.testkit";

type Caller = ReturnType<typeof callerFor>;

/** The 6-digit code for `secret` at `atMs` (now by default), as the user's app shows it. */
export async function codeFor(secret: string, atMs = Date.now()): Promise<string> {
  return await hotp(base32Decode(secret), stepAt(atMs));
}

/** Turns two-factor on for the caller; returns the secret and the recovery codes. */
export async function enableTwoFactor(caller: Caller) {
  const { secret, uri } = await caller.action(api.security.totpBegin, {});
  const { recoveryCodes } = await caller.action(api.security.totpConfirm, {
    code: await codeFor(secret),
  });
  return { secret, uri, recoveryCodes };
}
