/**
 * What is due for one set of books on one day: each candidate carries its exactly-once key
 * (kind:subject:occurrence). Every read is bounded (the caps below), so a person with
 * thousands of schedules costs one bounded batch, never a scan of their history: at most
 * 200 + 50 + 20 × 21 + 20 × 21 + 20 ≈ 1,110 documents per set of books, plus one key read per
 * candidate, far under Convex's 16,384 per mutation even for a person in several households.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { RENEW_DAYS } from "../../shared/bankConsent";
import { addDays, monthKey } from "../../shared/dates";
import type { NotificationFacts, NotificationKind } from "./fields";

/** Per books and sweep: schedules, accounts, budgets and connections looked at. */
export const SCHEDULES_READ = 200;
export const ACCOUNTS_READ = 50;
export const BUDGETS_READ = 20;
/** Recent transactions checked for "large", and rollup rows read per budget or transaction. */
export const RECENT_READ = 20;
export const ROLLUPS_READ = 20;
export const CONNECTIONS_READ = 20;
/** Days of schedule outflows the balance projection looks ahead. */
export const LOW_BALANCE_HORIZON_DAYS = 30;
/** A transaction at least this many times the category's monthly average is "large". */
const LARGE_FACTOR = 3;

export interface Candidate {
  kind: NotificationKind;
  subjectId: string;
  key: string;
  facts: NotificationFacts;
}

const CASH_TYPES = new Set<Doc<"accounts">["type"]>(["cash", "bank", "savings"]);
const ATTENTION = new Set<Doc<"bankConnections">["status"]>(["reconnect", "error", "ended"]);

type Db = { db: QueryCtx["db"] };

function live(accounts: Doc<"accounts">[]) {
  return new Map(accounts.filter((a) => a.deletingAt === undefined).map((a) => [a._id, a]));
}

/** Schedules (and card payments) due between today and today + billDays. */
function billsDue(
  schedules: Doc<"schedules">[],
  accounts: Map<Id<"accounts">, Doc<"accounts">>,
  today: string,
  billDays: number,
): Candidate[] {
  const until = addDays(today, billDays);
  const out: Candidate[] = [];
  for (const s of schedules) {
    if (s.kind === "income" || !s.nextDue || s.nextDue < today || s.nextDue > until) continue;
    const account = accounts.get(s.accountId);
    if (account === undefined) continue;
    out.push({
      kind: "bill_due",
      subjectId: s._id,
      key: `bill_due:${s._id}:${s.nextDue}`,
      facts: {
        name: s.notes ?? (typeof s.category === "string" ? s.category : undefined),
        amount: s.amount,
        currency: account.currency,
        date: s.nextDue,
        accountName: account.name,
      },
    });
  }
  for (const account of accounts.values()) {
    if (account.type !== "credit_card" || account.paymentDay === undefined) continue;
    const due = nextDay(today, account.paymentDay);
    if (due > until || account.balance >= 0) continue;
    out.push({
      kind: "bill_due",
      subjectId: account._id,
      key: `bill_due:${account._id}:${due}`,
      facts: {
        amount: -account.balance,
        currency: account.currency,
        date: due,
        accountName: account.name,
      },
    });
  }
  return out;
}

function nextDay(today: string, day: number): string {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const inMonth = `${today.slice(0, 8)}${String(Math.min(day, last)).padStart(2, "0")}`;
  if (inMonth >= today) return inMonth;
  const next = new Date(Date.UTC(y, m, 1));
  const lastNext = new Date(
    Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0),
  ).getUTCDate();
  return next.toISOString().slice(0, 8) + String(Math.min(day, lastNext)).padStart(2, "0");
}

/**
 * A cash account whose balance less the schedule outflows due within the horizon goes below
 * its floor: once per account and month, with the date of the lowest point.
 */
function lowBalances(
  schedules: Doc<"schedules">[],
  accounts: Map<Id<"accounts">, Doc<"accounts">>,
  today: string,
): Candidate[] {
  const until = addDays(today, LOW_BALANCE_HORIZON_DAYS);
  const out: Candidate[] = [];
  for (const account of accounts.values()) {
    const floor = (account as { floor?: number }).floor;
    if (floor === undefined || !CASH_TYPES.has(account.type)) continue;
    const moves = schedules
      .filter((s) => s.nextDue && s.nextDue >= today && s.nextDue <= until)
      .flatMap((s) => {
        if (s.accountId === account._id) {
          return [{ date: s.nextDue!, delta: s.kind === "income" ? s.amount : -s.amount }];
        }
        return [];
      })
      .sort((a, b) => a.date.localeCompare(b.date));
    let balance = account.balance;
    let lowest = { balance, date: today };
    for (const move of moves) {
      balance += move.delta;
      if (balance < lowest.balance) lowest = { balance, date: move.date };
    }
    if (lowest.balance >= floor) continue;
    out.push({
      kind: "low_balance_ahead",
      subjectId: account._id,
      key: `low_balance_ahead:${account._id}:${monthKey(today)}`,
      facts: {
        amount: lowest.balance,
        currency: account.currency,
        date: lowest.date,
        accountName: account.name,
      },
    });
  }
  return out;
}

