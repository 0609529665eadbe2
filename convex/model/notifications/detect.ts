/**
 * What is due for one set of books on one day: each candidate carries its exactly-once key
 * (kind:subject:occurrence). Every read is bounded: the caps below, the forecast's own caps
 * (detectAhead.ts: at most ~2,500 documents with 200 schedules and a busy account), and for
 * a person budgeting with envelopes the envelope view's (detectEnvelope.ts). One set of books
 * is one turn of the sweep (internal/notifications.ts), so a person in several households
 * never adds them up in one mutation.
 *
 * The forecast, the subscriptions detector and the envelope view are the costly reads, and
 * what they tell changes by the day: they run in a person's first turn of the day for these
 * books (`lookAhead`), and in a later one only when a bill is new (to say whether its account
 * can pay it). The hourly runs in between read the cheap kinds only.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { addDays, monthKey } from "../../shared/dates";
import { MAX_SCHEDULES_PER_USER } from "../../shared/planning";
import { banksNeedingAttention } from "./bankAttention";
import { balanceOn, type LookAhead, lookAhead, lowBalances, subscriptionNews } from "./detectAhead";
import { categoryLabel, envelopesOverspent } from "./detectEnvelope";
import type { Candidate } from "./candidate";

/** Per books and sweep: accounts and budgets looked at. */
export const ACCOUNTS_READ = 50;
export const BUDGETS_READ = 20;
/** Recent transactions checked for "large", and rollup rows read per budget or transaction. */
export const RECENT_READ = 20;
export const ROLLUPS_READ = 20;
/** A transaction at least this many times the category's monthly average is "large". */
const LARGE_FACTOR = 3;

type Db = { db: QueryCtx["db"] };

function live(accounts: Doc<"accounts">[]) {
  return new Map(accounts.filter((a) => a.deletingAt === undefined).map((a) => [a._id, a]));
}

/**
 * Schedules (and card payments) due between today and today + billDays; `short` when the
 * forecast has the paying account below zero at the end of the due day.
 */
function billsDue(
  schedules: Doc<"schedules">[],
  accounts: Map<Id<"accounts">, Doc<"accounts">>,
  today: string,
  billDays: number,
  ahead: LookAhead | null,
): Candidate[] {
  const until = addDays(today, billDays);
  const out: Candidate[] = [];
  for (const s of schedules) {
    if (s.kind === "income" || !s.nextDue || s.nextDue < today || s.nextDue > until) continue;
    const account = accounts.get(s.accountId);
    if (account === undefined) continue;
    const after = ahead === null ? null : balanceOn(ahead, s.accountId, s.nextDue);
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
        ...(after !== null && after < 0 ? { short: true } : {}),
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
        name: await categoryLabel(ctx, String(budget.scope)),
        amount: spent - budget.amount,
        currency: budget.currency,
        date: today,
      },
    });
  }
  return out;
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

/** Whether any of the bills is not yet made for the person (one key read per bill). */
async function anyNew(ctx: Db, userId: Id<"users">, bills: Candidate[]): Promise<boolean> {
  for (const bill of bills) {
    const made = await ctx.db
      .query("notifications")
      .withIndex("by_user_key", (q) => q.eq("userId", userId).eq("key", bill.key))
      .first();
    if (made === null) return true;
  }
  return false;
}

/**
 * Everything due for the books `ledgerKey` today for `person`, and the forecast when it was
 * read: when `lookAhead` (their first turn of the day, or a summary to write) or a bill is new.
 */
export async function detectDue(
  ctx: Db,
  ledgerKey: Id<"users">,
  today: string,
  person: { userId: Id<"users">; billDays: number; envelopes: boolean; lookAhead: boolean },
): Promise<{ candidates: Candidate[]; ahead: LookAhead | null }> {
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(MAX_SCHEDULES_PER_USER);
  const accounts = live(
    await ctx.db
      .query("accounts")
      .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
      .take(ACCOUNTS_READ),
  );
  let bills = billsDue(schedules, accounts, today, person.billDays, null);
  const looking = person.lookAhead || (await anyNew(ctx, person.userId, bills));
  const ahead = looking ? await lookAhead(ctx, ledgerKey, today) : null;
  if (ahead !== null) bills = billsDue(schedules, accounts, today, person.billDays, ahead);
  // The day's look ahead; a forecast read only for a new bill tells that bill alone.
  const daily = person.lookAhead ? ahead : null;
  const candidates = [
    ...bills,
    ...(daily ? lowBalances(daily) : []),
    ...(await budgetsPassed(ctx, ledgerKey, today)),
    ...(daily && person.envelopes ? await envelopesOverspent(ctx, ledgerKey, today) : []),
    ...(await largeTransactions(ctx, ledgerKey, accounts, today)),
    ...(await banksNeedingAttention(ctx, ledgerKey, today)),
    ...(daily ? subscriptionNews(daily) : []),
  ];
  return { candidates, ahead };
}
