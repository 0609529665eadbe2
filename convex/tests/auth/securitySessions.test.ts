/**
 * The sessions a user can see and end, re-authentication for what matters, and the
 * security alerts. Only Date is faked.
 */
import { describe, expect, test } from "vitest";
import { fakeDate } from "../../testing/clock.testkit";
import { api, internal } from "../../_generated/api";
import { REAUTH_WINDOW_MS } from "../../model/auth/twoFactor";
import { cash, expectCode, TODAY } from "../../testing/helpers.testkit";
import {
  latestMail,
  newAuthTest,
  PASSWORD,
  signInWithPassword,
  signUp,
  type AuthTest,
} from "../../testing/auth.testkit";
import { codeFor, enableTwoFactor } from "../../testing/twoFactor.testkit";

const clock = fakeDate(Date.UTC(2024, 5, 15, 12, 0, 5));
const { advance } = clock;

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const browserId = (c: string) => c.repeat(32);

async function mails(t: AuthTest, to: string) {
  return await t.run((ctx) =>
    ctx.db
      .query("emailOutbox")
      .withIndex("by_to", (q) => q.eq("to", to))
      .collect(),
  );
}

describe("sessions you can see", () => {
  test("the list shows each session's browser and system, and which one is this device", async () => {
    const t = newAuthTest();
    const laptop = await signUp(t, "list@example.com");
    await laptop.mutation(api.security.reportClient, {
      userAgent: FIREFOX,
      browserId: browserId("a"),
    });
    advance(60_000);
    const phone = await signInWithPassword(t, "list@example.com");
    await phone.mutation(api.security.reportClient, {
      userAgent: SAFARI,
      browserId: browserId("b"),
    });
    const seen = await laptop.query(api.security.sessions, {});
    expect(seen.map(({ current, browser, os }) => ({ current, browser, os }))).toEqual([
      { current: true, browser: "Firefox", os: "Windows" },
      { current: false, browser: "Safari", os: "iOS" },
    ]);
    expect(Math.floor(seen[1]!.startedAt)).toBe(clock.now());
  });

  test("signing out one session refuses its tokens at once and leaves the others", async () => {
    const t = newAuthTest();
    const mine = await signUp(t, "end@example.com");
    const other = await signInWithPassword(t, "end@example.com");
    const third = await signInWithPassword(t, "end@example.com");
    const target = (await mine.query(api.security.sessions, {})).find((s) => !s.current)!;
    await mine.mutation(api.security.endSession, { sessionId: target._id });
    const left = await mine.query(api.security.sessions, {});
    expect(left).toHaveLength(2);
    const refreshTokens = await t.run((ctx) =>
      ctx.db
        .query("authRefreshTokens")
        .withIndex("sessionId", (q) => q.eq("sessionId", target._id))
        .collect(),
    );
    expect(refreshTokens).toEqual([]);
    const answers = await Promise.all(
      [other, third].map((c) =>
        c.query(api.accounts.list, { today: TODAY }).then(
          () => "ok",
          () => "refused",
        ),
      ),
    );
    expect(answers.sort()).toEqual(["ok", "refused"]);
  });

  test("sign out everywhere else keeps only this session", async () => {
    const t = newAuthTest();
    const mine = await signUp(t, "all@example.com");
    const other = await signInWithPassword(t, "all@example.com");
    expect(await mine.mutation(api.security.endOtherSessions, {})).toBe(1);
    await expectCode(other.query(api.accounts.list, { today: TODAY }), "UNAUTHENTICATED");
    expect(await mine.query(api.security.sessions, {})).toHaveLength(1);
  });

  test("another user can neither see nor end your sessions", async () => {
    const t = newAuthTest();
    const alice = await signUp(t, "alice@example.com");
    const bob = await signUp(t, "bob@example.com");
    const [aliceSession] = await alice.query(api.security.sessions, {});
    const bobSees = await bob.query(api.security.sessions, {});
    expect(bobSees.map((s) => s._id)).not.toContain(aliceSession!._id);
    await expectCode(
      bob.mutation(api.security.endSession, { sessionId: aliceSession!._id }),
      "NOT_FOUND",
    );
    expect(await alice.query(api.accounts.list, { today: TODAY })).toEqual([]);
  });
});

describe("last active", () => {
  test("a report a minute after the last one moves Last active, without touching the row every query of a two-factor session reads", async () => {
    const t = newAuthTest();
    const laptop = await signUp(t, "active@example.com");
    await enableTwoFactor(laptop);
    const report = () =>
      laptop.mutation(api.security.reportClient, { userAgent: FIREFOX, browserId: browserId("c") });
    await report();
    const infoOf = () =>
      t.run((ctx) =>
        ctx.db
          .query("sessionInfo")
          .collect()
          .then((rows) =>
            rows.map(({ userAgent, secondFactorAt, lastAuthAt }) => ({
              userAgent,
              secondFactorAt,
              lastAuthAt,
            })),
          ),
      );
    const infoBefore = await infoOf();
    advance(60_000);
    await report();
    const [session] = await laptop.query(api.security.sessions, {});
    expect(Math.floor(session!.lastActiveAt)).toBe(clock.now());
    expect(await infoOf()).toEqual(infoBefore);
  });
});

