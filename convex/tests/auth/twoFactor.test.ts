/**
 * Two-factor sign-in over the wire. Once a user has turned it on, a session made with
 * the password (or an e-mailed link) reaches no data until it gives a code; codes cannot be
 * replayed, drift one step, are rate limited like passwords, and recovery codes work once.
 * Only Date is faked, so each test picks the time step its codes belong to.
 */
import { describe, expect, test } from "vitest";
import { fakeDate } from "../../testing/clock.testkit";
import { api } from "../../_generated/api";
import { STEP_SECONDS } from "../../model/auth/totp";
import { cash, expectCode, TODAY } from "../../testing/helpers.testkit";
import {
  callerFor,
  latestMail,
  linkIn,
  newAuthTest,
  signInWithPassword,
  signUp,
} from "../../testing/auth.testkit";
import { codeFor, enableTwoFactor } from "../../testing/twoFactor.testkit";

const STEP_MS = STEP_SECONDS * 1000;
const clock = fakeDate(Date.UTC(2024, 5, 15, 12, 0, 5));
const { advance } = clock;

type Caller = ReturnType<typeof callerFor>;

/** Every kind of data function refuses the session with TWO_FACTOR_REQUIRED. */
async function expectNoData(caller: Caller) {
  const refused = "TWO_FACTOR_REQUIRED";
  await expectCode(caller.query(api.accounts.list, { today: TODAY }), refused);
  await expectCode(caller.query(api.categories.list, {}), refused);
  await expectCode(caller.query(api.plans.list, { today: TODAY }), refused);
  await expectCode(caller.query(api.profile.get, {}), refused);
  await expectCode(caller.query(api.dataExport.profile, {}), refused);
  await expectCode(caller.query(api.security.sessions, {}), refused);
  await expectCode(caller.mutation(api.accounts.create, cash), refused);
  await expectCode(caller.mutation(api.profile.updateName, { name: "Mallory" }), refused);
  await expectCode(caller.mutation(api.security.endOtherSessions, {}), refused);
  await expectCode(caller.action(api.emailVerification.resend, {}), refused);
  await expectCode(caller.action(api.security.totpDisable, { code: "000000" }), refused);
  // The shell learns only that a code is owed: no e-mail, no name.
  expect(await caller.query(api.users.viewer, {})).toBeNull();
  expect(await caller.query(api.users.signInState, {})).toBe("twoFactorRequired");
}

async function userWithTwoFactor(email: string) {
  const t = newAuthTest();
  const owner = await signUp(t, email);
  await owner.mutation(api.accounts.create, cash);
  const { secret, recoveryCodes } = await enableTwoFactor(owner);
  // The "two-factor turned on" alert goes out now, not in the middle of a later step.
  await t.finishAllScheduledFunctions(() => {});
  advance(STEP_MS);
  return { t, owner, secret, recoveryCodes };
}

