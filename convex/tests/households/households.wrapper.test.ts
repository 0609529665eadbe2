/**
 * The mutation wrapper's household (lib/functions.ts): sign-up and the migration make a
 * person's personal household, so an ordinary mutation only reads the open household; only a
 * user the migration has not reached yet gets theirs made, on their first mutation.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { newAuthTest, signUp } from "../../testing/auth.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { cash, newTest, signIn, TODAY, type TestConvex } from "../../testing/helpers.testkit";

async function householdsOf(t: Pick<TestConvex, "run">, userId: Id<"users">) {
  return await t.run(async (ctx) => ({
    personal: await ctx.db
      .query("households")
      .withIndex("by_personalOf", (q) => q.eq("personalOf", userId))
      .collect(),
    all: (await ctx.db.query("households").collect()).length,
  }));
}

describe("the mutation wrapper's household", () => {
  test("a brand-new user has their household from sign-up; their first mutation works in it", async () => {
    const t = newAuthTest();
    const as = await signUp(t, "new@example.com");
    const [mine] = await as.query(api.households.mine, {});
    expect(mine).toMatchObject({ role: "owner", active: true, name: "new" });
    const accountId = await as.mutation(api.accounts.create, cash);
    const account = await t.run(async (ctx) => await ctx.db.get("accounts", accountId));
    const household = await t.run(async (ctx) => await ctx.db.get("households", mine._id));
    expect(account?.userId).toBe(household?.ledgerKey);
    expect((await as.query(api.households.mine, {})).map((h) => h._id)).toEqual([mine._id]);
  });

  test("a user the migration has not reached gets their household on their first mutation only", async () => {
    const t = newTest();
    const { userId, sessionId } = await t.run(async (ctx) => {
      const userId = await ctx.db.insert("users", { email: "old@example.com" });
      const expirationTime = Date.now() + 3600_000;
      return { userId, sessionId: await ctx.db.insert("authSessions", { userId, expirationTime }) };
    });
    const as = t.withIdentity({ subject: `${userId}|${sessionId}` });
    expect((await householdsOf(t, userId)).all).toBe(0);
    await as.mutation(api.accounts.create, cash);
    const first = await householdsOf(t, userId);
    expect(first.personal).toHaveLength(1);
    expect(first.personal[0].ledgerKey).toBe(userId);
    await as.mutation(api.accounts.create, { ...cash, name: "Second" });
    expect(await householdsOf(t, userId)).toEqual(first);
    expect((await as.query(api.accounts.list, { today: TODAY })).map((a) => a.name).sort()).toEqual(
      ["Second", "Wallet"],
    );
  });

  test("an ordinary mutation writes no household row: it reads the open one and goes on", async () => {
    const t = newTest();
    const ann = await signIn(t, "ann@example.com");
    const ben = await signIn(t, "ben@example.com");
    const shared = await openHouseholdOf(t, ann.userId);
    await joinHousehold(t, shared, ben.userId, "editor");
    // Ben belongs to Ann's household and has none of his own (as left by data from before).
    await t.run(async (ctx) => {
      const own = await ctx.db
        .query("households")
        .withIndex("by_personalOf", (q) => q.eq("personalOf", ben.userId))
        .unique();
      const row = await ctx.db
        .query("householdMembers")
        .withIndex("by_household_user", (q) =>
          q.eq("householdId", own!._id).eq("userId", ben.userId),
        )
        .unique();
      await ctx.db.delete("householdMembers", row!._id);
      await ctx.db.delete("households", own!._id);
    });
    const before = await householdsOf(t, ben.userId);
    await ben.as.mutation(api.accounts.create, cash);
    expect(await householdsOf(t, ben.userId)).toEqual(before);
    expect(before.personal).toEqual([]);
  });
  test("a person taken out of their first household while another is open gets a new one of their own", async () => {
    const t = newTest();
    const ann = await signIn(t, "ann@example.com");
    const ben = await signIn(t, "ben@example.com");
    const bens = await openHouseholdOf(t, ben.userId);
    const anns = await openHouseholdOf(t, ann.userId);
    await joinHousehold(t, bens, ann.userId, "owner");
    await joinHousehold(t, anns, ben.userId, "editor");
    // Ben stepped down in his first household (Ann, who joined later, could not demote him).
    await ben.as.mutation(api.households.switchTo, { householdId: bens });
    await ben.as.mutation(api.households.setRole, { userId: ben.userId, role: "editor" });
    await ben.as.mutation(api.households.switchTo, { householdId: anns });
    await ann.as.mutation(api.households.removeMember, { userId: ben.userId });
    const { personal } = await householdsOf(t, ben.userId);
    expect(personal).toHaveLength(1);
    expect(personal[0]._id).not.toBe(bens);
    await ben.as.mutation(api.accounts.create, cash);
    const mine = await ben.as.query(api.households.mine, {});
    expect(mine.map((h) => [h._id, h.active]).sort()).toEqual(
      [
        [anns, true],
        [personal[0]._id, false],
      ].sort(),
    );
  });
});
