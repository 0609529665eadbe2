/** E-mail + password sign-up and sign-in on Convex Auth's real actions. */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode } from "../../testing/helpers.testkit";
import {
  latestMail,
  newAuthTest,
  PASSWORD,
  signInWithPassword,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";

function passwordCall(t: AuthTest, params: Record<string, string>) {
  return t.action(api.auth.signIn, { provider: "password", params });
}

describe("password sign-up", () => {
  test("R41 signs the user in with an unverified e-mail and sends a verification e-mail", async () => {
    const t = newAuthTest();
    const as = await signUp(t, "  Ann@Example.com ", { lang: "de" });
    const viewer = await as.query(api.users.viewer, {});
    expect(viewer).toMatchObject({ email: "ann@example.com", emailVerified: false });
    const mail = await latestMail(t, "ann@example.com");
    expect(mail.subject).toContain("Bestätige deine E-Mail-Adresse");
    expect(mail.text).toMatch(/http:\/\/app\.test\/verify-email\?token=[0-9a-f]{64}/);
    expect(mail.html).toContain("<a href=");
  });

  test("R52 R53 R51 the server enforces the same rules as the form", async () => {
    const t = newAuthTest();
    await expectCode(
      passwordCall(t, { email: "not-an-email", password: PASSWORD, flow: "signUp" }),
      "INVALID_EMAIL",
    );
    await expectCode(
      passwordCall(t, { email: "", password: PASSWORD, flow: "signUp" }),
      "REQUIRED",
    );
    await expectCode(
      passwordCall(t, { email: "b@example.com", password: "12345", flow: "signUp" }),
      "PASSWORD_TOO_SHORT",
    );
    await expectCode(
      passwordCall(t, { email: "b@example.com", password: "", flow: "signUp" }),
      "REQUIRED",
    );
  });

  test("R64 signing up twice with one address gives EMAIL_IN_USE", async () => {
    const t = newAuthTest();
    await signUp(t, "twice@example.com");
    await expectCode(
      passwordCall(t, { email: "Twice@example.com", password: "another-1", flow: "signUp" }),
      "EMAIL_IN_USE",
    );
  });
});

describe("password sign-in", () => {
  test("R21 every sign-in is a login event; last login is the one before this session", async () => {
    const t = newAuthTest();
    const first = await signUp(t, "log@example.com");
    const afterSignUp = await first.query(api.users.viewer, {});
    await new Promise((r) => setTimeout(r, 5));
    const second = await signInWithPassword(t, "log@example.com");
    const viewer = await second.query(api.users.viewer, {});
    // The first session has no earlier login; the second shows the first.
    expect(afterSignUp!.lastLoginAt).toBeNull();
    const events = await t.run((ctx) => ctx.db.query("loginEvents").collect());
    expect(events).toHaveLength(2);
    expect(viewer!.lastLoginAt).toBe(events[0].at);
    expect(viewer!.createdAt).toBe(afterSignUp!.createdAt);
  });

  test("R64 unknown user and wrong password both give INVALID_CREDENTIALS", async () => {
    const t = newAuthTest();
    await signUp(t, "known@example.com");
    await expectCode(
      passwordCall(t, { email: "nobody@example.com", password: PASSWORD, flow: "signIn" }),
      "INVALID_CREDENTIALS",
    );
    await expectCode(
      passwordCall(t, { email: "known@example.com", password: "wrong-pass", flow: "signIn" }),
      "INVALID_CREDENTIALS",
    );
  });

  test("R3 sign-out ends the session", async () => {
    const t = newAuthTest();
    const as = await signUp(t, "out@example.com");
    await as.action(api.auth.signOut, {});
    const sessions = await t.run((ctx) => ctx.db.query("authSessions").collect());
    expect(sessions).toHaveLength(0);
  });
});
