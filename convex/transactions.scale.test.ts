/**
 * Scale: one user with 100,000 transactions over 10 years. Lists and totals must read only a
 * page, the account documents and rollups, so they stay far below Convex's per-function limits
 * (here tightened to 2,000 documents read). Data is inserted directly, with balances and
 * rollups computed in memory, because posting 100k entries through mutations would be slow.
 */
import { expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { addTotals, contributionOf, type RollupTotals, ZERO_TOTALS } from "./model/rollups";
import { monthKey } from "./shared/dates";
import { CATEGORIES, type Category } from "./shared/domain";
import { newTest, signIn, type TestConvex, TODAY } from "./test.helpers";

const TOTAL = 100_000;
const CHUNK = 5_000;
const LIMITS = { documentsRead: 2_000, bytesRead: 2 * 1024 * 1024 };

interface Row {
  date: string;
  amount: number;
  category: Category;
  notes?: string;
}

function rowAt(i: number): Row {
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor((i * 3650) / TOTAL) * 86_400_000);
  const amount = i % 5 === 0 ? 10_000 + (i % 700) : -(100 + (i % 9_000));
  return {
    date: day.toISOString().slice(0, 10),
    amount,
    category: amount > 0 ? "income" : CATEGORIES[i % 11],
    notes: i % 1_000 === 0 ? `Coffee #${i}` : undefined,
  };
}

async function seed(t: TestConvex, userId: Id<"users">, accountId: Id<"accounts">) {
  const rollups = new Map<string, RollupTotals & { month: string; category: Category }>();
  let balance = 0;
  for (let start = 0; start < TOTAL; start += CHUNK) {
    const rows = Array.from({ length: CHUNK }, (_, k) => rowAt(start + k));
    await t.run(async (ctx) => {
      for (const row of rows) {
        const kind = row.amount > 0 ? ("income" as const) : ("expense" as const);
        await ctx.db.insert("transactions", { userId, accountId, kind, ...row });
        balance += row.amount;
        const month = monthKey(row.date);
        const key = `${month}|${row.category}`;
        const prev = rollups.get(key) ?? { ...ZERO_TOTALS, month, category: row.category };
        rollups.set(key, {
          ...prev,
          ...addTotals(prev, contributionOf({ kind, amount: row.amount })),
        });
      }
    });
  }
  await t.run(async (ctx) => {
    await ctx.db.patch("accounts", accountId, { balance });
    for (const r of rollups.values()) {
      await ctx.db.insert("monthlyRollups", { userId, accountId, currency: "USD", ...r });
    }
  });
  return { balance, rollupRows: rollups.size };
}

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
    const { balance } = await seed(t, userId, accountId);

    const first = await as.query(api.transactions.list, {
      accountId,
      paginationOpts: { numItems: 50, cursor: null },
    });
    expect(first.page).toHaveLength(50);
    expect(first.page[0].date >= first.page[49].date).toBe(true);
    expect(first.page[0].date).toBe(rowAt(TOTAL - 1).date);

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
