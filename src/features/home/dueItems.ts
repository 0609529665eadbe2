import { addDays } from "../../../convex/shared/dates";
import type { AccountView } from "../../data/accounts";
import type { UpcomingItem } from "../../data/schedules";

/** One line of "Due in the next N days": a schedule's occurrence or an account's payment. */
export type DueItem =
  | { source: "schedule"; key: string; date: string; item: UpcomingItem }
  | { source: "account"; key: string; date: string; account: AccountView; amount: number };

/**
 * What is due from today to `days` ahead, by date: the open schedule occurrences, and the card
 * and loan payments the accounts ask for (their nextPayment). A payment a schedule already
 * makes in the window (a transfer to that card or loan) is shown once, as the schedule.
 */
export function dueItems(
  upcoming: readonly UpcomingItem[],
  accounts: readonly AccountView[],
  today: string,
  days: number,
): DueItem[] {
  const open = upcoming.filter((i) => i.status !== "skipped" && i.status !== "posted");
  const scheduledTo = new Set(open.map((i) => i.toAccountId).filter((id) => id !== undefined));
  const last = addDays(today, days);
  const payments: DueItem[] = accounts.flatMap((account) => {
    const payment = account.nextPayment;
    if (payment === undefined || payment.date > last || scheduledTo.has(account._id)) return [];
    const key = `payment-${account._id}-${payment.date}`;
    return [{ source: "account", key, date: payment.date, account, amount: payment.amount }];
  });
  const schedules: DueItem[] = open.map((item) => ({
    source: "schedule",
    key: `${item.scheduleId}-${item.date}`,
    date: item.dueDate,
    item,
  }));
  return [...schedules, ...payments].sort((a, b) => a.date.localeCompare(b.date));
}
