import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { DELETE_BATCH_SIZE } from "../../model/accounts/removal";
import { postEntry } from "../../model/ledger/entries";
import {
  balanceOf,
  makeAccount,
  newTest,
  signedIn,
  signIn,
  type TestConvex,
  TODAY,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

afterEach(() => {
  vi.useRealTimers();
});

/** Inserts `count` expenses through the ledger, so balances and rollups are right. */
async function insertMany(
  t: TestConvex,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  count: number,
) {
  // In batches: one seeding call is held to Convex's per-function limits too.
  for (let start = 0; start < count; start += 200) {
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      for (let i = start; i < Math.min(count, start + 200); i++) {
        const date = `20${10 + (i % 10)}-${String((i % 12) + 1).padStart(2, "0")}-01`;
        await postEntry(ctx, account, {
          userId,
          accountId,
          date,
          kind: "expense",
          amount: -(i + 1),
          category: i % 2 === 0 ? "food" : "travel",
        });
      }
    });
  }
}

async function countFor(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run(async (ctx) => ({
    transactions: (
      await ctx.db
        .query("transactions")
        .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
        .collect()
    ).length,
    rollups: (
      await ctx.db
        .query("monthlyRollups")
        .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
        .collect()
    ).length,
    account: await ctx.db.get("accounts", accountId),
  }));
}

describe("deleting an account", () => {
  test("more transactions than one batch are all removed by scheduled batches, no orphans", async () => {
    vi.useFakeTimers();
    const { t, as, userId } = await signedIn();
    const doomed = await makeAccount(as);
    const kept = await makeAccount(as, "USD", 1_000);
    await insertMany(t, userId, doomed, DELETE_BATCH_SIZE * 2 + 150);
    await insertMany(t, userId, kept, 3);
    await as.mutation(api.accounts.remove, { id: doomed });
    // Hidden at once, even while batches are still pending.
    expect((await as.query(api.accounts.list, { today: TODAY })).map((a) => a._id)).toEqual([kept]);
    expect((await countFor(t, doomed)).transactions).toBeGreaterThan(0);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await countFor(t, doomed)).toEqual({ transactions: 0, rollups: 0, account: null });
    expect((await countFor(t, kept)).transactions).toBe(3);
    await checkLedger(t);
  });

  test("transfer counterparts become plain income/expense and keep the other balance", async () => {
    vi.useFakeTimers();
    const { t, as } = await signedIn();
    const doomed = await makeAccount(as, "USD", 10_000);
    const kept = await makeAccount(as, "EUR", 0);
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "EUR", rate: 0.5 });
    const first = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: doomed,
      toAccountId: kept,
      amount: 4_000,
      date: TODAY,
    });
    const second = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: kept,
      toAccountId: doomed,
      amount: 500,
      date: TODAY,
      notes: "back",
    });
    await as.mutation(api.accounts.remove, { id: doomed });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await balanceOf(t, kept)).toBe(1_500);
    expect(await as.query(api.transactions.get, { id: first.toId })).toMatchObject({
      kind: "income",
      amount: 2_000,
      original: { amount: 4_000, currency: "USD", rate: 0.5 },
    });
    const back = await as.query(api.transactions.get, { id: second.fromId });
    expect(back).toMatchObject({ kind: "expense", amount: -500, notes: "back" });
    expect(back.counterpartId).toBeUndefined();
    await checkLedger(t);
  });

  test("another user's account cannot be deleted and stays whole", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    const id = await makeAccount(a.as, "USD", 5);
    await expect(b.as.mutation(api.accounts.remove, { id })).rejects.toMatchObject({
      data: { code: "NOT_FOUND" },
    });
    expect(await balanceOf(t, id)).toBe(5);
  });
});
