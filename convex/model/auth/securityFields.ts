/** The fields of the two-factor and session tables (model/auth/twoFactor.ts), declared once. */
import { v } from "convex/values";

/**
 * A user's authenticator-app seed, sealed with secretBox ("totp-seed"); opened only in actions.
 * `enabledAt` is unset while the user is still setting it up (scanned, not yet confirmed).
 * `lastStep` is the newest time step used, so a code is never accepted twice. Recovery codes
 * are kept as SHA-256 hashes and removed when used. Wrong codes in a row and the lock they
 * lead to are counted here too (model/auth/codeLimit.ts).
 */
export const twoFactorFields = v.object({
  userId: v.id("users"),
  sealedSeed: v.string(),
  enabledAt: v.optional(v.number()),
  lastStep: v.optional(v.number()),
  recoveryHashes: v.array(v.string()),
  /** Wrong codes since the last right one. */
  wrongCodes: v.optional(v.number()),
  /** Until then codes from the app are not checked (recovery codes still are). */
  lockedUntil: v.optional(v.number()),
  /** When the owner was last e-mailed about a lock (at most one e-mail a day). */
  lockAlertAt: v.optional(v.number()),
});

/**
 * What we know about one Convex Auth session beyond its row: the browser it reported, when it
 * passed two-factor and when its user last proved who they are (sign-in, code or password
 * again) for the re-authentication check. `lastActiveAt` is no longer written (rows from
 * before sessionActivity may hold it): every function of a two-factor user reads this row, so
 * a frequent write here would re-run all of that session's queries.
 */
export const sessionInfoFields = v.object({
  userId: v.id("users"),
  sessionId: v.id("authSessions"),
  userAgent: v.optional(v.string()),
  lastActiveAt: v.optional(v.number()),
  secondFactorAt: v.optional(v.number()),
  lastAuthAt: v.optional(v.number()),
});

/**
 * When a session was last active, kept apart from sessionInfo so that writing it about once a
 * minute re-runs only the sessions list, not every query of the session.
 */
export const sessionActivityFields = v.object({
  userId: v.id("users"),
  sessionId: v.id("authSessions"),
  lastActiveAt: v.number(),
});

/** Browsers a user has signed in from (SHA-256 of a random id the browser keeps). */
export const knownBrowserFields = v.object({
  userId: v.id("users"),
  browserHash: v.string(),
  firstSeenAt: v.number(),
});
