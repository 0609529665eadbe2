/**
 * The stores a ledger write keeps in step are described once (model/ledger/stores.ts): a
 * single write and a batch of one leave the same balance, day rows, rollups, tag rows, split
 * category rows and payee statistics, whether they post, revise or remove.
 */
import { describe, expect, it } from "vitest";
import type { Doc, Id } from "../../_generated/dataModel";
import { postEntry, removeEntry, reviseEntry, type Entry } from "../../model/ledger/entries";
import { postEntries, removeEntries, reviseEntries } from "../../model/ledger/batch";
import { checkLedger } from "../../testing/ledger.testkit";
import { makeAccount, newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";

function entry(userId: Id<"users">, accountId: Id<"accounts">): Entry {
  return {
    userId,
    accountId,
    date: "2024-05-10",
    kind: "expense",
    amount: -5_000,
    category: "food",
    payee: "Market",
    tags: ["trip"],
    splits: [
      { category: "food", amount: -3_000 },
      { category: "shopping", amount: -2_000 },
    ],
  };
}

/** Everything derived from one account's transactions, without ids that differ by nature. */
async function storesOf(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run(async (ctx) => {
    const of = <T extends { accountId: Id<"accounts"> }>(rows: T[]) =>
      rows.filter((r) => r.accountId === accountId);
    const strip = <T extends object>(rows: T[]) =>
      rows
        .map((row) => {
          const {
            _id: _i,
            _creationTime: _c,
            accountId: _a,
            transactionId: _t,
            ...rest
          } = row as T & Partial<Doc<"transactionTags">>;
          return JSON.stringify(rest);
        })
        .sort();
    const account = (await ctx.db.get("accounts", accountId))!;
    return {
      balance: [account.balance - account.initialBalance, account.clearedTotal ?? 0],
      days: strip(of(await ctx.db.query("dailyNets").collect())),
      rollups: strip(of(await ctx.db.query("monthlyRollups").collect())),
      tags: strip(of(await ctx.db.query("transactionTags").collect())),
      splits: strip(of(await ctx.db.query("splitCategories").collect())),
    };
  });
}

describe("the ledger's derived stores", () => {
  it("are the same after a single write and after a batch of one: post, revise, remove", async () => {
    const t = newTest();
    const { userId, as } = await signIn(t, "alice@example.com");
    const single = await makeAccount(as, "USD", 0);
    const batch = await makeAccount(as, "USD", 0);
    const one = await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", single))!;
      return await postEntry(ctx, account, entry(userId, single));
    });
    const [many] = await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", batch))!;
      return await postEntries(ctx, account, [entry(userId, batch)]);
    });
    expect(await storesOf(t, batch)).toEqual(await storesOf(t, single));
    await checkLedger(t);

    const revised = (accountId: Id<"accounts">): Entry => ({
      ...entry(userId, accountId),
      date: "2024-06-02",
      tags: ["home"],
      splits: [
        { category: "housing", amount: -4_000 },
        { category: "shopping", amount: -1_000 },
      ],
    });
    await t.run(async (ctx) => {
      const tx = (await ctx.db.get("transactions", one))!;
      await reviseEntry(ctx, (await ctx.db.get("accounts", single))!, tx, revised(single));
      const other = (await ctx.db.get("transactions", many))!;
      await reviseEntries(
        ctx,
        (await ctx.db.get("accounts", batch))!,
        [{ tx: other, next: revised(batch) }],
        undefined,
      );
    });
    expect(await storesOf(t, batch)).toEqual(await storesOf(t, single));
    await checkLedger(t);

    await t.run(async (ctx) => {
      await removeEntry(
        ctx,
        (await ctx.db.get("accounts", single))!,
        (await ctx.db.get("transactions", one))!,
      );
      await removeEntries(ctx, (await ctx.db.get("accounts", batch))!, [
        (await ctx.db.get("transactions", many))!,
      ]);
    });
    const emptied = await storesOf(t, single);
    expect(emptied.tags).toEqual([]);
    expect(emptied.splits).toEqual([]);
    expect(await storesOf(t, batch)).toEqual(emptied);
    await checkLedger(t);
  });
});
