/**
 * A reconciled transaction stays as the statement matched it, whichever writer reaches it:
 * undo of an import, of a bulk edit or of a rule applied, a payee renamed or merged, a
 * category deleted. Each of these leaves the reconciled rows as they are, changes the rest,
 * and says how many it kept (model/ledger/reconciledGuard.ts).
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { importKeyOf } from "../../shared/importing";
import {
  balanceOf,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
  TODAY,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

type TxId = Id<"transactions">;

/** Clears these rows and finishes a statement at TODAY whose balance matches: they reconcile. */
async function reconcile(as: Caller, accountId: Id<"accounts">, ids: TxId[]) {
  for (const id of ids) await as.mutation(api.reconciliation.setCleared, { id, cleared: true });
  const args = { accountId, statementDate: TODAY };
  const { clearedBalance } = await as.query(api.reconciliation.summary, args);
  const done = await as.mutation(api.reconciliation.finish, {
    ...args,
    statementBalance: clearedBalance,
  });
  expect(done.reconciled).toBe(ids.length);
}

/** What reconciliation protects on each row, as stored. */
async function snapshot(t: TestConvex, ids: TxId[]) {
  return await t.run(async (ctx) => {
    const rows = [];
    for (const id of ids) {
      const tx = await ctx.db.get("transactions", id);
      rows.push(
        tx && {
          amount: tx.amount,
          date: tx.date,
          payee: tx.payee,
          category: tx.category,
          splits: tx.splits,
          notes: tx.notes,
          tags: tx.tags,
          cleared: tx.cleared,
        },
      );
    }
    return rows;
  });
}

async function get(as: Caller, id: TxId) {
  return await as.query(api.transactions.get, { id });
}

