/**
 * Households: invitations and their misuse, roles, removal and leaving, who did
 * what, per-person preferences inside a shared household, account deletion and the migration.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { latestMail } from "../../testing/auth.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { enableTwoFactor } from "../../testing/twoFactor.testkit";
import type { Role } from "../../model/households/access";
import {
  cash,
  expectCode,
  newTest,
  signIn,
  TODAY,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";

const expense = { kind: "expense", amount: 1250, date: TODAY, category: "food" } as const;

/** A invites `email` with `role`; the token from the e-mailed /join link. */
async function invite(t: TestConvex, as: Caller, email: string, role: Role = "editor") {
  await as.mutation(api.households.invite, { email, role });
  await t.finishAllScheduledFunctions(() => {});
  const mail = await latestMail(t, email);
  const token = /\/join\?token=([0-9a-f]{64})/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  return token!;
}

async function couple() {
  const t = newTest();
  const a = await signIn(t, "ann@example.com");
  const b = await signIn(t, "ben@example.com");
  return { t, a, b };
}

describe("the household list", () => {
  test("marks the household that holds each member's own books, which its only member cannot leave", async () => {
    const { t, a, b } = await couple();
    const annHousehold = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, annHousehold, b.userId, "viewer");
    const benHas = await b.as.query(api.households.mine, {});
    expect(benHas.map((h) => [h._id === annHousehold, h.personal]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
    expect((await a.as.query(api.households.mine, {})).map((h) => h.personal)).toEqual([true]);
    const c = await signIn(t, "cara@example.com");
    expect((await c.as.query(api.households.mine, {}))[0]?.personal).toBe(true);
    await expectCode(c.as.mutation(api.households.leave, {}), "INVALID_ARGUMENT");
  });
});

describe("invitations", () => {
  test("an invitation e-mails a /join link; accepting it opens A's household for B", async () => {
    const { t, a, b } = await couple();
    const account = await a.as.mutation(api.accounts.create, cash);
    const token = await invite(t, a.as, "Ben@Example.com");
    const joined = await b.as.mutation(api.households.accept, { token });
    expect(joined).toBe(await openHouseholdOf(t, a.userId));
    const mine = await b.as.query(api.households.mine, {});
    expect(mine).toHaveLength(2);
    expect(mine.find((h) => h.active)).toMatchObject({ _id: joined, role: "editor", name: "ann" });
    expect((await b.as.query(api.accounts.list, { today: TODAY })).map((x) => x._id)).toEqual([
      account,
    ]);
    const members = await a.as.query(api.households.members, {});
    expect(members).toEqual(
      expect.arrayContaining([
        { userId: a.userId, email: "ann@example.com", role: "owner" },
        { userId: b.userId, email: "ben@example.com", role: "editor" },
      ]),
    );
  });

  test("the /join page learns the household, who invited and the role, and whether the link is theirs", async () => {
    const { t, a, b } = await couple();
    await a.as.mutation(api.profile.updateName, { name: "Ann Lee" });
    const token = await invite(t, a.as, "ben@example.com", "viewer");
    const c = await signIn(t, "cat@example.com");
    const offer = { household: "ann", invitedBy: "Ann Lee", role: "viewer" };
    expect(await b.as.query(api.households.invitation, { token })).toEqual({
      ...offer,
      forYou: true,
    });
    // Someone holding a forwarded link learns it is not theirs, not whom it was sent to.
    expect(await c.as.query(api.households.invitation, { token })).toEqual({
      ...offer,
      forYou: false,
    });
    await b.as.mutation(api.households.accept, { token });
    expect(await b.as.query(api.households.invitation, { token })).toBeNull();
    expect(await b.as.query(api.households.invitation, { token: "nope" })).toBeNull();
  });

  test("misuse: another address, a second use, an expired and a revoked link are refused", async () => {
    const { t, a, b } = await couple();
    const c = await signIn(t, "cat@example.com");
    const token = await invite(t, a.as, "ben@example.com");
    await expectCode(c.as.mutation(api.households.accept, { token }), "INVITATION_WRONG_ADDRESS");
    await b.as.mutation(api.households.accept, { token });
    await expectCode(b.as.mutation(api.households.accept, { token }), "INVALID_LINK");

    const forCat = await invite(t, a.as, "cat@example.com");
    const pending = await a.as.query(api.households.invitations, {});
    expect(pending.map((p) => p.email)).toEqual(["cat@example.com"]);
    await a.as.mutation(api.households.revokeInvitation, { invitationId: pending[0]._id });
    await expectCode(c.as.mutation(api.households.accept, { token: forCat }), "INVALID_LINK");

    vi.useFakeTimers({ now: Date.now() });
    try {
      const late = await invite(t, a.as, "cat@example.com");
      vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1);
      await expectCode(c.as.mutation(api.households.accept, { token: late }), "INVALID_LINK");
    } finally {
      vi.useRealTimers();
    }
    expect((await c.as.query(api.households.mine, {})).length).toBe(1);
  });

  test("only owners invite; a member cannot be invited twice; sends are rate limited", async () => {
    const { t, a, b } = await couple();
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "editor");
    await expectCode(
      b.as.mutation(api.households.invite, { email: "x@example.com", role: "viewer" }),
      "OWNERS_ONLY",
    );
    await expectCode(
      a.as.mutation(api.households.invite, { email: "ben@example.com", role: "viewer" }),
      "ALREADY_MEMBER",
    );
    for (let i = 0; i < 3; i++) {
      await a.as.mutation(api.households.invite, { email: "x@example.com", role: "viewer" });
    }
    await expectCode(
      a.as.mutation(api.households.invite, { email: "x@example.com", role: "viewer" }),
      "RATE_LIMITED",
    );
  });
});

