/**
 * What a user can set aside a month, from plain data (rollup rows and schedules), so the planner
 * and "Can I afford it?" use one rule and it can be tested case by case.
 *
 * The rule (history for the past, schedules only for what the history does not hold yet):
 * - History months: the complete months among the last HISTORY_MONTHS that the person has
 *   history for (shared/averages.ts, the rule of every average). A user without a complete
 *   month yet uses the current month to date (and says so), so a new user with a month of
 *   salary and spending gets an answer instead of "no history".
 * - averageNet = (income − expenses) of those months / their number. Transfers are neither.
 * - A recurring income or expense is already in that history when it started before the first
 *   history month, or when some history month holds at least half its amount in the same
 *   account and category (the salary or rent typed by hand, then made recurring). Those are
 *   not added again. The others are new: their monthly equivalent is added.
 * - monthly = averageNet + new recurring net. dayToDayNet = averageNet − the monthly net of the
 *   recurring items already in the history: what the history holds besides them, i.e. the
 *   day-to-day spending (and unscheduled income) that a projection adds to the schedules.
 * - Split by side for "Can I afford it?": dayToDaySpend = average expenses − recurring expenses
 *   already in the history, otherIncome = average income − recurring income already in the
 *   history (each at least 0), so spending is never read as money coming in.
 */
import type { CurrencyCode } from "../../shared/currencies";
import { averagedMonths, monthlyAverage } from "../../shared/averages";
import { addMonthsToKey, monthKey } from "../../shared/dates";
import type { CategoryKey } from "../../shared/domain";
import { Converter } from "../exchangeRates/convert";
import type { StoredRate } from "../../shared/rates";
import { type Frequency, perMonth } from "../../shared/recurrence";

export const HISTORY_MONTHS = 6;
/** Share of a recurring amount a history month must hold to count as already there. */
export const REPRESENTED_SHARE = 0.5;

export interface HistoryRow {
  month: string;
  accountId: string;
  category: CategoryKey;
  currency: CurrencyCode;
  income: number;
  expense: number;
}

export interface RecurringItem {
  accountId: string;
  kind: "income" | "expense" | "transfer";
  category: CategoryKey;
  /** Positive minor units of `currency` (the account's). */
  amount: number;
  currency: CurrencyCode;
  frequency: Frequency;
  interval: number;
  startDate: string;
  /** False once the series is over. */
  active: boolean;
}

export interface CapacityInput {
  today: string;
  currency: CurrencyCode;
  rates: readonly StoredRate[];
  /** Rollup rows of the HISTORY_MONTHS complete months before today's month and of today's. */
  rows: readonly HistoryRow[];
  /** The first full month of the person's history (model/reports/historyStart). */
  historyStart: string | null;
  schedules: readonly RecurringItem[];
}

export interface CapacityResult {
  currency: CurrencyCode;
  /** The months averaged, oldest first ("YYYY-MM"); empty without data. */
  months: string[];
  monthsUsed: number;
  /** True when the only month is the current one, counted to date. */
  monthToDate: boolean;
  averageNet: number | null;
  /** Monthly net of recurring items not yet in the history (added). */
  newRecurringNet: number;
  /** Monthly net of recurring items already in the history (not added again). */
  recurringInHistoryNet: number;
  /** averageNet − recurringInHistoryNet; null without history. */
  dayToDayNet: number | null;
  /** averageNet + newRecurringNet; null without history. */
  monthly: number | null;
  /** Average expenses besides the recurring ones in the history (≥ 0); null without history. */
  dayToDaySpend: number | null;
  /** Average income besides the recurring income in the history (≥ 0); null without history. */
  otherIncome: number | null;
  missingRates: CurrencyCode[];
}

/** The history window: the complete months before today's month, oldest first. */
export function historyWindow(today: string): { from: string; to: string } {
  const to = addMonthsToKey(monthKey(today), -1);
  return { from: addMonthsToKey(to, 1 - HISTORY_MONTHS), to };
}

function historyMonths(rows: readonly HistoryRow[], today: string, start: string | null) {
  const complete = averagedMonths(historyWindow(today), start, today);
  if (complete.length > 0) return { months: complete, monthToDate: false };
  const has = (r: HistoryRow) => r.income !== 0 || r.expense !== 0;
  const current = monthKey(today);
  return rows.some((r) => has(r) && r.month === current)
    ? { months: [current], monthToDate: true }
    : { months: [], monthToDate: false };
}

function isInHistory(item: RecurringItem, rows: readonly HistoryRow[], months: string[]): boolean {
  if (months.length === 0) return false;
  if (item.startDate < `${months[0]}-01`) return true;
  const perMonthTotal = new Map<string, number>();
  for (const r of rows) {
    if (r.accountId !== item.accountId || r.category !== item.category) continue;
    if (!months.includes(r.month)) continue;
    const value = item.kind === "income" ? r.income : r.expense;
    perMonthTotal.set(r.month, (perMonthTotal.get(r.month) ?? 0) + value);
  }
  return [...perMonthTotal.values()].some((total) => total >= item.amount * REPRESENTED_SHARE);
}

export function capacityOf(input: CapacityInput): CapacityResult {
  const fx = new Converter(input.currency, input.rates);
  const { months, monthToDate } = historyMonths(input.rows, input.today, input.historyStart);
  const used = input.rows.filter((r) => months.includes(r.month));
  const income = used.reduce((s, r) => s + fx.into(r.income, r.currency), 0);
  const expense = used.reduce((s, r) => s + fx.into(r.expense, r.currency), 0);
  const average = (total: number) => (months.length === 0 ? null : monthlyAverage(total, months));
  const averageNet = average(income - expense);
  let newRecurringNet = 0;
  const inHistory = { income: 0, expense: 0 };
  for (const item of input.schedules) {
    if (!item.active || item.kind === "transfer") continue;
    const monthly = fx.into(Math.round(item.amount * perMonth(item)), item.currency);
    if (isInHistory(item, input.rows, months)) inHistory[item.kind] += monthly;
    else newRecurringNet += item.kind === "income" ? monthly : -monthly;
  }
  const recurringInHistoryNet = inHistory.income - inHistory.expense;
  const besides = (total: number, recurring: number) => {
    const value = average(total);
    return value === null ? null : Math.max(0, value - recurring);
  };
  return {
    currency: input.currency,
    months,
    monthsUsed: months.length,
    monthToDate,
    averageNet,
    newRecurringNet,
    recurringInHistoryNet,
    dayToDayNet: averageNet === null ? null : averageNet - recurringInHistoryNet,
    monthly: averageNet === null ? null : averageNet + newRecurringNet,
    dayToDaySpend: besides(expense, inHistory.expense),
    otherIncome: besides(income, inHistory.income),
    missingRates: fx.missingRates(),
  };
}
