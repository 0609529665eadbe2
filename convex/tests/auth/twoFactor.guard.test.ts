/**
 * Two-factor against someone who holds a session or the password: turning it on needs a recent
 * proof and is not one itself; wrong codes have their own limit (a handful a minute, then a
 * lock and an e-mail to the owner), while recovery codes still work. Only Date is faked.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { fakeDate } from "../../testing/clock.testkit";
import { expectCode } from "../../testing/helpers.testkit";
import {
  latestMail,
  newAuthTest,
  PASSWORD,
  signInWithPassword,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";
import { codeFor, enableTwoFactor } from "../../testing/twoFactor.testkit";
import { STEP_SECONDS } from "../../model/auth/totp";
import { REAUTH_WINDOW_MS } from "../../model/auth/twoFactor";

const STEP_MS = STEP_SECONDS * 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const clock = fakeDate(Date.UTC(2024, 7, 1, 8, 0, 5));

/** A six-digit code the authenticator shows at no step the check accepts now. */
async function wrongCode(secret: string): Promise<string> {
  const now = clock.now();
  const valid = new Set(
    await Promise.all([-1, 0, 1].map((d) => codeFor(secret, now + d * STEP_MS))),
  );
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, "0");
    if (!valid.has(code)) return code;
  }
}

async function ownerWithTwoFactor(t: AuthTest, email: string) {
  const owner = await signUp(t, email);
  const { secret, recoveryCodes } = await enableTwoFactor(owner);
  await t.finishAllScheduledFunctions(() => {});
  clock.advance(STEP_MS);
  return { owner, secret, recoveryCodes };
}

type Outcome = "checked" | "refused";
async function tryCode(
  session: ReturnType<typeof signInWithPassword> extends Promise<infer C> ? C : never,
  code: string,
): Promise<Outcome | string> {
  try {
    await session.action(api.security.totpVerify, { code });
    return "right";
  } catch (error) {
    const code = (error as { data?: { code?: string } }).data?.code;
    return code === "INVALID_CODE" ? "checked" : (code ?? "refused");
  }
}

describe("turning two-factor on", () => {
  test("a session signed in more than 10 minutes ago cannot turn it on until the password is given again", async () => {
    const t = newAuthTest();
    const stolen = await signUp(t, "owner@example.com");
    clock.advance(REAUTH_WINDOW_MS + MINUTE);
    await expectCode(stolen.action(api.security.totpBegin, {}), "REAUTH_REQUIRED");
    await expectCode(
      stolen.action(api.security.totpConfirm, { code: "123456" }),
      "REAUTH_REQUIRED",
    );
    expect(await stolen.query(api.security.overview, {})).toEqual({
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
    });
    await stolen.action(api.security.reauthenticate, { password: PASSWORD });
    await enableTwoFactor(stolen);
    expect((await stolen.query(api.security.overview, {})).twoFactorEnabled).toBe(true);
  });

  test("turning it on is not a recent proof: export and account deletion still ask for the password", async () => {
    const t = newAuthTest();
    const session = await signUp(t, "fresh@example.com");
    clock.advance(REAUTH_WINDOW_MS - MINUTE);
    await enableTwoFactor(session);
    clock.advance(2 * MINUTE);
    await expectCode(session.query(api.dataExport.profile, {}), "REAUTH_REQUIRED");
    await expectCode(session.mutation(api.accountDeletion.deleteMyAccount, {}), "REAUTH_REQUIRED");
    // The session it was turned on in keeps reaching the data.
    expect(await session.query(api.users.signInState, {})).toBe("signedIn");
  });
});

describe("the limit on wrong codes", () => {
  test("five codes a minute; ten wrong ones lock the app's codes and e-mail the owner; a recovery code still signs in", async () => {
    const t = newAuthTest();
    const { secret, recoveryCodes } = await ownerWithTwoFactor(t, "locked@example.com");
    const attacker = await signInWithPassword(t, "locked@example.com");
    for (let i = 0; i < 5; i++)
      expect(await tryCode(attacker, await wrongCode(secret))).toBe("checked");
    // The sixth in the same minute is not even checked, right or wrong.
    expect(await tryCode(attacker, await codeFor(secret))).toBe("RATE_LIMITED");
    clock.advance(MINUTE);
    for (let i = 0; i < 5; i++)
      expect(await tryCode(attacker, await wrongCode(secret))).toBe("checked");
    clock.advance(MINUTE);
    // Ten wrong in a row: the right code from the app is refused for the hour.
    expect(await tryCode(attacker, await codeFor(secret))).toBe("TWO_FACTOR_LOCKED");
    await t.finishAllScheduledFunctions(() => {});
    const alert = await latestMail(t, "locked@example.com");
    expect(alert.text).toMatch(/wrong two-factor codes/);
    // The owner is not locked out: a recovery code works, and ends the lock.
    const owner = await signInWithPassword(t, "locked@example.com");
    await owner.action(api.security.totpVerify, { code: recoveryCodes[0]! });
    expect(await owner.query(api.users.signInState, {})).toBe("signedIn");
    clock.advance(STEP_MS);
    const later = await signInWithPassword(t, "locked@example.com");
    await later.action(api.security.totpVerify, { code: await codeFor(secret) });
    expect(await later.query(api.users.signInState, {})).toBe("signedIn");
  });

  test("codes checked per hour for someone with the password: ten in the first hour, one in each hour after", async () => {
    const t = newAuthTest();
    const { secret } = await ownerWithTwoFactor(t, "guess@example.com");
    const attacker = await signInWithPassword(t, "guess@example.com");
    const start = clock.now();
    const checkedPerHour = [0, 0, 0];
    // One guess every 12 seconds for three hours: as fast as five a minute allows.
    while (clock.now() - start < 3 * HOUR) {
      const outcome = await tryCode(attacker, await wrongCode(secret));
      if (outcome === "checked") checkedPerHour[Math.floor((clock.now() - start) / HOUR)]++;
      clock.advance(12_000);
    }
    console.info(`[two-factor] wrong codes checked per hour: ${checkedPerHour.join(", ")}`);
    expect(checkedPerHour).toEqual([10, 1, 1]);
  }, 120_000);
});
