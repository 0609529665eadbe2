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

    // The limits are really enforced: scanning the whole history in one function fails.
    await expect(t.run((ctx) => ctx.db.query("transactions").collect())).rejects.toThrow(
      /too many documents|too much data/,
    );
  },
);
