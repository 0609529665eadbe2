/**
 * What a stolen session, or a member who is gone, must not be able to do to a household:
 * let people in or push people out without a recent proof, push out the owners who were there
 * first, join on the word of a sender who has since lost their rights, go past the cap on
 * households per person, or mail links from the app's sender. And what deleting a person
 * leaves behind: no household without a member.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { latestMail } from "../../testing/auth.testkit";
import { fakeDate } from "../../testing/clock.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { createHousehold, MAX_MEMBERSHIPS, type Role } from "../../model/households/access";
import {
  expectCode,
  newTest,
  signIn,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";

const MINUTE = 60_000;
const clock = fakeDate(Date.UTC(2024, 5, 15, 9, 0, 0));

/** A invites `email` with `role`; the token from the e-mailed /join link. */
async function invite(t: TestConvex, as: Caller, email: string, role: Role = "editor") {
  await as.mutation(api.households.invite, { email, role });
  await t.finishAllScheduledFunctions(() => {});
  const mail = await latestMail(t, email);
  return /\/join\?token=([0-9a-f]{64})/.exec(mail.text)![1];
}

/** The same person signing in again: a new session, so a fresh proof. */
async function signInAgain(t: TestConvex, userId: Id<"users">): Promise<Caller> {
  const sessionId = await t.run(
    async (ctx) =>
      await ctx.db.insert("authSessions", { userId, expirationTime: Date.now() + 3600_000 }),
  );
  return t.withIdentity({ subject: `${userId}|${sessionId}` });
}

describe("a recent proof for who belongs", () => {
  test("a session signed in 11 minutes ago cannot invite (as owner least of all), change roles or remove members", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "editor");
    clock.advance(11 * MINUTE);
    const stolen = a.as;
    await expectCode(
      stolen.mutation(api.households.invite, { email: "mallory@example.com", role: "owner" }),
      "REAUTH_REQUIRED",
    );
    await expectCode(
      stolen.mutation(api.households.setRole, { userId: b.userId, role: "owner" }),
      "REAUTH_REQUIRED",
    );
    await expectCode(
      stolen.mutation(api.households.removeMember, { userId: b.userId }),
      "REAUTH_REQUIRED",
    );
    expect(await stolen.query(api.households.invitations, {})).toEqual([]);
    // With the password again (here: a new sign-in) each of them works.
    const fresh = await signInAgain(t, a.userId);
    await fresh.mutation(api.households.invite, { email: "cat@example.com", role: "viewer" });
    await fresh.mutation(api.households.setRole, { userId: b.userId, role: "viewer" });
    await fresh.mutation(api.households.removeMember, { userId: b.userId });
    expect((await fresh.query(api.households.members, {})).map((m) => m.userId)).toEqual([
      a.userId,
    ]);
  });

  test("an owner who joined later cannot remove or demote the first owner; the first owner can do both to them", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const m = await signIn(t, "mallory@example.com");
    const household = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, household, m.userId, "owner");
    await expectCode(
      m.as.mutation(api.households.removeMember, { userId: a.userId }),
      "HOUSEHOLD_EARLIER_OWNER",
    );
    await expectCode(
      m.as.mutation(api.households.setRole, { userId: a.userId, role: "viewer" }),
      "HOUSEHOLD_EARLIER_OWNER",
    );
    expect(await a.as.query(api.households.members, {})).toEqual(
      expect.arrayContaining([{ userId: a.userId, email: "ann@example.com", role: "owner" }]),
    );
    await a.as.mutation(api.households.setRole, { userId: m.userId, role: "viewer" });
    await a.as.mutation(api.households.removeMember, { userId: m.userId });
    expect((await a.as.query(api.households.members, {})).map((x) => x.userId)).toEqual([a.userId]);
  });
});

describe("invitations follow their sender's rights", () => {
  test("a co-owner demoted to viewer: the owner invitation he sent gives a viewer's rights", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    const household = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, household, b.userId, "owner");
    const token = await invite(t, b.as, "ben.second@example.com", "owner");
    await a.as.mutation(api.households.setRole, { userId: b.userId, role: "viewer" });
    const second = await signIn(t, "ben.second@example.com");
    expect(await second.as.query(api.households.invitation, { token })).toMatchObject({
      role: "viewer",
    });
    await second.as.mutation(api.households.accept, { token });
    const members = await a.as.query(api.households.members, {});
    expect(members.find((x) => x.userId === second.userId)?.role).toBe("viewer");
    await expectCode(
      second.as.mutation(api.households.removeMember, { userId: a.userId }),
      "OWNERS_ONLY",
    );
  });

  test("removing a co-owner revokes the invitations he sent; their links no longer work", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    const household = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, household, b.userId, "owner");
    const token = await invite(t, b.as, "ben.second@example.com", "owner");
    await invite(t, a.as, "cat@example.com", "viewer");
    await a.as.mutation(api.households.removeMember, { userId: b.userId });
    expect((await a.as.query(api.households.invitations, {})).map((p) => p.email)).toEqual([
      "cat@example.com",
    ]);
    const second = await signIn(t, "ben.second@example.com");
    expect(await second.as.query(api.households.invitation, { token })).toBeNull();
    await expectCode(second.as.mutation(api.households.accept, { token }), "INVALID_LINK");
  });

  test("a sender gone without the invitation being revoked gives nothing: the link is invalid", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    const household = await openHouseholdOf(t, a.userId);
    await joinHousehold(t, household, b.userId, "owner");
    const token = await invite(t, b.as, "ben.second@example.com", "owner");
    // As data from before revocation on removal would be: the row gone, the invitation kept.
    await t.run(async (ctx) => {
      const row = await ctx.db
        .query("householdMembers")
        .withIndex("by_household_user", (q) =>
          q.eq("householdId", household).eq("userId", b.userId),
        )
        .unique();
      await ctx.db.delete("householdMembers", row!._id);
    });
    const second = await signIn(t, "ben.second@example.com");
    await expectCode(second.as.mutation(api.households.accept, { token }), "INVALID_LINK");
  });
});

