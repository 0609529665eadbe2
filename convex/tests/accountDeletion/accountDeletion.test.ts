/** R60 delete my account: everything the user owns goes, in bounded batches; others keep theirs. */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { USER_DELETE_BATCH } from "../../model/users/ownedTables";
import {
  expectCode,
  makeAccount,
  newTest,
  signIn,
  TODAY,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { OWNED } from "../../model/users/ownedTables";
import schema from "../../schema";
import { newAuthTest, signUp } from "../../testing/auth.testkit";

async function addTransactions(
  t: TestConvex,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  count: number,
) {
  for (let start = 0; start < count; start += 1000) {
    await t.run(async (ctx) => {
      for (let i = start; i < Math.min(count, start + 1000); i++) {
        await ctx.db.insert("transactions", {
          userId,
          accountId,
          date: TODAY,
          kind: "expense",
          amount: -1,
          category: "food",
        });
      }
    });
  }
}

async function countOwned(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => ({
    transactions: (
      await ctx.db
        .query("transactions")
        .withIndex("by_user_date", (q) => q.eq("userId", userId))
        .collect()
    ).length,
    accounts: (
      await ctx.db
        .query("accounts")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect()
    ).length,
    prefs: (
      await ctx.db
        .query("userPreferences")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect()
    ).length,
    user: await ctx.db.get("users", userId),
  }));
}

describe("R60 delete my account", () => {
  test("removes every owned document in batches within Convex's limits and keeps other users' data", async () => {
    // Tight limits prove each batch stays bounded however big the history is.
    const t = newTest({
      documentsWritten: USER_DELETE_BATCH + 50,
      documentsRead: 3 * USER_DELETE_BATCH,
    });
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    const accountA = await makeAccount(a.as);
    const accountB = await makeAccount(b.as);
    await a.as.mutation(api.preferences.ensure, {});
    await addTransactions(t, a.userId, accountA, 3500);
    await addTransactions(t, b.userId, accountB, 10);

    await a.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {}, 50);

    expect(await countOwned(t, a.userId)).toEqual({
      transactions: 0,
      accounts: 0,
      prefs: 0,
      user: null,
    });
    const left = await countOwned(t, b.userId);
    expect(left.transactions).toBe(10);
    expect(left.accounts).toBe(1);
    expect(await t.run((ctx) => ctx.db.query("accountDeletions").collect())).toEqual([]);
  });

  test("every table with a userId field is deleted with the user (checked against the schema)", () => {
    type JsonValidator = { type: string; value?: Record<string, unknown> };
    const withUserId = Object.entries(schema.tables)
      .filter(([, table]) => {
        const json = (table.validator as unknown as { json: JsonValidator }).json;
        return json.value !== undefined && "userId" in json.value;
      })
      .map(([name]) => name);
    // The deletion's own marker goes last, with the user (accountDeletion.ts).
    const deleted = new Set<string>([...OWNED.map(([table]) => table), "accountDeletions"]);
    expect(withUserId.filter((table) => !deleted.has(table))).toEqual([]);
  });

  test("no table keeps a document of the deleted user (checks every table in the schema)", async () => {
    const t = newTest();
    const a = await signIn(t, "all@example.com");
    const b = await signIn(t, "keep@example.com");
    const accountA = await makeAccount(a.as);
    await makeAccount(b.as);
    await addTransactions(t, a.userId, accountA, 20);
    await a.as.mutation(api.preferences.ensure, {});
    await a.as.mutation(api.budgets.set, {
      month: TODAY.slice(0, 7),
      scope: "food",
      amount: 10_000,
    });
    await a.as.mutation(api.advisor.dismiss, { id: "budgetPace:food:2024-06" });
    await t.run(async (ctx) => {
      const threadId = await ctx.db.insert("chatThreads", {
        userId: a.userId,
        title: "Budget",
        updatedAt: 1,
      });
      await ctx.db.insert("chatMessages", {
        userId: a.userId,
        threadId,
        role: "user",
        content: "Hi",
        status: "done",
      });
    });

    await a.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await t.finishAllScheduledFunctions(() => {}, 50);

    const leftovers = await t.run(async (ctx) => {
      const found: string[] = [];
      for (const table of Object.keys(schema.tables) as (keyof typeof schema.tables)[]) {
        const docs = await ctx.db.query(table).collect();
        if (docs.some((doc) => (doc as { userId?: unknown }).userId === a.userId))
          found.push(table);
      }
      return found;
    });
    expect(leftovers).toEqual([]);
    expect((await countOwned(t, b.userId)).accounts).toBe(1);
  });

  test("a real signed-up user: sessions end at once and the auth tables are emptied", async () => {
    const t = newAuthTest();
    const as = await signUp(t, "gone@example.com");
    await as.mutation(api.accountDeletion.deleteMyAccount, {});
    expect(await t.run((ctx) => ctx.db.query("authSessions").collect())).toEqual([]);
    expect(await t.run((ctx) => ctx.db.query("authRefreshTokens").collect())).toEqual([]);
    await t.finishAllScheduledFunctions(() => {});
    for (const table of [
      "users",
      "authAccounts",
      "loginEvents",
      "emailVerificationTokens",
      "authVerificationCodes",
    ] as const) {
      expect(await t.run((ctx) => ctx.db.query(table).collect()), table).toEqual([]);
    }
    // The address is free again.
    await signUp(t, "gone@example.com");
  });

  test("UNAUTHENTICATED when signed out", async () => {
    const t = newTest();
    await expectCode(t.mutation(api.accountDeletion.deleteMyAccount, {}), "UNAUTHENTICATED");
  });
});
