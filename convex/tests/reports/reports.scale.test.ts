/**
 * Scale (R31): one user with 100,000 transactions over 10 years in two currencies. Every
 * report, the budget month and the planner read only rollups and accounts, so each stays under
 * 2,000 documents read even over the whole 10 years (convex-test enforces the limit). Data is
 * inserted directly with rollups computed in memory: posting 100k entries through mutations
 * would only make the test slow.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  addTotals,
  contributionOf,
  type RollupTotals,
  ZERO_TOTALS,
} from "../../model/ledger/rollups";
import type { CurrencyCode } from "../../shared/currencies";
import { monthKey } from "../../shared/dates";
import { CATEGORIES, type Category } from "../../shared/domain";
import { newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";

const TOTAL = 100_000;
const CHUNK = 5_000;
const LIMITS = { documentsRead: 2_000, bytesRead: 2 * 1024 * 1024 };

interface Tx {
  side: "bank" | "savings";
  kind: "income" | "expense" | "transfer";
  amount: number;
  category: Category;
  date: string;
}

/** Transaction i: mostly bank expenses, a salary every 5th, a transfer to savings every 50th. */
function txAt(i: number): Tx {
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor((i * 3652) / TOTAL) * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  if (i % 50 === 0) {
    // Two rows (out of the bank, into savings) count as two of the 100,000.
    return {
      side: i % 100 === 0 ? "bank" : "savings",
      kind: "transfer",
      amount: i % 100 === 0 ? -22_000 : 20_000,
      category: "other",
      date,
    };
  }
  if (i % 5 === 0)
    return { side: "bank", kind: "income", amount: 10_000 + (i % 700), category: "income", date };
  return {
    side: "bank",
    kind: "expense",
    amount: -(100 + (i % 9_000)),
    category: CATEGORIES[i % 11],
    date,
  };
}

type Accounts = Record<Tx["side"], { id: Id<"accounts">; currency: CurrencyCode }>;

async function seed(t: TestConvex, userId: Id<"users">, accounts: Accounts) {
  const rollups = new Map<
    string,
    RollupTotals & { side: Tx["side"]; month: string; category: Category }
  >();
  const balances = { bank: 0, savings: 0 };
  for (let start = 0; start < TOTAL; start += CHUNK) {
    const rows = Array.from({ length: CHUNK }, (_, k) => txAt(start + k));
    await t.run(async (ctx) => {
      for (const { side, ...row } of rows) {
        await ctx.db.insert("transactions", { userId, accountId: accounts[side].id, ...row });
        balances[side] += row.amount;
        const month = monthKey(row.date);
        const key = `${side}|${month}|${row.category}`;
        const prev = rollups.get(key) ?? { ...ZERO_TOTALS, side, month, category: row.category };
        rollups.set(key, { ...prev, ...addTotals(prev, contributionOf(row)) });
      }
    });
  }
  await t.run(async (ctx) => {
    for (const side of ["bank", "savings"] as const) {
      await ctx.db.patch("accounts", accounts[side].id, { balance: balances[side] });
    }
    for (const { side, ...r } of rollups.values()) {
      await ctx.db.insert("monthlyRollups", {
        userId,
        accountId: accounts[side].id,
        currency: accounts[side].currency,
        ...r,
      });
    }
  });
  return { rollupRows: rollups.size, balances };
}

function expectedSpending(year: string): number {
  let total = 0;
  for (let i = 0; i < TOTAL; i += 1) {
    const tx = txAt(i);
    if (tx.kind === "expense" && tx.date.startsWith(year)) total -= tx.amount;
  }
  return total;
}

test(
  `${TOTAL} transactions over 10 years: every report reads under 2,000 documents`,
  { timeout: 120_000 },
  async () => {
    const t = newTest(LIMITS);
    const { as, userId } = await signIn(t, "big@example.com");
    const create = (name: string, currency: CurrencyCode) =>
      as.mutation(api.accounts.create, {
        name,
        type: name === "Bank" ? "bank" : "savings",
        currency,
        initialBalance: 0,
      });
    const accounts: Accounts = {
      bank: { id: await create("Bank", "USD"), currency: "USD" },
      savings: { id: await create("Savings", "EUR"), currency: "EUR" },
    };
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    const { rollupRows, balances } = await seed(t, userId, accounts);
    expect(rollupRows).toBeGreaterThan(1_400);

    const periods = [
      { from: "2024-01", to: "2024-12" }, // a year / year to date
      { from: "2024-10", to: "2024-12" }, // last 3 months
      { from: "2015-01", to: "2024-12" }, // all 10 years
    ];
    for (const period of periods) {
      for (const filter of [{}, { accountIds: [accounts.bank.id] }]) {
        const args = { ...period, ...filter };
        await as.query(api.reports.spendingByCategory, args);
        await as.query(api.reports.incomeVsExpenses, args);
        await as.query(api.reports.cashFlow, { ...args, today: "2024-12-31" });
        await as.query(api.reports.netWorthOverTime, args);
      }
    }

    const y2019 = await as.query(api.reports.spendingByCategory, {
      from: "2019-01",
      to: "2019-12",
    });
    expect(y2019.total).toBe(expectedSpending("2019"));
    const worth = await as.query(api.reports.netWorthOverTime, { from: "2015-01", to: "2024-12" });
    expect(worth.points).toHaveLength(120);
    expect(worth.points.at(-1)!.netWorth).toBe(balances.bank + Math.round(balances.savings * 1.1));

    for (let m = 1; m <= 12; m += 1) {
      const month = `2024-${String(m).padStart(2, "0")}`;
      await as.mutation(api.budgets.set, { month, scope: "food", amount: 50_000, rollover: true });
    }
    const budget = await as.query(api.budgets.month, { month: "2024-12", today: "2024-12-15" });
    expect(budget.categories[0].spent).toBeGreaterThan(0);
    await as.mutation(api.plans.create, {
      name: "House",
      kind: "goal",
      targetAmount: 10_000_000,
      currency: "USD",
      targetDate: "2030-01-01",
    });
    expect((await as.query(api.plans.list, { today: "2025-01-10" })).capacity.monthsUsed).toBe(6);

    // The limits are really enforced: scanning the whole history in one function fails.
    await expect(t.run((ctx) => ctx.db.query("transactions").collect())).rejects.toThrow(
      /too many documents|too much data/,
    );
  },
);
