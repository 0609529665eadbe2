/** Where a visitor stands: signed out, signed in with an unverified e-mail, or verified. */
export type AuthStatus = "signedOut" | "unverified" | "verified";
