/**
 * Abuse limits, on convex-helpers' table-based rate limiter (rows in `rateLimits`; it runs on
 * Convex and on the offline backend alike). Token buckets throughout: a small burst, then a
 * steady refill, so a flood by someone else delays a person by one refill step at most instead
 * of locking them out for an hour.
 *
 * Keys: e-mail limits are keyed by the SHA-256 of the normalised address (the table never
 * holds an address), and known and unknown addresses go through the same buckets, so a limit
 * says nothing about whether an account exists. Per-user limits are keyed by the user id.
 *
 * Account deletion: rows keyed by an address hash are not user-owned (anyone may have asked
 * for that address; a full bucket is the same as no row) and stay until the bucket refills;
 * rows keyed by the user id are removed with the account (clearUserLimits).
 */
import { defineRateLimits } from "convex-helpers/server/rateLimit";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { CODES_PER_MINUTE } from "./codeLimit";
import { normalizeEmail, sha256Hex } from "./tokens";
import { appError } from "../errors";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** One bucket per purpose and address: three at once, then one a minute. */
const perAddressLink = { kind: "token bucket", rate: 1, period: MINUTE, capacity: 3 } as const;

export const LIMITS = {
  signInLink: perAddressLink,
  passwordReset: perAddressLink,
  verifyEmail: perAddressLink,
  /** Household invitations, per invited address (model/households/invitations.ts). */
  householdInvite: perAddressLink,
  /** Every e-mail the deployment sends, whatever the address: a ceiling on mail bombing. */
  emailsPerDeployment: { kind: "token bucket", rate: 300, period: HOUR, capacity: 100 },
  /**
   * Password attempts that did not succeed, across all addresses (password spraying spreads
   * guesses over many addresses, under each one's back-off). While it is empty every password
   * attempt waits, because answering the right password would still be a guessing oracle.
   */
  passwordFailuresPerDeployment: { kind: "token bucket", rate: 100, period: HOUR, capacity: 100 },
  /** Advisor questions per user; each may make up to MAX_ROUNDS language-model requests. */
  chatSend: { kind: "token bucket", rate: 30, period: HOUR, capacity: 10 },
  /** Reference-rate refreshes per user: each one is a fetch from the upstream rates API. */
  rateRefresh: { kind: "token bucket", rate: 6, period: HOUR, capacity: 3 },
  /** Two-factor codes checked per user (model/auth/codeLimit.ts: a handful a minute). */
  twoFactorCodes: {
    kind: "token bucket",
    rate: CODES_PER_MINUTE,
    period: MINUTE,
    capacity: CODES_PER_MINUTE,
  },
  /**
   * Household invitations per sender, whatever the address: each carries the sender's words
   * (names) to an address of their choosing from the app's own sender.
   */
  invitesPerSender: { kind: "token bucket", rate: 10, period: 24 * HOUR, capacity: 5 },
  /**
   * Notification e-mails per person (internal/notifications.ts): one per sweep run at most,
   * and no more than three a day however many runs find something new.
   */
  notificationEmails: { kind: "token bucket", rate: 3, period: 24 * HOUR, capacity: 3 },
  /** Bank connection attempts per person: each one sends requests to the host a token names. */
  bankConnect: { kind: "token bucket", rate: 6, period: HOUR, capacity: 5 },
} as const;

export type LimitName = keyof typeof LIMITS;
export type EmailPurpose = "signInLink" | "passwordReset" | "verifyEmail" | "householdInvite";
export const USER_LIMITS = [
  "chatSend",
  "rateRefresh",
  "twoFactorCodes",
  "invitesPerSender",
  "bankConnect",
  "notificationEmails",
] as const satisfies LimitName[];

export const { checkRateLimit, rateLimit, resetRateLimit } = defineRateLimits(LIMITS);

/** RATE_LIMITED with the milliseconds to wait, so the UI can say when to try again. */
export function rateLimited(retryAt: number | undefined) {
  const retryAfter = Math.max(1000, Math.ceil((retryAt ?? Date.now()) - Date.now()));
  return appError("RATE_LIMITED", { retryAfter });
}

export async function addressKey(address: string): Promise<string> {
  return await sha256Hex(normalizeEmail(address));
}

/** Takes one token from each bucket, or none when any of them is empty. */
export async function consumeAll(
  ctx: MutationCtx,
  buckets: { name: LimitName; key?: string }[],
): Promise<{ ok: true } | { ok: false; retryAt: number | undefined }> {
  for (const bucket of buckets) {
    const status = await checkRateLimit(ctx, bucket);
    if (!status.ok) return { ok: false, retryAt: status.retryAt };
  }
  for (const bucket of buckets) await rateLimit(ctx, bucket);
  return { ok: true };
}

/** Counts one e-mail of `purpose` to `address`; throws RATE_LIMITED when it may not go. */
export async function reserveEmail(ctx: MutationCtx, purpose: EmailPurpose, address: string) {
  const key = await addressKey(address);
  const result = await consumeAll(ctx, [{ name: purpose, key }, { name: "emailsPerDeployment" }]);
  if (!result.ok) throw rateLimited(result.retryAt);
}

/** Counts one unit of a per-user limit; throws RATE_LIMITED when the user has used it up. */
export async function consumeUserLimit(
  ctx: MutationCtx,
  name: (typeof USER_LIMITS)[number],
  userId: Id<"users">,
) {
  const status = await rateLimit(ctx, { name, key: userId });
  if (!status.ok) throw rateLimited(status.retryAt);
}

/** Removes the per-user rows of a deleted user. */
export async function clearUserLimits(ctx: MutationCtx, userId: Id<"users">) {
  for (const name of USER_LIMITS) await resetRateLimit(ctx, { name, key: userId });
}
