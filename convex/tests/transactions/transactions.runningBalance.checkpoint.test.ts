/**
 * The register's running balance in a month dense with rows: each page reads the month's day
 * checkpoints and its own day's rows, never the whole month, so older pages stay inside
 * Convex's read limit (tighter limits here stand for Convex's 32,000 documents and a month of
 * 33,000 rows). Months from before the checkpoints are counted by the backfill.
 */
import { expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { postEntries } from "../../model/ledger/batch";
import type { Entry } from "../../model/ledger/entries";
import {
  makeAccount,
  newTest,
  signIn,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";

const ROWS = 2_000;
const LIMIT = 1_000;

async function denseMonth() {
  const t = newTest({ documentsRead: LIMIT });
  const { as, userId } = await signIn(t, "a@example.com");
  const accountId = await makeAccount(as, "USD", 100_000);
  const entries: Entry[] = Array.from({ length: ROWS }, (_, i) => ({
    userId,
    accountId,
    date: `2024-06-${String(1 + (i % 30)).padStart(2, "0")}`,
    kind: i % 7 === 0 ? "income" : "expense",
    amount: i % 7 === 0 ? 5_000 + i : -(100 + i),
    category: i % 7 === 0 ? "income" : "food",
  }));
  entries.push({ ...entries[1], date: "2024-07-02" }, { ...entries[1], date: "2024-05-30" });
  // In batches: seeding is held to the same limits.
  for (let i = 0; i < entries.length; i += 200) {
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      await postEntries(ctx, account, entries.slice(i, i + 200));
    });
  }
  return { t, as, accountId };
}

async function expected(t: TestConvex, accountId: Id<"accounts">) {
  const rows = [];
  let cursor: string | null = null;
  for (;;) {
    const page = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
        .paginate({ cursor, numItems: 1_000 }),
    );
    rows.push(...page.page);
    if (page.isDone) break;
    cursor = page.continueCursor;
  }
  let balance = 100_000;
  return new Map(rows.map((tx) => [tx._id as string, (balance += tx.amount)]));
}

async function everyPage(as: Caller, accountId: Id<"accounts">, order: "asc" | "desc") {
  const rows: { _id: string; balance?: number }[] = [];
  let cursor: string | null = null;
  for (;;) {
    const result: { page: typeof rows; isDone: boolean; continueCursor: string } = await as.query(
      api.transactions.list,
      { accountId, order, runningBalance: true, paginationOpts: { numItems: 400, cursor } },
    );
    rows.push(...result.page);
    if (result.isDone) return rows;
    cursor = result.continueCursor;
  }
}

test(
  "every page of a month with more rows than a query may read has its running balance",
  { timeout: 120_000 },
  async () => {
    const { t, as, accountId } = await denseMonth();
    const want = await expected(t, accountId);
    for (const order of ["desc", "asc"] as const) {
      const rows = await everyPage(as, accountId, order);
      expect(rows).toHaveLength(want.size);
      for (const row of rows) expect(row.balance).toBe(want.get(row._id));
    }
    // Edits keep the checkpoints right: a row moved to another day, one deleted, one added.
    const [first, second] = await everyPage(as, accountId, "asc");
    await as.mutation(api.transactions.remove, { id: first._id as Id<"transactions"> });
    const moved = (await as.query(api.transactions.get, { id: second._id as Id<"transactions"> }))!;
    await as.mutation(api.transactions.update, {
      id: moved._id,
      kind: "expense",
      amount: 777,
      date: "2024-06-17",
      category: "food",
    });
    await as.mutation(api.transactions.create, {
      accountId,
      kind: "income",
      amount: 1_234,
      date: "2024-06-09",
      category: "income",
    });
    const after = await expected(t, accountId);
    for (const row of await everyPage(as, accountId, "desc")) {
      expect(row.balance).toBe(after.get(row._id));
    }
  },
);

test(
  "a month written before the checkpoints is counted by the backfill, writes meanwhile included",
  { timeout: 120_000 },
  async () => {
    vi.useFakeTimers();
    const { t, as, accountId } = await denseMonth();
    // As a deployment from before daily nets: the rows and rollups, no checkpoints.
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("dailyNets").take(LIMIT - 10)) {
        await ctx.db.delete("dailyNets", row._id);
      }
    });
    // The first page of June is counted (its first days), then the user writes both
    // where the count has been and where it has not been yet.
    await t.mutation(internal.internal.dailyNets.backfillMonth, {
      accountId,
      month: "2024-06",
      cursor: null,
    });
    await t.mutation(internal.internal.dailyNets.backfillAll, {});
    await as.mutation(api.transactions.create, {
      accountId,
      kind: "expense",
      amount: 4_321,
      date: "2024-06-02",
      category: "food",
    });
    await as.mutation(api.transactions.create, {
      accountId,
      kind: "expense",
      amount: 999,
      date: "2024-06-29",
      category: "food",
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const want = await expected(t, accountId);
    const rows = await everyPage(as, accountId, "desc");
    expect(rows).toHaveLength(want.size);
    for (const row of rows) expect(row.balance).toBe(want.get(row._id));
    vi.useRealTimers();
  },
);
