/**
 * Authentication over the sync protocol: tokens verified against the deployment's JWKS,
 * AuthError on bad or expired tokens (the client then fetches a fresh one), and Convex Auth's
 * password sign-up/sign-in against the real app's convex/ folder.
 */
import crypto from "node:crypto";
import path from "node:path";
import { anyApi } from "convex/server";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { client, REPO_ROOT, signToken, startBackend, waitFor, type Backend } from "./helpers";

const api = anyApi;
type Who = { subject: string; tokenIdentifier: string } | null;

describe("tokens", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend();
  });
  afterAll(async () => {
    await backend?.stop();
  });

  test("a valid token sets the identity and re-runs subscriptions", async () => {
    const c = client(backend);
    await waitFor<Who>(c, api.messages.whoami, {}, (v) => v === null);
    const token = await signToken(backend, { sub: "user-1" });
    const changes: boolean[] = [];
    c.setAuth(
      async () => token,
      (ok) => changes.push(ok),
    );
    const who = await waitFor<Who>(c, api.messages.whoami, {}, (v) => v !== null);
    expect(who).toEqual({ subject: "user-1", tokenIdentifier: `${backend.siteUrl}|user-1` });
    expect(changes).toContain(true);
    await c.close();
  });

  test("a token signed with another key gets an AuthError and the client gives up", async () => {
    const c = client(backend);
    const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
    const forged = await new SignJWT({ sub: "mallory" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuedAt()
      .setIssuer(backend.siteUrl)
      .setAudience("convex")
      .setExpirationTime("1h")
      .sign(privateKey);
    const fetches: boolean[] = [];
    const authState = new Promise<boolean>((resolve) =>
      c.setAuth(async ({ forceRefreshToken }) => {
        fetches.push(forceRefreshToken);
        return forged;
      }, resolve),
    );
    expect(await authState).toBe(false);
    expect(fetches).toContain(true);
    expect(await c.query(api.messages.whoami, {})).toBeNull();
    await c.close();
  });

  test("an expired token is rejected; the client fetches a fresh one and succeeds", async () => {
    const expired = await signToken(backend, { sub: "user-2", expiresInSeconds: -10 });
    const fresh = await signToken(backend, { sub: "user-2" });
    const c = client(backend);
    const fetches: boolean[] = [];
    c.setAuth(async ({ forceRefreshToken }) => {
      fetches.push(forceRefreshToken);
      return forceRefreshToken ? fresh : expired;
    });
    const who = await waitFor<Who>(c, api.messages.whoami, {}, (v) => v !== null);
    expect(who?.subject).toBe("user-2");
    expect(fetches[0]).toBe(false);
    expect(fetches).toContain(true);
    await c.close();
    // Over HTTP an expired token is a 401.
    const response = await fetch(`${backend.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${expired}` },
      body: JSON.stringify({ path: "messages:whoami", args: [{}], format: "convex_encoded_json" }),
    });
    expect(response.status).toBe(401);
  });
});

describe("Convex Auth with the app's convex/ folder", () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({ functions: path.join(REPO_ROOT, "convex") });
  });
  afterAll(async () => {
    await backend?.stop();
  });

  test("password sign-up, then the viewer query sees the user", async () => {
    const c = client(backend);
    const email = `user${Date.now()}@example.com`;
    const result = (await c.action(api.auth.signIn, {
      provider: "password",
      params: { email, password: "correct horse", flow: "signUp" },
    })) as { tokens?: { token: string; refreshToken: string } };
    expect(result.tokens?.token).toBeTruthy();
    const token = result.tokens!.token;
    c.setAuth(async () => token);
    const viewer = await waitFor<{ email: string } | null>(
      c,
      api.users.viewer,
      {},
      (v) => v !== null,
    );
    expect(viewer?.email).toBe(email);

    // Sign in again with the same password from a fresh client.
    const other = client(backend);
    const again = (await other.action(api.auth.signIn, {
      provider: "password",
      params: { email, password: "correct horse", flow: "signIn" },
    })) as { tokens?: { token: string } };
    expect(again.tokens?.token).toBeTruthy();
    await expect(
      other.action(api.auth.signIn, {
        provider: "password",
        params: { email, password: "wrong password", flow: "signIn" },
      }),
    ).rejects.toThrow();
    await Promise.all([c.close(), other.close()]);
  });
});