describe("the cap on households per person", () => {
  test("accepting an invitation is refused once the person is in the most households allowed", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const c = await signIn(t, "cat@example.com");
    await t.run(async (ctx) => {
      for (let i = 1; i < MAX_MEMBERSHIPS; i++)
        await createHousehold(ctx, c.userId, `H${i}`, false);
    });
    expect(await c.as.query(api.households.mine, {})).toHaveLength(MAX_MEMBERSHIPS);
    await expectCode(c.as.mutation(api.households.create, { name: "One more" }), "LIMIT_REACHED");
    const token = await invite(t, a.as, "cat@example.com");
    await expectCode(c.as.mutation(api.households.accept, { token }), "LIMIT_REACHED");
    expect(await c.as.query(api.households.mine, {})).toHaveLength(MAX_MEMBERSHIPS);
  });

  test("deleting a person in more households than the cap leaves no household without a member; the longest-standing member takes over", async () => {
    const t = newTest();
    // Ed signs up before Dan, so Ed's id sorts first; Dan joins the shared household first.
    const ed = await signIn(t, "ed@example.com");
    const dan = await signIn(t, "dan@example.com");
    const c = await signIn(t, "cat@example.com");
    const shared = await c.as.mutation(api.households.create, { name: "Shared" });
    await joinHousehold(t, shared, dan.userId, "editor");
    clock.advance(1000);
    await joinHousehold(t, shared, ed.userId, "viewer");
    // Over the cap, as accepting invitations allowed before.
    await t.run(async (ctx) => {
      for (let i = 0; i < 4; i++) await createHousehold(ctx, c.userId, `Extra ${i}`, false);
      for (let i = 0; i < MAX_MEMBERSHIPS - 4; i++)
        await createHousehold(ctx, c.userId, `More ${i}`, false);
    });
    await c.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {});
    const orphans = await t.run(async (ctx) => {
      const out: string[] = [];
      for (const household of await ctx.db.query("households").collect()) {
        const member = await ctx.db
          .query("householdMembers")
          .withIndex("by_household_user", (q) => q.eq("householdId", household._id))
          .first();
        if (member === null) out.push(household.name);
      }
      return out;
    });
    expect(orphans).toEqual([]);
    const danSees = await dan.as.query(api.households.mine, {});
    expect(danSees.find((h) => h._id === shared)?.role).toBe("owner");
    const edSees = await ed.as.query(api.households.mine, {});
    expect(edSees.find((h) => h._id === shared)?.role).toBe("viewer");
  });
});

describe("the invitation e-mail", () => {
  test("carries the inviter's and the household's names as plain text without links, cut short", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    await a.as.mutation(api.profile.updateName, {
      name: "Ann https://evil.example/login www.evil.example evil.example/x bank@evil.example",
    });
    await a.as.mutation(api.households.rename, {
      name: `Claim your refund at evil.example ${"x".repeat(40)}`,
    });
    await invite(t, a.as, "ben@example.com");
    const mail = await latestMail(t, "ben@example.com");
    for (const body of [mail.text, mail.html, mail.subject]) {
      expect(body).not.toMatch(/evil/);
    }
    expect(mail.text).toContain("Ann invites you");
    // Cut to 40 characters, the last one the ellipsis.
    expect(mail.text).toContain(`“Claim your refund at ${"x".repeat(18)}…”`);
    // The one link is the app's own.
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
  });

  test("a sender may send a handful of invitations, then waits, whatever the addresses", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    for (let i = 0; i < 5; i++) {
      await a.as.mutation(api.households.invite, { email: `p${i}@example.com`, role: "viewer" });
    }
    await expectCode(
      a.as.mutation(api.households.invite, { email: "p5@example.com", role: "viewer" }),
      "RATE_LIMITED",
    );
  });
});

describe("preferences are the person's own", () => {
  test("a viewer's export holds the viewer's preferences, never the first owner's", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    await a.as.mutation(api.preferences.save, { currency: "EUR", language: "de", darkMode: true });
    await b.as.mutation(api.preferences.save, { currency: "JPY" });
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "viewer");
    const page = await b.as.query(api.dataExport.page, {
      table: "userPreferences",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page).toEqual([expect.objectContaining({ currency: "JPY", language: "es" })]);
  });

  test("an editor's restore into the first owner's household leaves the owner's preferences alone", async () => {
    const t = newTest();
    const a = await signIn(t, "ann@example.com");
    const b = await signIn(t, "ben@example.com");
    await a.as.mutation(api.preferences.save, { currency: "EUR", language: "de" });
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "editor");
    await b.as.mutation(api.dataRestore.begin, {});
    await b.as.mutation(api.dataRestore.insert, {
      table: "userPreferences",
      docs: [{ language: "ja", currency: "JPY", darkMode: true, budgetType: "envelope" }],
    });
    await b.as.mutation(api.dataRestore.finish, {});
    expect(await a.as.query(api.preferences.get, {})).toEqual({
      language: "de",
      currency: "EUR",
      darkMode: false,
    });
    expect(await b.as.query(api.preferences.get, {})).toEqual({
      language: "ja",
      currency: "JPY",
      darkMode: true,
      budgetType: "envelope",
    });
  });
});