describe("two-factor sign-in", () => {
  test("with the password alone no query, mutation or action reaches data until totpVerify", async () => {
    const { t, secret } = await userWithTwoFactor("pw@example.com");
    const attacker = await signInWithPassword(t, "pw@example.com");
    await expectNoData(attacker);
    await attacker.action(api.security.totpVerify, { code: await codeFor(secret) });
    expect(await attacker.query(api.users.signInState, {})).toBe("signedIn");
    expect(await attacker.query(api.accounts.list, { today: TODAY })).toHaveLength(1);
    expect((await attacker.query(api.users.viewer, {}))?.email).toBe("pw@example.com");
  });

  test("an e-mailed sign-in link also ends in a session that owes its code", async () => {
    const { t, secret } = await userWithTwoFactor("link@example.com");
    const state = "c".repeat(64);
    await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "link@example.com", redirectTo: `/verify-signin?state=${state}` },
    });
    const token = linkIn((await latestMail(t, "link@example.com")).text).searchParams.get("token")!;
    const result = await t.action(api.auth.signIn, {
      provider: "email-link",
      params: { email: "link@example.com", code: token },
    });
    const viaLink = callerFor(t, result.tokens!.token);
    await expectNoData(viaLink);
    await viaLink.action(api.security.totpVerify, { code: await codeFor(secret) });
    expect(await viaLink.query(api.accounts.list, { today: TODAY })).toHaveLength(1);
  });

  test("the session that turns two-factor on keeps working, the other sessions owe a code", async () => {
    const t = newAuthTest();
    const first = await signUp(t, "on@example.com");
    const second = await signInWithPassword(t, "on@example.com");
    await enableTwoFactor(first);
    expect(await first.query(api.accounts.list, { today: TODAY })).toEqual([]);
    await expectCode(second.query(api.accounts.list, { today: TODAY }), "TWO_FACTOR_REQUIRED");
  });

  test("a code already used cannot be replayed, not even by another session", async () => {
    const { t, secret } = await userWithTwoFactor("replay@example.com");
    const code = await codeFor(secret);
    const first = await signInWithPassword(t, "replay@example.com");
    await first.action(api.security.totpVerify, { code });
    const second = await signInWithPassword(t, "replay@example.com");
    await expectCode(second.action(api.security.totpVerify, { code }), "INVALID_CODE");
    advance(STEP_MS);
    await second.action(api.security.totpVerify, { code: await codeFor(secret) });
    expect(await second.query(api.users.signInState, {})).toBe("signedIn");
  });

  test("one step of clock drift is accepted, two steps are not", async () => {
    const { t, secret } = await userWithTwoFactor("drift@example.com");
    const session = await signInWithPassword(t, "drift@example.com");
    await expectCode(
      session.action(api.security.totpVerify, {
        code: await codeFor(secret, clock.now() - 2 * STEP_MS),
      }),
      "INVALID_CODE",
    );
    await session.action(api.security.totpVerify, {
      code: await codeFor(secret, clock.now() + STEP_MS),
    });
    expect(await session.query(api.users.signInState, {})).toBe("signedIn");
  });

  test("a code from another user's authenticator is refused", async () => {
    const { t } = await userWithTwoFactor("victim@example.com");
    const mallory = await signUp(t, "mallory@example.com");
    const { secret: mallorySecret } = await enableTwoFactor(mallory);
    const stolen = await signInWithPassword(t, "victim@example.com");
    await expectCode(
      stolen.action(api.security.totpVerify, { code: await codeFor(mallorySecret) }),
      "INVALID_CODE",
    );
    await expectCode(stolen.query(api.accounts.list, { today: TODAY }), "TWO_FACTOR_REQUIRED");
  });

  test("wrong codes have their own limit: five a minute; after the wait the right code works", async () => {
    const { t, secret } = await userWithTwoFactor("brute@example.com");
    const session = await signInWithPassword(t, "brute@example.com");
    const right = await codeFor(secret);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      await expectCode(session.action(api.security.totpVerify, { code: wrong }), "INVALID_CODE");
    }
    // A guess over the minute's five is not even checked.
    await expectCode(session.action(api.security.totpVerify, { code: right }), "RATE_LIMITED");
    let guesses = 0;
    for (let i = 0; i < 20; i++) {
      const outcome = await session
        .action(api.security.totpVerify, { code: wrong })
        .catch((error: { data: { code: string } }) => error.data.code);
      if (outcome === "INVALID_CODE") guesses++;
    }
    expect(guesses, "guesses checked without waiting").toBe(0);
    advance(60_000);
    await session.action(api.security.totpVerify, { code: await codeFor(secret) });
    expect(await session.query(api.users.signInState, {})).toBe("signedIn");
  });

  test("a recovery code signs in once; the same code is refused the second time", async () => {
    const { t, owner, recoveryCodes } = await userWithTwoFactor("recover@example.com");
    expect(recoveryCodes).toHaveLength(10);
    const first = await signInWithPassword(t, "recover@example.com");
    await first.action(api.security.totpVerify, { code: recoveryCodes[0]!.toUpperCase() });
    expect(await first.query(api.users.signInState, {})).toBe("signedIn");
    const second = await signInWithPassword(t, "recover@example.com");
    await expectCode(
      second.action(api.security.totpVerify, { code: recoveryCodes[0]! }),
      "INVALID_CODE",
    );
    expect(await owner.query(api.security.overview, {})).toEqual({
      twoFactorEnabled: true,
      recoveryCodesLeft: 9,
    });
  });

  test("the seed is sealed at rest and recovery codes are stored only as hashes", async () => {
    const { t, secret, recoveryCodes } = await userWithTwoFactor("rest@example.com");
    const stored = JSON.stringify(await t.run((ctx) => ctx.db.query("twoFactor").collect()));
    expect(stored).not.toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
  });

  test("turning two-factor off or making new recovery codes needs a current code", async () => {
    const { t, owner, secret, recoveryCodes } = await userWithTwoFactor("off@example.com");
    await expectCode(owner.action(api.security.totpDisable, { code: "12345" }), "INVALID_CODE");
    await expectCode(
      owner.action(api.security.regenerateRecoveryCodes, { code: "not-a-code" }),
      "INVALID_CODE",
    );
    const renewed = await owner.action(api.security.regenerateRecoveryCodes, {
      code: await codeFor(secret),
    });
    expect(renewed.recoveryCodes).toHaveLength(10);
    advance(STEP_MS);
    // The old recovery codes stopped working with the renewal.
    await expectCode(
      owner.action(api.security.totpDisable, { code: recoveryCodes[1]! }),
      "INVALID_CODE",
    );
    advance(2000);
    await owner.action(api.security.totpDisable, { code: await codeFor(secret) });
    expect((await owner.query(api.security.overview, {})).twoFactorEnabled).toBe(false);
    const plain = await signInWithPassword(t, "off@example.com");
    expect(await plain.query(api.accounts.list, { today: TODAY })).toHaveLength(1);
  });
});
