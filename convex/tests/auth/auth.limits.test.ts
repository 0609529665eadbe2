/**
 * E-mail limits that neither reveal accounts nor lock the owner
 * out, and a password back-off that slows guessing without locking the owner out.
 * Only Date is faked, so the auth actions' crypto and scheduling run normally.
 */
import { describe, expect, test } from "vitest";
import { fakeDate } from "../../testing/clock.testkit";
import { api, internal } from "../../_generated/api";
import { FORGET_AFTER_MS, MAX_DELAY_MS } from "../../model/auth/passwordBackoff";
import { expectCode } from "../../testing/helpers.testkit";
import {
  latestMail,
  linkIn,
  newAuthTest,
  PASSWORD,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";

const STATE = "b".repeat(64);
const { advance } = fakeDate(Date.UTC(2024, 5, 15, 12));

/** "ok" or the error code, so two sequences of answers can be compared. */
async function outcome(call: Promise<unknown>): Promise<string> {
  try {
    return `ok ${JSON.stringify(await call)}`;
  } catch (error) {
    return (error as { data?: { code?: string } }).data?.code ?? String(error);
  }
}

const requestReset = (t: AuthTest, email: string) =>
  t.action(api.auth.signIn, {
    provider: "password",
    params: { email, flow: "reset", redirectTo: `/reset-password?state=${STATE}` },
  });
const requestLink = (t: AuthTest, email: string) =>
  t.action(api.auth.signIn, {
    provider: "email-link",
    params: { email, redirectTo: `/verify-signin?state=${STATE}` },
  });
const passwordSignIn = (t: AuthTest, email: string, password: string) =>
  t.action(api.auth.signIn, { provider: "password", params: { email, password, flow: "signIn" } });

describe("defect 3: e-mail limits", () => {
  test("defect 3: a reset for an unknown address gets the same answers and the same limit as a known one", async () => {
    const t = newAuthTest();
    await signUp(t, "known@example.com");
    const known: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await outcome(requestReset(t, "known@example.com")));
      unknown.push(await outcome(requestReset(t, "nobody@example.com")));
    }
    expect(unknown).toEqual(known);
    expect(known.filter((o) => o === "RATE_LIMITED")).toHaveLength(3);
  });

  test("defect 3: a flood on one purpose does not block another purpose", async () => {
    const t = newAuthTest();
    const owner = await signUp(t, "owner@example.com");
    for (let i = 0; i < 10; i++) await outcome(requestReset(t, "owner@example.com"));
    await expectCode(requestReset(t, "owner@example.com"), "RATE_LIMITED");
    await requestLink(t, "owner@example.com");
    expect((await latestMail(t, "owner@example.com")).text).toContain("/verify-signin");
    await owner.action(api.emailVerification.resend, {});
    expect((await latestMail(t, "owner@example.com")).text).toContain("/verify-email");
  });

  test("defect 3: after a flood by someone else the owner gets a link after the short cool-down, and refused requests do not void the last link", async () => {
    const t = newAuthTest();
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push(await outcome(requestLink(t, "flooded@example.com")));
    expect(answers.filter((a) => a === "RATE_LIMITED")).toHaveLength(17);
    const sent = linkIn((await latestMail(t, "flooded@example.com")).text);
    await expect(requestLink(t, "flooded@example.com")).rejects.toMatchObject({
      data: { code: "RATE_LIMITED", retryAfter: expect.any(Number) },
    });
    advance(60_000);
    await requestLink(t, "flooded@example.com");
    const fresh = linkIn((await latestMail(t, "flooded@example.com")).text);
    expect(fresh.searchParams.get("token")).not.toBe(sent.searchParams.get("token"));
    const signedIn = await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "flooded@example.com", code: fresh.searchParams.get("token")! },
    });
    expect(signedIn.tokens).toBeTruthy();
  });
});

describe("defect 4: wrong passwords", () => {
  test("defect 4: after 10 wrong passwords the right one signs in once the short back-off has passed", async () => {
    const t = newAuthTest();
    await signUp(t, "victim@example.com");
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push(await outcome(passwordSignIn(t, "victim@example.com", `wrong-${i}`)));
    }
    // Three free failures, then the back-off refuses the quick retries.
    expect(answers.slice(0, 3)).toEqual(Array(3).fill("INVALID_CREDENTIALS"));
    expect(answers.slice(3)).toEqual(Array(7).fill("RATE_LIMITED"));
    // An attacker who waits out each delay gets one guess per delay, never a lock.
    for (let i = 0; i < 7; i++) {
      advance(MAX_DELAY_MS);
      await expectCode(passwordSignIn(t, "victim@example.com", `wait-${i}`), "INVALID_CREDENTIALS");
    }
    await expectCode(passwordSignIn(t, "victim@example.com", PASSWORD), "RATE_LIMITED");
    advance(MAX_DELAY_MS);
    const ok = await passwordSignIn(t, "victim@example.com", PASSWORD);
    expect(ok.tokens).toBeTruthy();
    // Success clears the back-off: the next typo costs nothing.
    await expectCode(passwordSignIn(t, "victim@example.com", "typo-1"), "INVALID_CREDENTIALS");
  }, 60_000);

  test("defect 4: spraying 270 guesses over 30 addresses hits the global ceiling", async () => {
    const t = newAuthTest();
    await signUp(t, "user0@example.com");
    const counts: Record<string, number> = {};
    for (let round = 0; round < 9; round++) {
      for (let i = 0; i < 30; i++) {
        const answer = await outcome(passwordSignIn(t, `user${i}@example.com`, `guess-${round}`));
        counts[answer] = (counts[answer] ?? 0) + 1;
      }
      // Each address's own back-off has passed before the next round.
      advance(MAX_DELAY_MS);
    }
    // 100 at once plus the refill over the 4.5 minutes of the spray, then nothing.
    expect(counts.INVALID_CREDENTIALS).toBeLessThanOrEqual(108);
    expect(counts.RATE_LIMITED).toBeGreaterThanOrEqual(162);
    expect((counts.INVALID_CREDENTIALS ?? 0) + (counts.RATE_LIMITED ?? 0)).toBe(270);
  }, 120_000);

  test("defect 4: the hourly job forgets back-off nobody has hit for an hour, and only that", async () => {
    const t = newAuthTest();
    await outcome(passwordSignIn(t, "old@example.com", "guess"));
    advance(FORGET_AFTER_MS + 1);
    await outcome(passwordSignIn(t, "recent@example.com", "guess"));
    const rows = () => t.run(async (ctx) => await ctx.db.query("signInBackoff").collect());
    expect(await rows()).toHaveLength(2);
    expect(await t.mutation(internal.internal.throttle.pruneBackoff, {})).toBe(1);
    expect(await rows()).toHaveLength(1);
  });
});