/** This month's category budgets already passed, from the monthly rollups (bounded reads). */
async function budgetsPassed(ctx: Db, ledgerKey: Id<"users">, today: string) {
  const month = monthKey(today);
  const budgets = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) => q.eq("userId", ledgerKey).eq("month", month))
    .take(BUDGETS_READ);
  const out: Candidate[] = [];
  for (const budget of budgets) {
    if (budget.scope === "overall") continue;
    const rollups = await ctx.db
      .query("monthlyRollups")
      .withIndex("by_user_category_month", (q) =>
        q
          .eq("userId", ledgerKey)
          .eq("category", budget.scope as Doc<"monthlyRollups">["category"])
          .eq("month", month),
      )
      .take(ROLLUPS_READ);
    const spent = rollups
      .filter((r) => r.currency === budget.currency)
      .reduce((sum, r) => sum + r.expense, 0);
    if (spent <= budget.amount) continue;
    out.push({
      kind: "budget_exceeded",
      subjectId: budget._id,
      key: `budget_exceeded:${budget._id}:${month}`,
      facts: {
        name: String(budget.scope),
        amount: spent - budget.amount,
        currency: budget.currency,
        date: today,
      },
    });
  }
  return out;
}

/** Connections that stopped syncing: once per connection, status and month. */
async function banksNeedingAttention(ctx: Db, ledgerKey: Id<"users">, today: string) {
  const connections = await ctx.db
    .query("bankConnections")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(CONNECTIONS_READ);
  return connections
    .filter((c) => ATTENTION.has(c.status))
    .map((c): Candidate => ({
      kind: "bank_attention",
      subjectId: c._id,
      key: `bank_attention:${c._id}:${c.status}:${monthKey(today)}`,
      facts: { status: c.status },
    }));
}

/**
 * Consents ending within RENEW_DAYS (or ended) whose connection still syncs: once per
 * connection and end date, so a renewal's new date may ask again next time.
 */
async function consentsEnding(ctx: Db, ledgerKey: Id<"users">, today: string) {
  const connections = await ctx.db
    .query("bankConnections")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(CONNECTIONS_READ);
  const horizon = addDays(today, RENEW_DAYS);
  return connections.flatMap((c): Candidate[] => {
    if (c.expiresAt === undefined || ATTENTION.has(c.status)) return [];
    const ends = new Date(c.expiresAt).toISOString().slice(0, 10);
    if (ends > horizon) return [];
    return [
      {
        kind: "bank_attention",
        subjectId: c._id,
        key: `bank_attention:${c._id}:expiring:${ends}`,
        facts: { status: "expiring", date: ends },
      },
    ];
  });
}

/**
 * Yesterday's and today's expenses far above the category's average month (rollups of the
 * last three months), read through the date index: a bounded window, never the history.
 */
async function largeTransactions(
  ctx: Db,
  ledgerKey: Id<"users">,
  accounts: Map<Id<"accounts">, Doc<"accounts">>,
  today: string,
) {
  const recent = await ctx.db
    .query("transactions")
    .withIndex("by_user_date", (q) => q.eq("userId", ledgerKey).gte("date", addDays(today, -1)))
    .take(RECENT_READ);
  const out: Candidate[] = [];
  for (const tx of recent) {
    if (tx.amount >= 0 || tx.kind !== "expense") continue;
    const account = accounts.get(tx.accountId);
    if (account === undefined) continue;
    const rollups = await ctx.db
      .query("monthlyRollups")
      .withIndex("by_user_category_month", (q) =>
        q
          .eq("userId", ledgerKey)
          .eq("category", tx.category)
          .gte("month", monthKey(addDays(today, -92)))
          .lt("month", monthKey(today)),
      )
      .take(ROLLUPS_READ);
    const same = rollups.filter((r) => r.currency === account.currency);
    const count = same.reduce((sum, r) => sum + r.count, 0);
    if (count < 3) continue;
    const average = same.reduce((sum, r) => sum + r.expense, 0) / count;
    if (-tx.amount < average * LARGE_FACTOR) continue;
    out.push({
      kind: "large_transaction",
      subjectId: tx._id,
      key: `large_transaction:${tx._id}`,
      facts: {
        amount: -tx.amount,
        currency: account.currency,
        date: tx.date,
        accountName: account.name,
      },
    });
  }
  return out;
}

/** Everything due for the books `ledgerKey` today, for a person who wants bills `billDays` ahead. */
export async function detectDue(
  ctx: Db,
  ledgerKey: Id<"users">,
  today: string,
  billDays: number,
): Promise<Candidate[]> {
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(SCHEDULES_READ);
  const accounts = live(
    await ctx.db
      .query("accounts")
      .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
      .take(ACCOUNTS_READ),
  );
  return [
    ...billsDue(schedules, accounts, today, billDays),
    ...lowBalances(schedules, accounts, today),
    ...(await budgetsPassed(ctx, ledgerKey, today)),
    ...(await largeTransactions(ctx, ledgerKey, accounts, today)),
    ...(await banksNeedingAttention(ctx, ledgerKey, today)),
    ...(await consentsEnding(ctx, ledgerKey, today)),
  ];
}
