/** The fields of our own sign-in tables (Convex Auth declares its own), declared once. */
import { v } from "convex/values";

/** E-mail verification links: only the SHA-256 of the token is kept; single use, expiring. */
export const emailVerificationTokenFields = v.object({
  userId: v.id("users"),
  email: v.string(),
  tokenHash: v.string(),
  expiresAt: v.number(),
});

/**
 * Password sign-in back-off per address. `key` is the SHA-256 of the normalised address:
 * known or not, no address is stored.
 */
export const signInBackoffFields = v.object({
  key: v.string(),
  failures: v.number(),
  lastAttemptAt: v.number(),
});
