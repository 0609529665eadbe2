import { readLocal, removeLocal, writeLocal } from "./localStore";

/**
 * Values the auth flows keep in this browser between sending an e-mail and opening its link
 * (spec local keys). Local storage, not session storage: the link usually opens in a new tab.
 */
export const AUTH_LOCAL_KEYS = {
  emailForSignIn: "emailForSignIn",
  signInState: "signInState",
  passwordResetState: "passwordResetState",
  /** The page an unverified user was sent away from, to continue there once verified. */
  afterVerify: "afterVerifyPath",
} as const;

type AuthLocalKey = keyof typeof AUTH_LOCAL_KEYS;

export function readAuthLocal(key: AuthLocalKey): string | null {
  return readLocal(AUTH_LOCAL_KEYS[key]);
}

export function writeAuthLocal(key: AuthLocalKey, value: string): void {
  writeLocal(AUTH_LOCAL_KEYS[key], value);
}

export function clearAuthLocal(key: AuthLocalKey): void {
  removeLocal(AUTH_LOCAL_KEYS[key]);
}

/** 32 random bytes as 64 hex characters. */
export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Compares without an early exit, so the time taken says nothing about the stored value. */
export function sameState(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}
