/**
 * Where a visitor stands: signed out, signed in but still owing the two-factor code, signed in
 * with an unverified e-mail, or verified.
 */
export type AuthStatus = "signedOut" | "twoFactor" | "unverified" | "verified";
