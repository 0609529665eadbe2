/**
 * Who a sync socket's calls run as: checking an Authenticate's token, the identity it leaves
 * behind, and the AuthError a refused or expired token earns (the session in sync.ts applies
 * them in arrival order).
 */
import type { UserIdentity } from "convex/server";
import type { Hub } from "./calls.js";
import type { ClientMessage, ServerMessage } from "./protocol.js";
import { sameSecret } from "./surface.js";

export type Authenticate = Extract<ClientMessage, { type: "Authenticate" }>;

/** Who the socket's calls run as. */
export type Auth = { identity: UserIdentity | null; admin: boolean };
/** What an Authenticate resolved to: the new identity, or the AuthError to send. */
export type AuthResult = (Auth & { expiresAt: number | null }) | { error: string };

export const ANONYMOUS: Auth = { identity: null, admin: false };

/** Checks the token of an Authenticate; never throws. */
export async function verifyAuthenticate(hub: Hub, message: Authenticate): Promise<AuthResult> {
  if (message.tokenType === "User") {
    try {
      const verified = await hub.verifier.verify(message.value);
      return { identity: verified.identity, admin: false, expiresAt: verified.expiresAt };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }
  if (message.tokenType === "Admin") {
    return sameSecret(message.value, hub.adminKey)
      ? { identity: null, admin: true, expiresAt: null }
      : { error: "Invalid admin key" };
  }
  return { identity: null, admin: false, expiresAt: null };
}

/** The identity once `result` is known: a refused token leaves it as it was. */
export function identityAfter(previous: Promise<Auth>, result: Promise<AuthResult>): Promise<Auth> {
  return Promise.all([previous, result]).then(([before, r]) =>
    "error" in r ? before : { identity: r.identity, admin: r.admin },
  );
}

export function authError(
  error: string,
  baseVersion: number,
  authUpdateAttempted: boolean,
): ServerMessage {
  return { type: "AuthError", error, baseVersion, authUpdateAttempted };
}

/**
 * Like Convex, a token that expires while connected earns an AuthError and the client
 * refreshes: calls `onExpiry` at `expiresAt` (timers cap out at about 24.8 days).
 */
export function expiryTimer(expiresAt: number, onExpiry: () => void): NodeJS.Timeout {
  const delay = Math.min(expiresAt - Date.now(), 2 ** 31 - 1);
  return setTimeout(onExpiry, Math.max(0, delay));
}
