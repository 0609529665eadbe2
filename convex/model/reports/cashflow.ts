/**
 * Reading monthly rollups and converting their totals into the user's display currency
 * (currency/convert.ts), for budgets, the planner and reports. Nothing here reads the transactions table: a month costs
 * at most (accounts × categories) rollup rows whatever the number of transactions.
 *
 * Amounts are summed per currency first and converted once per currency (less rounding). A
 * currency without a stored rate is left out of the total and listed in `missing`, never
 * treated as 1:1. Historic months are converted at today's stored rates (no rate history).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import type { CurrencyCode } from "../../shared/currencies";
import type { Converter } from "../exchangeRates/convert";
import { fail } from "../errors";

export interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

/** Far below Convex's 32,000 documents per function, and ~2 MB of rollup rows. */
export const MAX_ROLLUP_ROWS = 8_000;

export type Sums = Map<CurrencyCode, number>;
export type Rollup = Doc<"monthlyRollups">;

export function addTo(sums: Sums, currency: CurrencyCode, amount: number): void {
  sums.set(currency, (sums.get(currency) ?? 0) + amount);
}

/** The user's accounts, without those being deleted. */
export async function liveAccounts(ctx: ReadCtx): Promise<Doc<"accounts">[]> {
  const accounts = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .collect();
  return accounts.filter((a) => a.deletingAt === undefined);
}

export interface RollupRange {
  from: string;
  /** Inclusive; open-ended when absent (net worth needs every later month). */
  to?: string;
  /** Only these accounts (already checked to be the user's); all accounts when absent. */
  accountIds?: readonly Id<"accounts">[];
}

/**
 * Rollup rows of the range, through an index either way: per account when filtered, per user
 * otherwise. REPORT_TOO_LARGE rather than a silently partial total when the range is huge.
 */
export async function readRollups(
  ctx: ReadCtx,
  range: RollupRange,
  live: ReadonlySet<Id<"accounts">>,
): Promise<Rollup[]> {
  const { from, to } = range;
  const queries =
    range.accountIds === undefined
      ? [
          ctx.db.query("monthlyRollups").withIndex("by_user_month", (q) => {
            const lower = q.eq("userId", ctx.ledgerKey).gte("month", from);
            return to === undefined ? lower : lower.lte("month", to);
          }),
        ]
      : range.accountIds.map((accountId) =>
          ctx.db.query("monthlyRollups").withIndex("by_account_month_category", (q) => {
            const lower = q.eq("accountId", accountId).gte("month", from);
            return to === undefined ? lower : lower.lte("month", to);
          }),
        );
  const rows: Rollup[] = [];
  for (const query of queries) {
    rows.push(...(await query.take(MAX_ROLLUP_ROWS + 1 - rows.length)));
    if (rows.length > MAX_ROLLUP_ROWS) fail("REPORT_TOO_LARGE", "from");
  }
  return rows.filter((r) => live.has(r.accountId));
}

/** Per-key, per-currency sums of a rollup field (e.g. expense per category). */
export function sumBy(
  rows: readonly Rollup[],
  keyOf: (row: Rollup) => string,
  valueOf: (row: Rollup) => number,
): Map<string, Sums> {
  const out = new Map<string, Sums>();
  for (const row of rows) {
    const key = keyOf(row);
    const sums = out.get(key) ?? new Map<CurrencyCode, number>();
    addTo(sums, row.currency, valueOf(row));
    out.set(key, sums);
  }
  return out;
}

/**
 * Income and expenses of the rows in the display currency (transfers excluded): the one
 * computation behind the planner's capacity and the advisor's savings rate.
 */
export function incomeAndExpense(
  rows: readonly Rollup[],
  conv: Converter,
): { income: number; expense: number } {
  const sums = {
    income: new Map<CurrencyCode, number>(),
    expense: new Map<CurrencyCode, number>(),
  };
  for (const row of rows) {
    addTo(sums.income, row.currency, row.income);
    addTo(sums.expense, row.currency, row.expense);
  }
  return { income: conv.total(sums.income), expense: conv.total(sums.expense) };
}
