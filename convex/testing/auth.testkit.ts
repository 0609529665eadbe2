/** Set-up for tests that run Convex Auth's real actions (sign-up, sign-in, links) on convex-test. */
import { convexTest } from "convex-test";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";
import { expect } from "vitest";
import { api, internal } from "../_generated/api.js";
import schema from "../schema";
import { modules } from "./setup.testkit";

export const SITE = "http://app.test";
export const PASSWORD = "secret-42";

/** The variables Convex Auth reads: signing keys and the app's and deployment's URLs. */
async function authEnv(): Promise<void> {
  if (process.env.JWT_PRIVATE_KEY) return;
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  process.env.JWT_PRIVATE_KEY = (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " ");
  process.env.JWKS = JSON.stringify({
    keys: [{ use: "sig", alg: "RS256", ...(await exportJWK(publicKey)) }],
  });
  process.env.SITE_URL = SITE;
  process.env.CONVEX_SITE_URL = "http://backend.test";
  delete process.env.RESEND_API_KEY;
}

// Importing this kit sets them, once per test file.
await authEnv();

export function newAuthTest() {
  return convexTest({ schema, modules });
}
export type AuthTest = ReturnType<typeof newAuthTest>;

/** Turns the subject of a Convex Auth JWT into a caller, as the real backend would. */
export function callerFor(t: AuthTest, token: string) {
  const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
    sub: string;
  };
  return t.withIdentity({ subject: payload.sub, issuer: "http://backend.test" });
}

export async function signUp(t: AuthTest, email: string, extra: Record<string, string> = {}) {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: { email, password: PASSWORD, flow: "signUp", ...extra },
  });
  expect(result.tokens).toBeTruthy();
  await t.finishAllScheduledFunctions(() => {});
  return callerFor(t, result.tokens!.token);
}

export async function signInWithPassword(t: AuthTest, email: string, password = PASSWORD) {
  const result = await t.action(api.auth.signIn, {
    provider: "password",
    params: { email, password, flow: "signIn" },
  });
  return callerFor(t, result.tokens!.token);
}

export async function latestMail(t: AuthTest, to: string) {
  const mail = await t.query(internal.internal.emails.latestFor, { to });
  expect(mail, `no e-mail to ${to}`).not.toBeNull();
  return mail!;
}

/** The link in an e-mail's text body. */
export function linkIn(text: string): URL {
  const match = /(https?:\/\/\S+)/.exec(text);
  expect(match, "no link in the e-mail").not.toBeNull();
  return new URL(match![1]);
}