describe("roles, removal and leaving", () => {
  test("a removed member loses access at once, lands on their own household, told why", async () => {
    const { t, a, b } = await couple();
    const household = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, household, b.userId, "editor");
    const account = await a.as.mutation(api.accounts.create, cash);
    const tx = await b.as.mutation(api.transactions.create, { accountId: account, ...expense });
    await a.as.mutation(api.households.removeMember, { userId: b.userId });
    await expectCode(b.as.query(api.accounts.get, { id: account, today: TODAY }), "NOT_FOUND");
    expect(await b.as.query(api.accounts.list, { today: TODAY })).toEqual([]);
    expect(await b.as.query(api.households.notice, {})).toEqual({ removedFrom: "ann" });
    await b.as.mutation(api.households.dismissNotice, {});
    expect(await b.as.query(api.households.notice, {})).toBeNull();
    await expectCode(
      b.as.mutation(api.households.switchTo, { householdId: household }),
      "NOT_FOUND",
    );
    // What B entered stays in A's books.
    expect((await a.as.query(api.transactions.get, { id: tx }))?.createdBy).toBe(b.userId);
  });

  test("the owner cannot leave while others remain unless ownership is handed over", async () => {
    const { t, a, b } = await couple();
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "viewer");
    await expectCode(a.as.mutation(api.households.leave, {}), "HOUSEHOLD_OWNER_MUST_HAND_OVER");
    await expectCode(
      a.as.mutation(api.households.setRole, { userId: a.userId, role: "editor" }),
      "HOUSEHOLD_OWNER_MUST_HAND_OVER",
    );
    await a.as.mutation(api.households.setRole, { userId: b.userId, role: "owner" });
    await a.as.mutation(api.households.leave, {});
    const annHas = await a.as.query(api.households.mine, {});
    expect(annHas).toHaveLength(1);
    expect(annHas[0]).toMatchObject({ role: "owner", active: true });
    expect(await b.as.query(api.households.members, {})).toEqual([
      { userId: b.userId, email: "ben@example.com", role: "owner" },
    ]);
  });

  test("a viewer is refused changes with VIEWER_READ_ONLY and switching back restores their own books", async () => {
    const { t, a, b } = await couple();
    const account = await a.as.mutation(api.accounts.create, cash);
    const own = await openHouseholdOf(t, b.userId);
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "viewer");
    await expectCode(
      b.as.mutation(api.transactions.create, { accountId: account, ...expense }),
      "VIEWER_READ_ONLY",
    );
    expect(await b.as.query(api.accounts.get, { id: account, today: TODAY })).toMatchObject({
      _id: account,
    });
    await b.as.mutation(api.households.switchTo, { householdId: own });
    expect(await b.as.query(api.accounts.list, { today: TODAY })).toEqual([]);
  });
});

describe("who did what", () => {
  test("transactions record who created and who last changed them; Home lists others' changes", async () => {
    const { t, a, b } = await couple();
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "editor");
    const account = await a.as.mutation(api.accounts.create, cash);
    const tx = await a.as.mutation(api.transactions.create, { accountId: account, ...expense });
    expect(await b.as.query(api.households.recentByOthers, {})).toHaveLength(1);
    expect(await a.as.query(api.households.recentByOthers, {})).toEqual([]);
    await b.as.mutation(api.transactions.update, { id: tx, ...expense, amount: 900 });
    const stored = await a.as.query(api.transactions.get, { id: tx });
    expect(stored).toMatchObject({ createdBy: a.userId, updatedBy: b.userId });
    const recent = await a.as.query(api.households.recentByOthers, {});
    expect(recent).toMatchObject([{ _id: tx, updatedBy: b.userId, amount: -900, created: false }]);
  });

  test("display currency and language stay per person inside a shared household", async () => {
    const { t, a, b } = await couple();
    await a.as.mutation(api.preferences.save, { currency: "EUR", language: "de" });
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "viewer");
    expect(await b.as.query(api.preferences.get, {})).toBeNull();
    await b.as.mutation(api.preferences.save, { currency: "JPY" });
    expect((await a.as.query(api.preferences.get, {}))?.currency).toBe("EUR");
    const summary = await b.as.query(api.accounts.summary, {});
    expect(JSON.stringify(summary)).toContain("JPY");
  });
});

