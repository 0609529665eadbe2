/** E-mail verification, passwordless link and password reset on Convex Auth's real actions. */
import { describe, expect, test } from "vitest";
import { api, internal } from "../../_generated/api";
import { expectCode } from "../../testing/helpers.testkit";
import {
  callerFor,
  latestMail,
  linkIn,
  newAuthTest,
  PASSWORD,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";

const STATE = "a".repeat(64);

async function verifyToken(t: AuthTest, email: string) {
  return linkIn((await latestMail(t, email)).text).searchParams.get("token")!;
}

describe("e-mail verification", () => {
  test("R41 the e-mailed token verifies its own address once; reuse and expiry fail", async () => {
    const t = newAuthTest();
    const ann = await signUp(t, "ann@example.com");
    const bob = await signUp(t, "bob@example.com");
    const annToken = await verifyToken(t, "ann@example.com");
    // Whoever opens Ann's link verifies Ann's address (the token proves her mailbox), not theirs.
    expect(await bob.mutation(api.emailVerification.confirm, { token: annToken })).toEqual({
      email: "ann@example.com",
    });
    expect((await ann.query(api.users.viewer, {}))!.emailVerified).toBe(true);
    expect((await bob.query(api.users.viewer, {}))!.emailVerified).toBe(false);
    await expectCode(
      ann.mutation(api.emailVerification.confirm, { token: annToken }),
      "INVALID_LINK",
    );
    const bobToken = await verifyToken(t, "bob@example.com");
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("emailVerificationTokens").collect()) {
        await ctx.db.patch("emailVerificationTokens", row._id, { expiresAt: Date.now() - 1 });
      }
    });
    await expectCode(
      bob.mutation(api.emailVerification.confirm, { token: bobToken }),
      "INVALID_LINK",
    );
    expect((await bob.query(api.users.viewer, {}))!.emailVerified).toBe(false);
  });

  test("the link verifies in a tab that is not signed in (opened from a mail client)", async () => {
    const t = newAuthTest();
    const ann = await signUp(t, "ann@example.com");
    const token = await verifyToken(t, "ann@example.com");
    expect(await t.mutation(api.emailVerification.confirm, { token })).toEqual({
      email: "ann@example.com",
    });
    expect((await ann.query(api.users.viewer, {}))!.emailVerified).toBe(true);
    await expectCode(t.mutation(api.emailVerification.confirm, { token }), "INVALID_LINK");
  });

  test("resend replaces the old link and is rate-limited per address", async () => {
    const t = newAuthTest();
    const ann = await signUp(t, "ann@example.com");
    const first = await verifyToken(t, "ann@example.com");
    await ann.action(api.emailVerification.resend, { language: "ja" });
    expect((await latestMail(t, "ann@example.com")).subject).toContain("メールアドレスの確認");
    await expectCode(ann.mutation(api.emailVerification.confirm, { token: first }), "INVALID_LINK");
    // A burst of three (sign-up and two resends), then one a minute; a refused resend keeps
    // the last link working.
    await ann.action(api.emailVerification.resend, {});
    const last = await verifyToken(t, "ann@example.com");
    await expectCode(ann.action(api.emailVerification.resend, {}), "RATE_LIMITED");
    await ann.mutation(api.emailVerification.confirm, { token: last });
  });

  test("signed out: a malformed or unknown token is INVALID_LINK; resend needs a session", async () => {
    const t = newAuthTest();
    await expectCode(t.mutation(api.emailVerification.confirm, { token: "x" }), "INVALID_LINK");
    const unknown = { token: "0".repeat(64) };
    await expectCode(t.mutation(api.emailVerification.confirm, unknown), "INVALID_LINK");
    await expectCode(t.action(api.emailVerification.resend, {}), "UNAUTHENTICATED");
  });

  test("the outbox is internal: latestFor gives the newest e-mail for an address", async () => {
    const t = newAuthTest();
    expect(
      await t.query(internal.internal.emails.latestFor, { to: "none@example.com" }),
    ).toBeNull();
  });
});

