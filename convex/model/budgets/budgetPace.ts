/**
 * Budget pace without false alarms: only day-to-day spending is extrapolated to the month end.
 * Bills are counted as spent but not multiplied: a rent paid on the 1st is not paid again
 * every day. From a month's rollup rows (per account and category): what recurring schedules
 * posted this month is a bill (up to the row's spending); of the rest, a single payment so far
 * is a bill too (a pace needs at least two payments), several are day-to-day spending.
 *
 *   projected = bills + day-to-day spent × days in month / days elapsed
 */
import type { CurrencyCode } from "../../shared/currencies";

export interface PaceRow {
  accountId: string;
  category: string;
  currency: CurrencyCode;
  expense: number;
  /** Transactions in the row. */
  count: number;
}

/** Amount a schedule posted this month into an account and category (account currency). */
export interface PostedBill {
  accountId: string;
  category: string;
  amount: number;
}

/** The part of each row's spending that is bills, not day-to-day. */
export function billsOf(rows: readonly PaceRow[], posted: readonly PostedBill[]): number[] {
  const byKey = new Map<string, { amount: number; count: number }>();
  for (const p of posted) {
    const key = `${p.accountId}|${p.category}`;
    const sum = byKey.get(key) ?? { amount: 0, count: 0 };
    byKey.set(key, { amount: sum.amount + p.amount, count: sum.count + 1 });
  }
  return rows.map((r) => {
    const scheduled = byKey.get(`${r.accountId}|${r.category}`) ?? { amount: 0, count: 0 };
    const others = r.count - scheduled.count;
    return others <= 1 ? r.expense : Math.min(r.expense, scheduled.amount);
  });
}

export function projectMonthEnd(spent: number, bills: number, factor: number): number {
  const fixed = Math.min(spent, Math.max(0, bills));
  return fixed + Math.round((spent - fixed) * factor);
}
