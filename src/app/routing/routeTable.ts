/**
 * The route table: each path with who may open it.
 * - public: everyone; guest: signed out only; signedIn: any signed-in user (verification not
 *   required); verified: signed in with a verified e-mail.
 */
export type Access = "public" | "guest" | "signedIn" | "verified";

export const ROUTE_ACCESS: Readonly<Record<string, Access>> = {
  "/": "public",
  "/login": "guest",
  "/signup": "guest",
  "/verify-signin": "guest",
  "/reset-password": "guest",
  "/verify-email": "signedIn",
  "/accounts": "verified",
  /** An investment account's holdings, trades and prices. */
  "/investments": "verified",
  "/transactions": "verified",
  "/import": "verified",
  "/payees": "verified",
  "/rules": "verified",
  "/planner": "verified",
  "/reports": "verified",
  "/advisor": "verified",
  "/settings": "verified",
  /** A household invitation: the signed-in invited address accepts it. */
  "/join": "signedIn",
  /** A notification e-mail's unsubscribe link: works signed out (the token is the proof). */
  "/unsubscribe": "public",
};

/** Unknown paths render Not found, which everyone may see. */
export function accessOf(path: string): Access {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return ROUTE_ACCESS[normalized] ?? "public";
}
