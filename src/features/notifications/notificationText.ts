/** One notification's sentence and the page it is about. */
import type { TFunction } from "i18next";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import type { NotificationItem } from "../../data/notifications";
import type { useFormatters } from "../../lib/format";

type Formatters = ReturnType<typeof useFormatters>;

export function notificationText(t: TFunction, f: Formatters, item: NotificationItem): string {
  const facts = item.facts;
  return t(`kinds.${item.kind}.text`, {
    name: facts.name ?? "",
    amount:
      facts.amount !== undefined && facts.currency
        ? f.money(facts.amount, facts.currency as CurrencyCode)
        : "",
    account: facts.accountName ?? "",
    date: facts.date ? f.date(facts.date) : "",
  });
}

/** Where a notification leads: the schedule's planner, the account, the budget, the bank. */
export function notificationLink(item: NotificationItem): string {
  switch (item.kind) {
    case "bill_due":
    case "budget_exceeded":
      return "/planner";
    case "low_balance_ahead":
      return `/transactions?account=${item.subjectId}`;
    case "large_transaction":
      return "/transactions";
    case "bank_attention":
      return "/accounts";
  }
}
