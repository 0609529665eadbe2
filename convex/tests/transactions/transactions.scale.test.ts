/**
 * Scale: one user with 100,000 transactions over 10 years. Lists and totals must read only a
 * page, the account documents and rollups, so they stay far below Convex's per-function limits
 * (here tightened to 2,000 documents read). Data is inserted directly, with balances and
 * rollups computed in memory, because posting 100k entries through mutations would be slow.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { newTest, signIn, TODAY } from "../../testing/helpers.testkit";
import { rowAt, seedHistory } from "../../testing/seed.testkit";

const TOTAL = 100_000;
const LIMITS = { documentsRead: 2_000, bytesRead: 2 * 1024 * 1024 };

test(
  `${TOTAL} transactions: first page, accounts and summary stay small`,
  { timeout: 120_000 },
  async () => {
    const t = newTest(LIMITS);
    const { as, userId } = await signIn(t, "big@example.com");
    const accountId = await as.mutation(api.accounts.create, {
      name: "Main",
      type: "bank",
      currency: "USD",
      initialBalance: 0,
    });
    const { balance } = await seedHistory(t, userId, accountId, TOTAL);

    const first = await as.query(api.transactions.list, {
      accountId,
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(first.page).toHaveLength(50);
    expect(first.page[0].date >= first.page[49].date).toBe(true);
    expect(first.page[0].date).toBe(rowAt(TOTAL - 1, TOTAL).date);

    const ranged = await as.query(api.transactions.list, {
      accountId,
      category: "travel",
      dateFrom: "2019-01-01",
      dateTo: "2019-12-31",
      order: "asc",
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(ranged.page.length).toBe(50);
    expect(ranged.page.every((tx) => tx.category === "travel" && tx.date.startsWith("2019"))).toBe(
      true,
    );

    const filtered = await as.query(api.transactions.list, {
      accountId,
      notes: "coffee",
      minAmount: 1,
      paginationOpts: { numItems: 200, cursor: null },
    });
    expect(filtered.page.every((tx) => tx.notes?.startsWith("Coffee"))).toBe(true);

    // The same through the all-accounts ledger's user-level indexes.
    const everything = await as.query(api.transactions.listAll, {
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(everything.page[0].date).toBe(rowAt(TOTAL - 1, TOTAL).date);
    const travelAll = await as.query(api.transactions.listAll, {
      category: "travel",
      dateFrom: "2019-01-01",
      dateTo: "2019-12-31",
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(travelAll.page.every((tx) => tx.category === "travel")).toBe(true);
    expect(travelAll.page).toHaveLength(50);

    const [account] = await as.query(api.accounts.list, { today: TODAY });
    expect(account.balance).toBe(balance);
    const summary = await as.query(api.accounts.summary, {});
    expect(summary.net).toBe(balance);

    // The register's running balance reads the page, rollups of the nearer end and at most
    // one month of rows (100,000 over 120 months: about 834 a month), never the history.
    const rowsPerMonth = Math.ceil(TOTAL / 120);
    for (const ends of [{}, { dateTo: "2019-06-15" }, { dateTo: "2015-03-15" }]) {
      const args = { accountId, runningBalance: true, ...ends };
      const { page, docs } = await as.run(async (ctx) => {
        const before = await ctx.meta.getTransactionMetrics();
        const result = await ctx.runQuery(api.transactions.list, {
          ...args,
          paginationOpts: { numItems: 50, cursor: null },
        });
        const after = await ctx.meta.getTransactionMetrics();
        return { page: result.page, docs: after.documentsRead.used - before.documentsRead.used };
      });
      expect(page.every((tx) => tx.balance !== undefined)).toBe(true);
      // Rollups: at most half the 120 months, 12 categories each, plus the account and ends.
      expect(docs).toBeLessThanOrEqual(50 + rowsPerMonth + 60 * 12 + 3);
      if (!("dateTo" in ends)) expect(page[0].balance).toBe(balance);
    }
    // From the start: the oldest row's balance is its own amount (the account opened at 0).
    const oldest = await as.query(api.transactions.list, {
      accountId,
      order: "asc",
      runningBalance: true,
      paginationOpts: { numItems: 2, cursor: null },
    });
    expect(oldest.page[0].balance).toBe(rowAt(0, TOTAL).amount);
    expect(oldest.page[1].balance).toBe(rowAt(0, TOTAL).amount + rowAt(1, TOTAL).amount);

    // The limits are really enforced: scanning the whole history in one function fails.
    await expect(t.run((ctx) => ctx.db.query("transactions").collect())).rejects.toThrow(
      /too many documents|too much data/,
    );
  },
);