describe("re-authentication for what matters", () => {
  test("deleting the account more than 10 minutes after sign-in asks for the password again", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "late@example.com");
    advance(REAUTH_WINDOW_MS + 1000);
    await expectCode(me.mutation(api.accountDeletion.deleteMyAccount, {}), "REAUTH_REQUIRED");
    await expectCode(me.query(api.dataExport.profile, {}), "REAUTH_REQUIRED");
    // The same check for actions (connecting a bank calls it).
    await expectCode(me.query(internal.internal.security.checkRecentAuth, {}), "REAUTH_REQUIRED");
    // Connecting a bank asks before the setup token is spent.
    await expectCode(
      me.action(api.bankConnections.connect, {
        setupToken: btoa("https://bridge.example/claim/1"),
      }),
      "REAUTH_REQUIRED",
    );
    await expectCode(
      me.action(api.security.reauthenticate, { password: "wrong-password" }),
      "INVALID_CREDENTIALS",
    );
    await expectCode(me.mutation(api.accountDeletion.deleteMyAccount, {}), "REAUTH_REQUIRED");
    await me.action(api.security.reauthenticate, { password: PASSWORD });
    expect(await me.query(internal.internal.security.checkRecentAuth, {})).toBeNull();
    expect(await me.query(api.dataExport.profile, {})).toMatchObject({ email: "late@example.com" });
    await me.mutation(api.accountDeletion.deleteMyAccount, {});
  });

  test("a fresh sign-in needs no re-authentication; a code re-authenticates too", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "code@example.com");
    expect(await me.query(api.dataExport.profile, {})).toMatchObject({ email: "code@example.com" });
    const { secret } = await enableTwoFactor(me);
    advance(REAUTH_WINDOW_MS + 1000);
    await expectCode(me.query(api.dataExport.profile, {}), "REAUTH_REQUIRED");
    await me.action(api.security.reauthenticate, { code: await codeFor(secret) });
    expect(await me.query(api.dataExport.profile, {})).toMatchObject({ email: "code@example.com" });
  });
});

describe("security alerts", () => {
  test("a sign-in from a new browser sends an alert in the user's language; a known browser does not", async () => {
    const t = newAuthTest();
    const first = await signUp(t, "alert@example.com");
    await first.mutation(api.preferences.save, { language: "de" });
    await first.mutation(api.security.reportClient, {
      userAgent: FIREFOX,
      browserId: browserId("a"),
    });
    await t.finishAllScheduledFunctions(() => {});
    const before = (await mails(t, "alert@example.com")).length;
    const again = await signInWithPassword(t, "alert@example.com");
    await again.mutation(api.security.reportClient, {
      userAgent: FIREFOX,
      browserId: browserId("a"),
    });
    await t.finishAllScheduledFunctions(() => {});
    expect((await mails(t, "alert@example.com")).length).toBe(before);
    const stranger = await signInWithPassword(t, "alert@example.com");
    await stranger.mutation(api.security.reportClient, {
      userAgent: SAFARI,
      browserId: browserId("c"),
    });
    await t.finishAllScheduledFunctions(() => {});
    const mail = await latestMail(t, "alert@example.com");
    expect(mail.text).toContain("Browser, den wir noch nicht kannten");
    expect(mail.text).toContain("Safari · iOS");
    expect(mail.text).toContain("ändere jetzt dein Passwort");
    expect(mail.text).toContain("2024");
  });

  test("changing the password and turning two-factor on and off each send an alert", async () => {
    const t = newAuthTest();
    const me = await signUp(t, "changes@example.com");
    await me.action(api.profile.changePassword, {
      currentPassword: PASSWORD,
      newPassword: "another-42",
    });
    await t.finishAllScheduledFunctions(() => {});
    expect((await latestMail(t, "changes@example.com")).text).toContain(
      "Your password was changed.",
    );
    const { secret } = await enableTwoFactor(me);
    await t.finishAllScheduledFunctions(() => {});
    expect((await latestMail(t, "changes@example.com")).text).toContain("was turned on");
    advance(30_000);
    await me.action(api.security.totpDisable, { code: await codeFor(secret) });
    await t.finishAllScheduledFunctions(() => {});
    expect((await latestMail(t, "changes@example.com")).text).toContain("was turned off");
  });

  test("another user's account cannot be reached through its alerts or sessions", async () => {
    const t = newAuthTest();
    const alice = await signUp(t, "a2@example.com");
    await alice.mutation(api.accounts.create, cash);
    const bob = await signUp(t, "b2@example.com");
    await enableTwoFactor(alice);
    // Bob's two-factor state is his own: Alice turning it on changes nothing for him.
    expect((await bob.query(api.security.overview, {})).twoFactorEnabled).toBe(false);
    await expectCode(
      bob.action(api.security.totpDisable, { code: "123456" }),
      "TWO_FACTOR_DISABLED",
    );
    expect((await alice.query(api.security.overview, {})).twoFactorEnabled).toBe(true);
  });
});
