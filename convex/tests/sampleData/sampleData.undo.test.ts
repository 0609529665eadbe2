/** "Remove sample data" can be undone, by its owner only. */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode, expense, newTest, TODAY } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  EN,
  EVERYDAY,
  EVERYDAY_OWN,
  SAVINGS,
  snapshot,
  withSample,
} from "../../testing/sampleData.testkit";

describe("undoing the removal of sample data", () => {
  test("Undo brings back exactly what was removed, the user's own rows untouched", async () => {
    const { t, as, everyday } = await withSample();
    await as.mutation(api.transactions.create, expense(everyday, 1_234, { notes: "mine" }));
    const before = await snapshot(t);
    const { undoId } = await as.mutation(api.sampleData.remove, {});
    expect(await snapshot(t)).not.toEqual(before);
    // A small undo entry with one small item per removed row, far under Convex's 1 MiB.
    const { entry, items } = await t.run(async (ctx) => ({
      entry: await ctx.db.get("undoLog", undoId!),
      items: await ctx.db
        .query("undoItems")
        .withIndex("by_undo", (q) => q.eq("undoId", undoId!))
        .collect(),
    }));
    expect(items.length).toBeGreaterThan(30);
    expect(JSON.stringify(entry).length).toBeLessThan(64 * 1024);
    for (const item of items) expect(JSON.stringify(item).length).toBeLessThan(8 * 1024);
    await as.mutation(api.bulk.undo, { undoId: undoId! });
    expect(await snapshot(t)).toEqual(before);
    await checkLedger(t);
    expect(await as.query(api.sampleData.status, {})).toEqual({
      hasAccounts: true,
      hasSample: true,
    });
    // The restored sample is sample data again: removing it once more takes the same.
    expect(await as.query(api.sampleData.preview, {})).toMatchObject({
      accounts: [SAVINGS],
      kept: [EVERYDAY],
      budgets: 1,
    });
  });

  test("a budget the user set meanwhile for the same month and category wins", async () => {
    const { t, as } = await withSample();
    const { undoId } = await as.mutation(api.sampleData.remove, {});
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 7_000 });
    await as.mutation(api.bulk.undo, { undoId: undoId! });
    const month = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(month.categories.map((c) => c.budgeted)).toEqual([7_000]);
    await checkLedger(t);
  });

  test("a new sample replaces a removed one's undo, so two sets never stack", async () => {
    const { t, as } = await withSample();
    const { undoId } = await as.mutation(api.sampleData.remove, {});
    await as.mutation(api.sampleData.create, EN);
    await expectCode(as.mutation(api.bulk.undo, { undoId: undoId! }), "NOT_FOUND");
    expect(await as.query(api.accounts.list, { today: TODAY })).toHaveLength(2);
    await checkLedger(t);
  });

  test("another user can neither remove someone's sample nor undo its removal", async () => {
    const t = newTest();
    const alice = await withSample(t, "alice@example.com");
    const bob = await withSample(t, "bob@example.com");
    await bob.as.mutation(api.transactions.create, expense(bob.everyday, 500));
    const aliceBefore = await alice.as.query(api.accounts.list, { today: TODAY });
    const { undoId } = await alice.as.mutation(api.sampleData.remove, {});
    // Bob's remove takes his own sample only; Alice's undo entry is not his to use.
    await bob.as.mutation(api.sampleData.remove, {});
    await expectCode(bob.as.mutation(api.bulk.undo, { undoId: undoId! }), "NOT_FOUND");
    expect((await bob.as.query(api.accounts.list, { today: TODAY })).map((a) => a.name)).toEqual([
      EVERYDAY_OWN,
    ]);
    await alice.as.mutation(api.bulk.undo, { undoId: undoId! });
    expect(await alice.as.query(api.accounts.list, { today: TODAY })).toEqual(
      aliceBefore.map((a) => ({
        ...a,
        _id: expect.any(String),
        _creationTime: expect.any(Number),
      })),
    );
    await checkLedger(t);
  });
});
