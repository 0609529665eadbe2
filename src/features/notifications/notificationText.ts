/** One notification's sentence and the page it is about. */
import type { TFunction } from "i18next";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { isCategory } from "../../../convex/shared/domain";
import type { NotificationItem } from "../../data/notifications";
import type { useFormatters } from "../../lib/format";

type Formatters = ReturnType<typeof useFormatters>;

/** A budget's or envelope's category: built-in ones translated, the person's own by name. */
function nameOf(t: TFunction, item: NotificationItem): string {
  const name = item.facts.name ?? "";
  const aboutCategory = item.kind === "budget_exceeded" || item.kind === "envelope_overspent";
  return aboutCategory && isCategory(name) ? t(`common:categories.${name}`) : name;
}

export function notificationText(t: TFunction, f: Formatters, item: NotificationItem): string {
  const facts = item.facts;
  const money = (amount: number | undefined) =>
    amount !== undefined && facts.currency ? f.money(amount, facts.currency as CurrencyCode) : "";
  const account = facts.accountName ?? "";
  const text = t(`kinds.${item.kind}.text`, {
    name: nameOf(t, item),
    amount: money(facts.amount),
    previous: money(facts.previousAmount),
    account,
    date: facts.date ? f.date(facts.date) : "",
    person: facts.person ?? "",
    role: facts.role ? t(`roles.${facts.role}`) : "",
  });
  return facts.short ? `${text} ${t("kinds.bill_due.short", { account })}` : text;
}

/** Where a notification leads: the schedule, the account, the budget, the bank, the household. */
export function notificationLink(item: NotificationItem): string {
  switch (item.kind) {
    case "bill_due":
      return "/planner?tab=recurring";
    case "budget_exceeded":
    case "envelope_overspent":
      return "/planner?tab=budget";
    case "low_balance_ahead":
      return `/transactions?account=${item.subjectId}`;
    case "large_transaction":
      return "/transactions";
    case "bank_attention":
      return "/accounts";
    case "subscription_price_change":
    case "new_subscription":
      return "/advisor?tab=subscriptions";
    case "member_joined":
    case "role_changed":
      return "/settings#household";
  }
}