describe("account deletion", () => {
  test("deleting an account ends the personal household and leaves shared ones to the others", async () => {
    const { t, a, b } = await couple();
    // B shares A's personal household; A also has a shared household with B as editor.
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "editor");
    const shared = await a.as.mutation(api.households.create, { name: "Family" });
    await joinHousehold(t, shared, b.userId, "editor");
    await a.as.mutation(api.accounts.create, cash);
    await a.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {});
    const left = await b.as.query(api.households.mine, {});
    expect(left.map((h) => [h.name, h.role]).sort()).toEqual([
      ["Family", "owner"],
      ["ben", "owner"],
    ]);
    expect(await t.run(async (ctx) => await ctx.db.get("users", a.userId))).toBeNull();
  });
});

describe("account deletion keeping the books", () => {
  test("when the person's id stays as a shared household's key, their sign-in, two-factor and browsers go", async () => {
    const { t, a, b } = await couple();
    // Ben's first household (keyed by his id, holding his account) is handed to Ann.
    const bens = await openHouseholdOf(t, b.userId);
    const anns = await openHouseholdOf(t, a.userId);
    const account = await b.as.mutation(api.accounts.create, cash);
    await enableTwoFactor(b.as);
    await b.as.mutation(api.security.reportClient, {
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
      browserId: "ab".repeat(16),
    });
    await joinHousehold(t, bens, a.userId, "owner");
    await joinHousehold(t, anns, b.userId, "editor");
    // Ben leaves his first household to Ann (an owner who joined later cannot remove him).
    await b.as.mutation(api.households.switchTo, { householdId: bens });
    await b.as.mutation(api.households.leave, {});
    await b.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {});
    const left = await t.run(async (ctx) => ({
      user: await ctx.db.get("users", b.userId),
      account: await ctx.db.get("accounts", account),
      personal: [
        ...(await ctx.db
          .query("twoFactor")
          .withIndex("by_user", (q) => q.eq("userId", b.userId))
          .collect()),
        ...(await ctx.db
          .query("sessionInfo")
          .withIndex("by_user", (q) => q.eq("userId", b.userId))
          .collect()),
        ...(await ctx.db
          .query("knownBrowsers")
          .withIndex("by_user_hash", (q) => q.eq("userId", b.userId))
          .collect()),
        ...(await ctx.db
          .query("authSessions")
          .withIndex("userId", (q) => q.eq("userId", b.userId))
          .collect()),
      ],
    }));
    // The household's books stay under the kept id; nothing of the person does.
    expect(left.user).toEqual(expect.objectContaining({ householdLedger: true }));
    expect(left.account).not.toBeNull();
    expect(left.personal).toEqual([]);
  });
});

describe("migration", () => {
  test("gives every existing user a personal household over their own data, in batches", async () => {
    const t = newTest();
    const users: Id<"users">[] = [];
    await t.run(async (ctx) => {
      for (let i = 0; i < 450; i++)
        users.push(await ctx.db.insert("users", { email: `u${i}@x.io` }));
      await ctx.db.insert("accounts", {
        userId: users[7],
        name: "Old",
        type: "cash",
        currency: "USD",
        initialBalance: 0,
        balance: 0,
      });
    });
    const first = await t.mutation(internal.internal.households.migrate, { cursor: null });
    expect(first).toEqual({ migrated: 200, done: false });
    await t.finishAllScheduledFunctions(() => {});
    const rows = await t.run(async (ctx) => ({
      households: (await ctx.db.query("households").collect()).length,
      members: await ctx.db.query("householdMembers").collect(),
    }));
    expect(rows.households).toBe(450);
    expect(
      rows.members.every((m) => m.role === "owner" && m.active && m.ledgerKey === m.userId),
    ).toBe(true);
    // Running it again changes nothing.
    expect(await t.mutation(internal.internal.households.migrate, { cursor: null })).toEqual({
      migrated: 0,
      done: false,
    });
    const old = await t.run(async (ctx) => {
      const sessionId = await ctx.db.insert("authSessions", {
        userId: users[7],
        expirationTime: Date.now() + 3600_000,
      });
      return sessionId;
    });
    const as = t.withIdentity({ subject: `${users[7]}|${old}` });
    expect((await as.query(api.accounts.list, { today: TODAY })).map((x) => x.name)).toEqual([
      "Old",
    ]);
  });
});
