import { errorCodeOf, type ErrorCode } from "../../../convex/shared/errors";

/** The auth actions, each with its fallback message key. */
export type AuthAction =
  | "signUp"
  | "signIn"
  | "verificationEmail"
  | "sendLink"
  | "linkSignIn"
  | "google"
  | "signOut"
  | "resetEmail";

/** Codes whose own message is safe and more helpful than the fallback. */
const SPECIFIC: ReadonlySet<ErrorCode> = new Set([
  "EMAIL_IN_USE",
  "RATE_LIMITED",
  "INVALID_EMAIL",
  "PASSWORD_TOO_SHORT",
  "INVALID_LINK",
]);

/** Safe codes whose message lives in the common namespace (shared with the settings forms). */
const SHARED: ReadonlySet<ErrorCode> = new Set(["PASSWORD_BLANK", "PASSWORD_TOO_LONG"]);

/**
 * The translation key (auth namespace) for a failed auth call: the server's code when it is
 * safe to show, otherwise the action's fallback (R64). Raw server text is never shown.
 */
export function authErrorKey(error: unknown, action: AuthAction): string {
  const code = errorCodeOf(error);
  if (SHARED.has(code)) return `common:errors.${code}`;
  return SPECIFIC.has(code) ? `errors.codes.${code}` : `errors.${action}`;
}
