/**
 * Insight rules over account documents and the upcoming schedule occurrences: credit-card
 * payments and utilisation, loan payments, and paying accounts that run short before their
 * bills. Reads: the user's accounts plus schedules.upcoming's bounded window.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { monthKey, nextDateForDay, toDayNumber } from "../../shared/dates";
import { owedOf } from "../ledger/balances";
import { type Converter } from "../exchangeRates/convert";
import { type ReadCtx } from "../reports/cashflow";
import { ACTIONS, date, money, type NewInsight, num, text } from "./insights";
import { upcoming } from "../schedules/recurrence";

/** A card payment is announced this many days ahead; critical in the last 2. */
export const CARD_DUE_DAYS = 7;
export const UTILIZATION_WARNING = 0.3;
export const LOAN_NOTICE_DAYS = 14;
/** Bills looked at for "not enough in the paying account". */
export const CASH_WINDOW_DAYS = 30;

const daysBetween = (from: string, to: string) => toDayNumber(to) - toDayNumber(from);

function cardInsights(a: Doc<"accounts">, today: string): NewInsight[] {
  const owed = owedOf(a.balance);
  const out: NewInsight[] = [];
  const name = text("account", a.name);
  const action = ACTIONS.transactions(a._id);
  if (a.paymentDay !== undefined && owed > 0) {
    const due = nextDateForDay(today, a.paymentDay);
    const days = daysBetween(today, due);
    if (days <= CARD_DUE_DAYS) {
      out.push({
        id: `cardPaymentDue:${a._id}:${due}`,
        rule: "cardPaymentDue",
        severity: days <= 2 ? "critical" : "warning",
        values: [name, date("date", due), num("days", days), money("owed", owed, a.currency)],
        action,
      });
    }
  }
  const limit = a.creditLimit ?? 0;
  if (limit <= 0) return out;
  const month = monthKey(today);
  if (owed > limit) {
    out.push({
      id: `cardOverLimit:${a._id}:${month}`,
      rule: "cardOverLimit",
      severity: "critical",
      values: [
        name,
        money("over", owed - limit, a.currency),
        money("limit", limit, a.currency),
        money("owed", owed, a.currency),
      ],
      action,
    });
  } else if (owed > limit * UTILIZATION_WARNING) {
    out.push({
      id: `cardUtilization:${a._id}:${month}`,
      rule: "cardUtilization",
      severity: "warning",
      values: [
        name,
        num("percent", Math.round((owed / limit) * 100)),
        money("owed", owed, a.currency),
        money("limit", limit, a.currency),
      ],
      action,
    });
  }
  return out;
}

/** The next payment of a loan: its due date (one-time) or the due date's day each month. */
function loanInsights(a: Doc<"accounts">, today: string): NewInsight[] {
  const owed = owedOf(a.balance);
  if (a.loanDueDate === undefined || owed <= 0) return [];
  const periodic = a.loanPaymentType !== "one_time";
  const next =
    periodic && a.loanDueDate < today
      ? nextDateForDay(today, Number(a.loanDueDate.slice(8, 10)))
      : a.loanDueDate;
  const amount = periodic ? Math.min(a.loanPaymentAmount ?? owed, owed) : owed;
  const values = [text("account", a.name), date("date", next), money("amount", amount, a.currency)];
  const action = ACTIONS.accounts;
  if (!periodic && next < today) {
    return [
      {
        id: `loanOverdue:${a._id}:${next}`,
        rule: "loanOverdue",
        severity: "critical",
        values,
        action,
      },
    ];
  }
  const days = daysBetween(today, next);
  if (days > LOAN_NOTICE_DAYS) return [];
  return [
    {
      id: `loanPayment:${a._id}:${next}`,
      rule: "loanPayment",
      severity: days <= 2 ? "warning" : "info",
      values: [...values, num("days", days)],
      action,
    },
  ];
}

export function accountInsights(accounts: Doc<"accounts">[], today: string): NewInsight[] {
  return accounts.flatMap((a) =>
    a.type === "credit_card"
      ? cardInsights(a, today)
      : a.type === "loan"
        ? loanInsights(a, today)
        : [],
  );
}

const PAYING_TYPES = new Set(["cash", "bank", "savings", "investment"]);

/**
 * Walks each paying account's scheduled money in and out over the next 30 days in date order
 * and reports the first day its balance would drop below zero, with the shortfall then.
 */
export async function lowCash(
  ctx: ReadCtx,
  conv: Converter,
  accounts: Doc<"accounts">[],
  today: string,
): Promise<NewInsight[]> {
  const { items } = await upcoming(ctx, conv, today, CASH_WINDOW_DAYS);
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const running = new Map(accounts.map((a) => [a._id, a.balance]));
  const bills = new Map<Id<"accounts">, number>();
  const found = new Map<Id<"accounts">, { date: string; shortfall: number }>();
  for (const item of items) {
    if (item.status === "skipped" || item.status === "posted") continue;
    const account = byId.get(item.accountId);
    if (account === undefined || !PAYING_TYPES.has(account.type)) continue;
    // A transfer's arrival is in the target's currency: only the paying side is walked.
    const delta = item.kind === "income" ? item.amount : -item.amount;
    if (delta < 0) bills.set(account._id, (bills.get(account._id) ?? 0) - delta);
    const balance = (running.get(account._id) ?? 0) + delta;
    running.set(account._id, balance);
    if (balance >= 0) continue;
    const hit = found.get(account._id) ?? { date: item.dueDate, shortfall: 0 };
    found.set(account._id, { ...hit, shortfall: Math.max(hit.shortfall, -balance) });
  }
  return [...found].map(([accountId, hit]) => {
    const a = byId.get(accountId)!;
    const soon = daysBetween(today, hit.date) <= CARD_DUE_DAYS;
    return {
      id: `lowCash:${accountId}:${hit.date}`,
      rule: "lowCash",
      severity: soon ? "critical" : "warning",
      values: [
        text("account", a.name),
        date("date", hit.date),
        money("shortfall", hit.shortfall, a.currency),
        money("balance", a.balance, a.currency),
        money("bills", bills.get(accountId) ?? 0, a.currency),
      ],
      action: ACTIONS.schedules,
    } satisfies NewInsight;
  });
}
