/**
 * Back-off for password sign-in per address: the first failures cost nothing, then each one
 * doubles the wait before the next attempt, up to MAX_DELAY_MS. It slows guessing to about
 * two attempts a minute per address without locking the owner out: once the short wait is
 * over, the right password signs in (and clears the back-off). Unknown addresses back off the
 * same way, so the delay does not tell which addresses have accounts.
 *
 * An attempt counts as a failure when it starts and is cleared when it succeeds, so parallel
 * guesses cannot all pass the check before the first failure is written.
 */
import { internal } from "../../_generated/api";
import type { ActionCtx, MutationCtx } from "../../_generated/server";
import { normalizeEmail } from "./tokens";
import { addressKey, rateLimit, rateLimited } from "./rateLimits";

export const FREE_FAILURES = 3;
export const MAX_DELAY_MS = 30_000;
/** Failures older than this are forgotten. */
export const FORGET_AFTER_MS = 60 * 60 * 1000;

/** How long after the last attempt the next one may start, given the failures so far. */
export function backoffDelay(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_DELAY_MS);
}

async function rowFor(ctx: MutationCtx, key: string) {
  return await ctx.db
    .query("signInBackoff")
    .withIndex("by_key", (q) => q.eq("key", key))
    .unique();
}

/** Starts an attempt, or says when one may start (the address's back-off or the global one). */
export async function beginAttempt(
  ctx: MutationCtx,
  address: string,
): Promise<{ ok: true } | { ok: false; retryAt: number | undefined }> {
  const now = Date.now();
  const key = await addressKey(address);
  const row = await rowFor(ctx, key);
  const failures = row !== null && now - row.lastAttemptAt < FORGET_AFTER_MS ? row.failures : 0;
  const waitUntil = row === null ? 0 : row.lastAttemptAt + backoffDelay(failures);
  if (now < waitUntil) return { ok: false, retryAt: waitUntil };
  const global = await rateLimit(ctx, { name: "passwordFailuresPerDeployment" });
  if (!global.ok) return { ok: false, retryAt: global.retryAt };
  if (row === null) {
    await ctx.db.insert("signInBackoff", { key, failures: 1, lastAttemptAt: now });
  } else {
    await ctx.db.patch("signInBackoff", row._id, { failures: failures + 1, lastAttemptAt: now });
  }
  return { ok: true };
}

/** The attempt was right: clear the address's failures and give back the global token. */
export async function attemptSucceeded(ctx: MutationCtx, address: string): Promise<void> {
  const row = await rowFor(ctx, await addressKey(address));
  if (row !== null) await ctx.db.delete("signInBackoff", row._id);
  await rateLimit(ctx, { name: "passwordFailuresPerDeployment", count: -1 });
}

/**
 * Drops back-off rows nobody has tried for FORGET_AFTER_MS (they no longer slow anyone), a
 * bounded batch per run, so one-off guesses at many addresses do not pile up for ever.
 */
export async function forgetStaleBackoff(ctx: MutationCtx, now: number): Promise<number> {
  const stale = await ctx.db
    .query("signInBackoff")
    .withIndex("by_lastAttempt", (q) => q.lt("lastAttemptAt", now - FORGET_AFTER_MS))
    .take(500);
  for (const row of stale) await ctx.db.delete("signInBackoff", row._id);
  return stale.length;
}

/** Runs a password check (from the auth action) under the address's back-off. */
export async function withPasswordBackoff<T>(
  ctx: ActionCtx,
  email: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const address = normalizeEmail(email);
  const gate = await ctx.runMutation(internal.internal.throttle.beginPasswordAttempt, { address });
  if (!gate.ok) throw rateLimited(gate.retryAt);
  const result = await attempt();
  await ctx.runMutation(internal.internal.throttle.passwordAttemptSucceeded, { address });
  return result;
}
