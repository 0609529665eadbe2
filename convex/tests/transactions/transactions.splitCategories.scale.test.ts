/**
 * Scale of the category filter with split transactions: 100,000 plain transactions and 10,000
 * splits with a part in "travel" over ten years. A category page merges the plain rows' index
 * with the splits' splitCategories index, so it reads about two documents per split row and
 * one per plain row (plus the session, user and accounts), never the history: convex-test is
 * held to 2 × the page + 50 documents and fails the query otherwise.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { FunctionReference } from "convex/server";
import { makeAccount, newTest, signIn, type Caller } from "../../testing/helpers.testkit";
import { seedHistory, seedSplits } from "../../testing/seed.testkit";

const TOTAL = 100_000;
const SPLITS = 10_000;
const PAGE = 50;
const LIMITS = { documentsRead: 2 * PAGE + 50, bytesRead: 2 * 1024 * 1024 };

/** The documents a query reads, from Convex's own metrics. */
async function readsOf(as: Caller, query: AnyQuery, args: Record<string, unknown>) {
  return await as.run(async (ctx) => {
    const before = await ctx.meta.getTransactionMetrics();
    await ctx.runQuery(query, args);
    const after = await ctx.meta.getTransactionMetrics();
    return after.documentsRead.used - before.documentsRead.used;
  });
}
type AnyQuery = FunctionReference<"query", "public", Record<string, unknown>>;

test(
  `${TOTAL} transactions and ${SPLITS} splits: a category page stays small`,
  { timeout: 180_000 },
  async () => {
    const t = newTest(LIMITS);
    const { as, userId } = await signIn(t, "big@example.com");
    const accountId = await makeAccount(as, "USD");
    await seedHistory(t, userId, accountId, TOTAL);
    await seedSplits(t, userId, accountId, SPLITS);

    for (const order of ["desc", "asc"] as const) {
      const one = { accountId, category: "travel" as const, order };
      const first = await as.query(api.transactions.list, {
        ...one,
        paginationOpts: { numItems: PAGE, cursor: null },
      });
      const second = await as.query(api.transactions.list, {
        ...one,
        paginationOpts: { numItems: PAGE, cursor: first.continueCursor },
      });
      const rows = [...first.page, ...second.page];
      // Full pages in date order, splits (found by their second part) among plain rows.
      expect(rows.length).toBeGreaterThanOrEqual(PAGE);
      const dates = rows.map((tx) => tx.date);
      expect(dates).toEqual(
        [...dates].sort((a, b) => (order === "asc" ? 1 : -1) * a.localeCompare(b)),
      );
      expect(rows.some((tx) => tx.splits !== undefined && tx.category !== "travel")).toBe(true);
      expect(rows.some((tx) => tx.splits === undefined)).toBe(true);
      expect(new Set(rows.map((tx) => tx._id)).size).toBe(rows.length);
      for (const tx of rows) {
        expect(tx.category === "travel" || tx.splits?.some((p) => p.category === "travel")).toBe(
          true,
        );
      }
    }

    const args = { category: "travel", paginationOpts: { numItems: PAGE, cursor: null } };
    const list = api.transactions.list as AnyQuery;
    const listAll = api.transactions.listAll as AnyQuery;
    const oneReads = await readsOf(as, list, { accountId, ...args });
    const allReads = await readsOf(as, listAll, args);
    const year = { dateFrom: "2019-01-01", dateTo: "2019-12-31", minAmount: 300 };
    const ranged = await readsOf(as, listAll, { ...args, ...year });
    console.log(
      `travel first page reads: one account ${oneReads}, all ${allReads}, ranged ${ranged}`,
    );
    for (const reads of [oneReads, allReads, ranged])
      expect(reads).toBeLessThanOrEqual(2 * PAGE + 10);
  },
);
