/**
 * Deleting a category used by a very large history, held to Convex's limits (newTest turns
 * them on): every batch pages through its account-month instead of reading it whole.
 *
 * It runs on the offline backend's indexed storage: convex-test's own storage walks every
 * document for each index range, which makes 40,000 rows take minutes instead of seconds.
 */
import "../../../offline-backend/src/storage/vitest.setup";
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { postEntries } from "../../model/ledger/batch";
import { MOVE_BATCH } from "../../model/categories/move";
import {
  rollupsOf,
  setupWithAccount,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";

const TOTAL = 40_000;
const CHUNK = 4_000;

/** `TOTAL` expenses in June 2024 filed under `category`, inserted through the batch ledger. */
async function fillJune(
  t: TestConvex,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  category: Id<"categories">,
) {
  for (let start = 0; start < TOTAL; start += CHUNK) {
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      const entries = Array.from({ length: CHUNK }, (_, k) => {
        const i = start + k;
        const amount = -(2 + (i % 500));
        return {
          userId,
          accountId,
          date: `2024-06-${String(1 + (i % 30)).padStart(2, "0")}`,
          kind: "expense" as const,
          amount,
          category,
          // Some with a payee, some split with a built-in category, like a real month.
          ...(i % 7 === 0 ? { payee: `Vet ${i % 5}` } : {}),
          ...(i % 11 === 0
            ? {
                splits: [
                  { category: "food" as const, amount: -1 },
                  { category, amount: amount + 1 },
                ],
              }
            : {}),
        };
      });
      await postEntries(ctx, account, entries);
    });
  }
}

async function readsOf(as: Caller, id: Id<"categories">) {
  return await as.run(async (ctx) => {
    const before = await ctx.meta.getTransactionMetrics();
    await ctx.runMutation(api.categories.remove, { id, moveTo: "other" });
    const after = await ctx.meta.getTransactionMetrics();
    return after.documentsRead.used - before.documentsRead.used;
  });
}

describe("deleting a category with a very large history", () => {
  test("40,000 transactions in one account-month move completely, each batch within the limits", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    await fillJune(t, userId, accountId, pets);

    // The mutation itself only marks the category and schedules the move.
    expect(await readsOf(as, pets)).toBeLessThan(10);
    vi.useFakeTimers();
    await t.finishAllScheduledFunctions(vi.runAllTimers, 10 * Math.ceil(TOTAL / MOVE_BATCH));
    vi.useRealTimers();
    const batches = await t.run((ctx) => ctx.db.system.query("_scheduled_functions").collect());
    // Every batch finished within Convex's limits (a failed one would be marked so).
    expect(batches.filter((b) => b.state.kind !== "success")).toEqual([]);
    expect(batches.length).toBeLessThanOrEqual(Math.ceil(TOTAL / MOVE_BATCH) + 2);

    // Read back a day at a time: the whole month is more than one function may read.
    let moved = 0;
    for (let day = 1; day <= 30; day++) {
      const date = `2024-06-${String(day).padStart(2, "0")}`;
      const txs = await t.run((ctx) =>
        ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) => q.eq("accountId", accountId).eq("date", date))
          .collect(),
      );
      const holds = txs.filter(
        (tx) => tx.category === pets || (tx.splits ?? []).some((p) => p.category === pets),
      );
      expect(holds).toEqual([]);
      moved += txs.length;
    }
    expect(moved).toBe(TOTAL);
    const rollups = await rollupsOf(t, accountId);
    expect(rollups.find((r) => r.category === pets)).toBeUndefined();
    expect(rollups.find((r) => r.category === "other")?.count).toBe(TOTAL);
    const payees = await t.run((ctx) => ctx.db.query("payees").collect());
    expect(payees.flatMap((p) => p.categories.map((c) => c.category))).not.toContain(pets);
    expect(await t.run((ctx) => ctx.db.get("categories", pets))).toBeNull();
  }, 600_000);
});
