/**
 * A large history for scale tests and benchmarks: `total` transactions spread evenly over ten
 * years (2015–2024) in one account. Rows are inserted directly, with the balance and monthly
 * rollups computed in memory the way the ledger's mutations would keep them, because posting
 * 100,000 entries one mutation at a time would take minutes.
 */
import type { GenericMutationCtx } from "convex/server";
import type { DataModel, Id } from "../_generated/dataModel";
import { addTotals, contributionOf, type RollupTotals, ZERO_TOTALS } from "../model/ledger/rollups";
import { monthOf, searchTextOf } from "../model/transactions/extras";
import { monthKey } from "../shared/dates";
import { CATEGORIES, type Category } from "../shared/domain";

/** Anything with convex-test's `run`, so both the tests and the bench can use it. */
interface Runner {
  run<T>(fn: (ctx: GenericMutationCtx<DataModel>) => Promise<T>): Promise<T>;
}

const CHUNK = 5_000;

export interface Row {
  date: string;
  amount: number;
  category: Category;
  notes?: string;
  tags?: string[];
}

export function rowAt(i: number, total: number): Row {
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor((i * 3650) / total) * 86_400_000);
  const amount = i % 5 === 0 ? 10_000 + (i % 700) : -(100 + (i % 9_000));
  return {
    date: day.toISOString().slice(0, 10),
    amount,
    category: amount > 0 ? "income" : CATEGORIES[i % 11],
    notes: i % 1_000 === 0 ? `Coffee #${i}` : undefined,
    // One in a hundred is tagged, so tag filters and tag totals have something to find.
    ...(i % 100 === 0 ? { tags: ["vacation"] } : {}),
  };
}

export async function seedHistory(
  t: Runner,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  total: number,
) {
  const rollups = new Map<string, RollupTotals & { month: string; category: Category }>();
  let balance = 0;
  for (let start = 0; start < total; start += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, total - start) }, (_, k) =>
      rowAt(start + k, total),
    );
    await t.run(async (ctx) => {
      for (const row of rows) {
        const kind = row.amount > 0 ? ("income" as const) : ("expense" as const);
        const searchText = searchTextOf(row);
        const id = await ctx.db.insert("transactions", {
          userId,
          accountId,
          kind,
          ...row,
          searchText,
          month: monthOf(row.date),
        });
        for (const tag of row.tags ?? []) {
          const { date, amount } = row;
          const tagRow = { userId, accountId, tag, date, amount, transactionId: id };
          await ctx.db.insert("transactionTags", { ...tagRow, currency: "USD" });
        }
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

/**
 * `count` split transactions spread over the same ten years, each with a part in its own
 * category (as rowAt picks it) and one in "travel", stored with their splitCategories rows as
 * the ledger writes them. For list scale tests only: balance and rollups are not moved.
 */
export async function seedSplits(
  t: Runner,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  count: number,
) {
  for (let start = 0; start < count; start += CHUNK) {
    const end = Math.min(count, start + CHUNK);
    await t.run(async (ctx) => {
      for (let i = start; i < end; i++) {
        const { date, category } = rowAt(i * 5 + 1, count * 5);
        const amount = -(200 + (i % 500));
        const splits = [
          { category, amount: -100 },
          { category: "travel" as const, amount: amount + 100 },
        ];
        const row = { userId, accountId, date, kind: "expense" as const, amount, category };
        const id = await ctx.db.insert("transactions", { ...row, splits, searchText: "" });
        for (const part of new Set(splits.map((s) => s.category))) {
          const { date: d, amount: a } = row;
          await ctx.db.insert("splitCategories", {
            userId,
            accountId,
            category: part,
            date: d,
            amount: a,
            transactionId: id,
          });
        }
      }
    });
  }
}
