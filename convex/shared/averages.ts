/**
 * The one rule for every monthly average the product shows (the advisor's insights, the
 * envelope's average fill, the reports' cash-flow average, the planner's capacity and "Can I
 * afford it?"), so no two screens divide by different months:
 *
 * - History starts with the person's first transaction. The month it falls in counts only
 *   when that transaction is on the 1st: a month the books cover from its middle would read
 *   as a quiet month and pull every average down.
 * - The current month is still under way and never counts.
 * - Months in between count even when empty: a month with nothing spent is a month of history.
 * - Every average says over how many months it was taken (the months are returned with it).
 */
import { addMonthsToKey, monthKey, monthsBetween } from "./dates";

/** The first month the person's history covers whole, from the date of their first transaction. */
export function firstFullMonth(firstDate: string | null): string | null {
  if (firstDate === null) return null;
  const month = monthKey(firstDate);
  return firstDate.endsWith("-01") ? month : addMonthsToKey(month, 1);
}

/**
 * The months of [from, to] an average may be taken over: from the first full month of history,
 * before `today`'s month. Oldest first; empty when there is no such month.
 */
export function averagedMonths(
  range: { from: string; to: string },
  historyStart: string | null,
  today: string,
): string[] {
  if (historyStart === null) return [];
  const from = range.from > historyStart ? range.from : historyStart;
  const lastComplete = addMonthsToKey(monthKey(today), -1);
  const to = range.to < lastComplete ? range.to : lastComplete;
  return from > to ? [] : monthsBetween(from, to);
}

/** Total ÷ months, rounded to a minor unit; 0 over no months. */
export function monthlyAverage(total: number, months: readonly string[]): number {
  return months.length === 0 ? 0 : Math.round(total / months.length);
}