describe("passwordless link", () => {
  test("R49 R61 R62 the link carries state and a one-time token and signs in verified, once", async () => {
    const t = newAuthTest();
    await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "link@example.com", redirectTo: `/verify-signin?state=${STATE}&lang=fr` },
    });
    const mail = await latestMail(t, "link@example.com");
    expect(mail.subject).toContain("Votre lien de connexion");
    const link = linkIn(mail.text);
    expect(`${link.origin}${link.pathname}`).toBe("http://app.test/verify-signin");
    expect(link.searchParams.get("state")).toBe(STATE);
    const code = link.searchParams.get("token")!;
    await expect(
      t.action(api.auth.signIn, {
        provider: "email-link",
        params: { email: "other@example.com", code },
      }),
    ).rejects.toThrow();
    const ok = await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "link@example.com", code },
    });
    const viewer = await callerFor(t, ok.tokens!.token).query(api.users.viewer, {});
    expect(viewer).toMatchObject({ email: "link@example.com", emailVerified: true });
    await expect(
      t.action(api.auth.signIn, {
        provider: "email-link",
        params: { email: "link@example.com", code },
      }),
    ).rejects.toThrow();
  });

  test("an expired link is refused, and a link without a valid state is never sent", async () => {
    const t = newAuthTest();
    await expectCode(
      t.action(api.auth.signIn, {
        provider: "email-link",
        params: { email: "x@example.com", redirectTo: "/verify-signin?state=abc" },
      }),
      "INVALID_ARGUMENT",
    );
    await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "late@example.com", redirectTo: `/verify-signin?state=${STATE}` },
    });
    const code = linkIn((await latestMail(t, "late@example.com")).text).searchParams.get("token")!;
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("authVerificationCodes").collect()) {
        await ctx.db.patch("authVerificationCodes", row._id, { expirationTime: Date.now() - 1 });
      }
    });
    await expect(
      t.action(api.auth.signIn, {
        provider: "email-link",
        params: { email: "late@example.com", code },
      }),
    ).rejects.toThrow();
  });

  test("a link for an unverified password user's address joins that user and drops the unproven password", async () => {
    const t = newAuthTest();
    const first = await signUp(t, "both@example.com");
    const before = await first.query(api.users.viewer, {});
    await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "both@example.com", redirectTo: `/verify-signin?state=${STATE}` },
    });
    const code = linkIn((await latestMail(t, "both@example.com")).text).searchParams.get("token")!;
    const ok = await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "both@example.com", code },
    });
    const viewer = await callerFor(t, ok.tokens!.token).query(api.users.viewer, {});
    expect(viewer!.id).toBe(before!.id);
    await expectCode(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "both@example.com", password: PASSWORD, flow: "signIn" },
      }),
      "INVALID_CREDENTIALS",
    );
  });
});

describe("password reset", () => {
  async function requestReset(t: AuthTest, email: string) {
    await t.action(api.auth.signIn, {
      provider: "password",
      params: { email, flow: "reset", redirectTo: `/reset-password?state=${STATE}&lang=es` },
    });
  }

  test("R50 R61 the reset link sets a new password, signs in and ends the other sessions", async () => {
    const t = newAuthTest();
    await signUp(t, "reset@example.com");
    await requestReset(t, "reset@example.com");
    const mail = await latestMail(t, "reset@example.com");
    expect(mail.subject).toContain("Restablece tu contraseña");
    const link = linkIn(mail.text);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("state")).toBe(STATE);
    expect(link.searchParams.has("email")).toBe(false);
    const code = link.searchParams.get("token")!;
    await expectCode(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { flow: "reset-verification", code, newPassword: "123" },
      }),
      "PASSWORD_TOO_SHORT",
    );
    const ok = await t.action(api.auth.signIn, {
      provider: "password",
      params: { flow: "reset-verification", code, newPassword: "new-secret" },
    });
    expect(ok.tokens).toBeTruthy();
    expect(await t.run((ctx) => ctx.db.query("authSessions").collect())).toHaveLength(1);
    await expectCode(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { flow: "reset-verification", code, newPassword: "again-1" },
      }),
      "INVALID_LINK",
    );
    await expectCode(
      t.action(api.auth.signIn, {
        provider: "password",
        params: { email: "reset@example.com", password: PASSWORD, flow: "signIn" },
      }),
      "INVALID_CREDENTIALS",
    );
  });

  test("an unknown address gets no e-mail and the caller cannot tell", async () => {
    const t = newAuthTest();
    const result = await t.action(api.auth.signIn, {
      provider: "password",
      params: {
        email: "ghost@example.com",
        flow: "reset",
        redirectTo: `/reset-password?state=${STATE}`,
      },
    });
    expect(result.tokens ?? null).toBeNull();
    expect(
      await t.query(internal.internal.emails.latestFor, { to: "ghost@example.com" }),
    ).toBeNull();
  });
});
