import { readAuthLocal, sameState } from "../../lib/authLocalState";

export { sameState };

export type LinkCheck =
  | { ok: true; email: string; token: string }
  | { ok: false; messageKey: "link.invalid" | "link.badState" | "link.noEmail" };

// Convex Auth's codes: 32 letters and digits.
const TOKEN_PATTERN = /^[A-Za-z0-9]{32}$/;

/** The checks for /verify-signin, in order (R56–R58). */
export function checkSignInLink(search: string): LinkCheck {
  const params = new URLSearchParams(search);
  const token = params.get("token") ?? "";
  const state = params.get("state") ?? "";
  if (!TOKEN_PATTERN.test(token) || state === "") return { ok: false, messageKey: "link.invalid" };
  const stored = readAuthLocal("signInState");
  if (stored === null || !sameState(state, stored))
    return { ok: false, messageKey: "link.badState" };
  const email = readAuthLocal("emailForSignIn");
  if (!email) return { ok: false, messageKey: "link.noEmail" };
  return { ok: true, email, token };
}