describe("reconciled transactions have no side doors", () => {
  test("undoing an import keeps its reconciled rows and says how many", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const rows = [
      { date: "2024-06-01", amount: -1_200, payee: "Grocer", notes: "weekly", category: "food" },
      { date: "2024-06-03", amount: -800, payee: "Cafe", category: "food" },
      { date: "2024-06-05", amount: -500, payee: "Kiosk", category: "food" },
    ].map((row, i) => ({ ...row, key: importKeyOf(row, i) }));
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "june.csv",
      format: "csv",
      encoding: "utf-8",
      total: rows.length,
    });
    await as.mutation(api.imports.addChunk, { importId, rows });
    await as.mutation(api.imports.finish, { importId, duplicates: 0, cancelled: false });
    const imported = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_import", (q) => q.eq("importId", importId))
        .collect(),
    );
    const [grocer, cafe, kiosk] = ["Grocer", "Cafe", "Kiosk"].map(
      (payee) => imported.find((tx) => tx.payee === payee)!._id,
    );
    await reconcile(as, accountId, [grocer, cafe]);
    const before = await snapshot(t, [grocer, cafe]);

    await as.mutation(api.imports.undo, { importId });
    await t.finishAllScheduledFunctions(() => {});

    expect(await snapshot(t, [grocer, cafe])).toEqual(before);
    expect(await snapshot(t, [kiosk])).toEqual([null]);
    const [record] = await as.query(api.imports.list, { accountId });
    expect(record).toMatchObject({ status: "undone", kept: 2 });
    // 100.00 opening, less the two reconciled rows that stay.
    expect(await balanceOf(t, accountId)).toBe(8_000);
    await checkLedger(t);
  });

  test("undoing a bulk edit or re-categorisation leaves rows reconciled since", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(
      api.transactions.create,
      expense(accountId, 100, { payee: "Shop", notes: "a", tags: ["old"] }),
    );
    const b = await as.mutation(api.transactions.create, expense(accountId, 200));
    const open = await as.mutation(api.transactions.create, expense(accountId, 300));
    const edit = await as.mutation(api.bulk.edit, {
      ids: [a, b, open],
      payee: "Market",
      addTags: ["trip"],
    });
    const moved = await as.mutation(api.bulk.recategorize, {
      ids: [a, b, open],
      category: "transportation",
    });
    await reconcile(as, accountId, [a, b]);
    const before = await snapshot(t, [a, b]);

    expect(await as.mutation(api.bulk.undo, { undoId: moved.undoId })).toEqual({ kept: 2 });
    expect(await as.mutation(api.bulk.undo, { undoId: edit.undoId })).toEqual({ kept: 2 });

    expect(await snapshot(t, [a, b])).toEqual(before);
    expect(before[0]).toMatchObject({ payee: "Market", category: "transportation" });
    // The row nobody reconciled is put back as it was.
    const reverted = await get(as, open);
    expect([reverted.payee, reverted.category, reverted.tags]).toEqual([
      undefined,
      "food",
      undefined,
    ]);
    await checkLedger(t);
  });

  test("undoing a change the user confirmed on a reconciled row puts it back", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    await reconcile(as, accountId, [a]);
    const before = await snapshot(t, [a]);
    await expectRefused(
      as.mutation(api.bulk.recategorize, { ids: [a], category: "gifts_donations" }),
    );
    const done = await as.mutation(api.bulk.recategorize, {
      ids: [a],
      category: "gifts_donations",
      allowReconciled: true,
    });
    expect(await as.mutation(api.bulk.undo, { undoId: done.undoId })).toEqual({ kept: 0 });
    expect(await snapshot(t, [a])).toEqual(before);
    await checkLedger(t);
  });

  test("a rule applied, then undone, leaves rows reconciled in between", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const ids: TxId[] = [];
    for (const amount of [100, 200, 300]) {
      const extra = { payee: "REWE", category: "other", notes: `n${amount}` };
      ids.push(await as.mutation(api.transactions.create, expense(accountId, amount, extra)));
    }
    const rule = await as.mutation(api.rules.create, {
      field: "payee",
      op: "equals",
      text: "rewe",
      setCategory: "food",
    });
    const applied = await as.mutation(api.rules.applyToExisting, { id: rule, cursor: null });
    expect(applied.changed).toBe(3);
    await reconcile(as, accountId, ids.slice(0, 2));
    const before = await snapshot(t, ids.slice(0, 2));

    expect(await as.mutation(api.bulk.undo, { undoId: applied.undoId! })).toEqual({ kept: 2 });

    expect(await snapshot(t, ids.slice(0, 2))).toEqual(before);
    expect(before.map((row) => row?.category)).toEqual(["food", "food"]);
    expect((await get(as, ids[2])).category).toBe("other");
    await checkLedger(t);
  });

  test("renaming or merging a payee leaves reconciled rows with the name they matched", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const shop = (amount: number) => expense(accountId, amount, { payee: "Corner shop" });
    const reconciled = [
      await as.mutation(api.transactions.create, shop(100)),
      await as.mutation(api.transactions.create, shop(200)),
    ];
    const open = await as.mutation(api.transactions.create, shop(300));
    await as.mutation(api.transactions.create, expense(accountId, 50, { payee: "Bakery" }));
    await reconcile(as, accountId, reconciled);
    const before = await snapshot(t, reconciled);
    const payees = async () =>
      (await as.query(api.payees.list, { paginationOpts: { numItems: 10, cursor: null } })).page;
    const idOf = async (name: string) => (await payees()).find((p) => p.name === name)!._id;

    const renamed = await as.mutation(api.payees.rename, {
      id: await idOf("Corner shop"),
      name: "Corner store",
    });
    expect(renamed).toEqual({ kept: 2 });
    expect(await snapshot(t, reconciled)).toEqual(before);
    expect((await get(as, open)).payee).toBe("Corner store");
    // The old name stays on the payee page with just the reconciled rows.
    const old = (await payees()).find((p) => p.name === "Corner shop");
    expect(old?.count).toBe(2);

    const merged = await as.mutation(api.payees.merge, {
      sourceId: await idOf("Corner shop"),
      targetId: await idOf("Bakery"),
    });
    expect(merged).toEqual({ kept: 2 });
    expect(await snapshot(t, reconciled)).toEqual(before);
    await checkLedger(t);
  });

  test("deleting a category leaves reconciled rows in it and keeps its name for them", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    const may = await as.mutation(
      api.transactions.create,
      expense(accountId, 400, { category: pets, date: "2024-05-10", notes: "vet" }),
    );
    const split = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, {
        splits: [
          { category: "food", amount: 700 },
          { category: pets, amount: 300 },
        ],
      }),
    );
    const open = await as.mutation(
      api.transactions.create,
      expense(accountId, 250, { category: pets }),
    );
    await reconcile(as, accountId, [may, split]);
    const before = await snapshot(t, [may, split]);

    expect(await as.mutation(api.categories.remove, { id: pets, moveTo: "other" })).toBeNull();
    await t.finishAllScheduledFunctions(() => {});

    expect(await snapshot(t, [may, split])).toEqual(before);
    expect((await get(as, open)).category).toBe("other");
    // Not offered any more, but still named for the rows that keep it.
    expect((await as.query(api.categories.list, {})).map((c) => c._id)).not.toContain(pets);
    expect(await as.query(api.categories.retired, {})).toEqual([{ _id: pets, name: "Pets" }]);
    const other = await signIn(t, "b@example.com");
    expect(await other.as.query(api.categories.retired, {})).toEqual([]);
    const rollups = await t.run((ctx) =>
      ctx.db
        .query("monthlyRollups")
        .withIndex("by_user_category_month", (q) => q.eq("userId", userId).eq("category", pets))
        .collect(),
    );
    expect(rollups.map((r) => [r.month, r.expense]).sort()).toEqual([
      ["2024-05", 400],
      ["2024-06", 300],
    ]);
    await checkLedger(t);
  });

  test("deleting the other account of a reconciled transfer keeps the reconciled side", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const savings = await makeAccount(as, "USD", 0);
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: savings,
      amount: 2_500,
      date: TODAY,
      notes: "to savings",
    });
    await reconcile(as, accountId, [fromId]);
    const [before] = await snapshot(t, [fromId]);

    await as.mutation(api.accounts.remove, { id: savings });
    await t.finishAllScheduledFunctions(() => {});

    // The user deleted the account; the side they reconciled stays, now an expense.
    expect(await snapshot(t, [fromId])).toEqual([before]);
    expect((await get(as, fromId)).kind).toBe("expense");
    expect(await balanceOf(t, accountId)).toBe(7_500);
    await checkLedger(t);
  });

  test("a category with no reconciled rows is deleted as before", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    await as.mutation(api.transactions.create, expense(accountId, 250, { category: pets }));
    expect(await as.mutation(api.categories.remove, { id: pets, moveTo: "other" })).toBeNull();
    await t.finishAllScheduledFunctions(() => {});
    expect(await as.query(api.categories.retired, {})).toEqual([]);
    expect(await t.run((ctx) => ctx.db.get("categories", pets))).toBeNull();
    await checkLedger(t);
  });
});

async function expectRefused(promise: Promise<unknown>) {
  await expect(promise).rejects.toMatchObject({
    data: expect.objectContaining({ code: "TRANSACTION_RECONCILED" }),
  });
}
