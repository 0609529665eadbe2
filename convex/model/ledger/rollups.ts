/**
 * Monthly rollups: one row per (user, month, account, category) with the month's totals, so
 * reports and budgets never scan a user's history. Every ledger write adds the new version
 * of a transaction and removes the old one here, in the same mutation. Totals are positive
 * magnitudes: income and transfersIn from positive amounts, expense and transfersOut from
 * negative ones. A row whose count drops to zero is deleted to keep the table small.
 * A split transaction counts once per part, each part in its own category's row.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { monthKey } from "../../shared/dates";
import type { CurrencyCode } from "../../shared/currencies";
import { isWithinMaxAmount } from "../../shared/money";
import { fail } from "../errors";

export type LedgerEntry = Pick<
  Doc<"transactions">,
  "userId" | "accountId" | "date" | "kind" | "amount" | "category" | "splits"
>;

/** The (category, amount) pieces a transaction counts as: its parts, or itself whole. */
export function partsOf(
  entry: Pick<LedgerEntry, "category" | "amount" | "splits">,
): { category: LedgerEntry["category"]; amount: number }[] {
  const splits = entry.splits ?? [];
  return splits.length > 0 ? splits : [{ category: entry.category, amount: entry.amount }];
}

export interface RollupTotals {
  income: number;
  expense: number;
  transfersIn: number;
  transfersOut: number;
  count: number;
}

export const ZERO_TOTALS: RollupTotals = {
  income: 0,
  expense: 0,
  transfersIn: 0,
  transfersOut: 0,
  count: 0,
};

/** What one transaction contributes to its rollup row. */
export function contributionOf(entry: Pick<LedgerEntry, "kind" | "amount">): RollupTotals {
  const inflow = Math.max(0, entry.amount);
  const outflow = Math.max(0, -entry.amount);
  const transfer = entry.kind === "transfer";
  return {
    income: transfer ? 0 : inflow,
    expense: transfer ? 0 : outflow,
    transfersIn: transfer ? inflow : 0,
    transfersOut: transfer ? outflow : 0,
    count: 1,
  };
}

export function addTotals(a: RollupTotals, b: RollupTotals, sign: 1 | -1 = 1): RollupTotals {
  return {
    income: a.income + sign * b.income,
    expense: a.expense + sign * b.expense,
    transfersIn: a.transfersIn + sign * b.transfersIn,
    transfersOut: a.transfersOut + sign * b.transfersOut,
    count: a.count + sign * b.count,
  };
}

/** Each rollup row a transaction counts in, with what it adds there. */
export function rollupDeltasOf(entry: LedgerEntry): { key: RollupKey; totals: RollupTotals }[] {
  return partsOf(entry).map((part) => ({
    key: rollupKeyOf({ ...entry, category: part.category }),
    totals: contributionOf({ kind: entry.kind, amount: part.amount }),
  }));
}

/** The rollup row a transaction counts in. */
export interface RollupKey {
  userId: LedgerEntry["userId"];
  accountId: LedgerEntry["accountId"];
  month: string;
  category: LedgerEntry["category"];
}

export function rollupKeyOf(
  entry: Pick<LedgerEntry, "userId" | "accountId" | "date" | "category">,
): RollupKey {
  return {
    userId: entry.userId,
    accountId: entry.accountId,
    month: monthKey(entry.date),
    category: entry.category,
  };
}

/**
 * Adds a (possibly negative) change to one rollup row. Batch writes (imports, undo) sum the
 * changes of hundreds of transactions per row first, so a chunk touches each row once.
 */
export async function applyRollupDelta(
  ctx: { db: MutationCtx["db"] },
  key: RollupKey,
  delta: RollupTotals,
  currency: CurrencyCode,
): Promise<void> {
  const row = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) =>
      q.eq("accountId", key.accountId).eq("month", key.month).eq("category", key.category),
    )
    .unique();
  if (row === null && delta.count < 0) {
    throw new Error(`no rollup row for ${key.accountId} ${key.month}`);
  }
  const next = addTotals(row ?? ZERO_TOTALS, delta);
  // Reports add and subtract these totals: past MAX_AMOUNT that arithmetic loses units.
  const { income, expense, transfersIn, transfersOut } = next;
  if (![income, expense, transfersIn, transfersOut].every(isWithinMaxAmount)) {
    fail("AMOUNT_TOO_LARGE", "amount");
  }
  if (row === null) {
    await ctx.db.insert("monthlyRollups", { ...key, currency, ...next });
  } else if (next.count <= 0) {
    await ctx.db.delete("monthlyRollups", row._id);
  } else {
    await ctx.db.patch("monthlyRollups", row._id, { ...next, currency });
  }
}
