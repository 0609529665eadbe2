import { sameState } from "../../lib/authLocalState";
import type { AuthStatus } from "../../lib/authStatus";
import { accessOf } from "./routeTable";

export type { AuthStatus };

export interface GuardInput {
  path: string;
  /** The query string, e.g. "?state=abc". */
  search: string;
  auth: AuthStatus;
  /** The password-reset state kept locally when the reset e-mail was requested. */
  storedResetState: string | null;
}

/**
 * The five route guards, in order; the first that matches wins.
 * Returns the path to redirect to, or null to let the navigation through.
 */
export function guardRoute({ path, search, auth, storedResetState }: GuardInput): string | null {
  const state = new URLSearchParams(search).get("state");
  const access = accessOf(path);
  // 1. A sign-in link always reaches /verify-signin, so it can report its own errors.
  if (path === "/verify-signin" && state) return null;
  // Likewise an e-mail verification link: its token verifies without a session (the link is
  // usually opened from a mail client, in a tab that is not signed in).
  if (path === "/verify-email" && new URLSearchParams(search).get("token")) return null;
  // A session that still owes its two-factor code sees only the code step on /login.
  if (auth === "twoFactor") return path === "/login" ? null : "/login";
  // 2. A reset link whose state is not the one this browser asked for goes to /login.
  if (
    path === "/reset-password" &&
    (!state || !storedResetState || !sameState(state, storedResetState))
  ) {
    return "/login";
  }
  // 3. Protected routes need a signed-in user.
  if ((access === "signedIn" || access === "verified") && auth === "signedOut") return "/login";
  // 4. Verified-only routes need a verified e-mail.
  if (access === "verified" && auth === "unverified") return "/verify-email";
  // 5. Guest-only routes are not for signed-in users.
  if (access === "guest" && auth !== "signedOut") return "/";
  return null;
}

/**
 * Where to go back to after signing in: an app path kept from the redirect to /login, or
 * null. Only same-origin paths ("/x", never "//host" or "https://…"), and never the auth
 * screens themselves, so a crafted state cannot send the user elsewhere or loop.
 */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return null;
  if (from.includes("\\")) return null;
  const path = from.split(/[?#]/)[0]!;
  return accessOf(path) === "guest" ? null : from;
}
