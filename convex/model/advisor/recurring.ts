/**
 * Recurring charges: a schedule whose amount rose above what it last posted, and charges that
 * repeat in the recent transactions (a subscription that was never set up as a schedule, or
 * one that got dearer).
 *
 * Limits, on purpose: detection looks only at the last 90 days, through the by_account_date
 * index, newest first, at most 150 transactions per account and 600 in all (a very busy
 * account's older charges in that window are not seen). It groups income and expenses by
 * account, category and payee, else notes (digits removed, so "Netflix 05/24" and
 * "Netflix 06/24" match), and is named after the payee when there is one. Expenses with
 * neither are not grouped, since the category alone would join unrelated purchases; income
 * is, since few payments come in. A series needs 3 charges at monthly (26–35 days) or weekly
 * (6–8 days) gaps. The same series feed "Can I afford it?" (model/advisor/affordability.ts).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { seriesDate } from "./afford";
import { addDays, toDayNumber } from "../../shared/dates";
import type { CategoryKey } from "../../shared/domain";
import type { ReadCtx } from "../reports/cashflow";
import { ACTIONS, category, date, money, type NewInsight, num, text } from "./insights";

export const WINDOW_DAYS = 90;
export const PER_ACCOUNT_CAP = 150;
export const TOTAL_CAP = 600;
const MIN_CHARGES = 3;
/** Charges of one series stay within this share of their median amount. */
const SIMILAR = 0.3;
/** A rise under 2 % is rounding or exchange noise, not a price change. */
const RISE_RATIO = 1.02;

/** Schedules whose amount is above the amount of their last posted transaction. */
export async function scheduleIncreases(
  ctx: ReadCtx,
  schedules: Doc<"schedules">[],
  accounts: Map<Id<"accounts">, Doc<"accounts">>,
): Promise<NewInsight[]> {
  const out: NewInsight[] = [];
  for (const s of schedules) {
    const account = accounts.get(s.accountId);
    if (s.kind === "income" || s.nextDue === undefined || account === undefined) continue;
    const last = await ctx.db
      .query("scheduleOccurrences")
      .withIndex("by_schedule_status_due", (q) => q.eq("scheduleId", s._id).eq("status", "posted"))
      .order("desc")
      .first();
    const tx = last?.transactionId ? await ctx.db.get("transactions", last.transactionId) : null;
    if (tx === null || tx.accountId !== s.accountId) continue;
    const before = Math.abs(tx.amount);
    if (s.amount <= before * RISE_RATIO) continue;
    out.push({
      id: `recurringIncrease:${s._id}:${s.amount}`,
      rule: "recurringIncrease",
      severity: s.amount > before * 1.1 ? "warning" : "info",
      values: [
        category(s.category),
        text("name", s.notes ?? ""),
        text("account", account.name),
        money("before", before, account.currency),
        money("now", s.amount, account.currency),
        money("increase", s.amount - before, account.currency),
        date("date", s.nextDue),
      ],
      action: ACTIONS.schedules,
    });
  }
  return out;
}

type Tx = Doc<"transactions">;

/** The newest income and expenses of the window, bounded per account and in total. */
async function recentTransactions(ctx: ReadCtx, accounts: Doc<"accounts">[], today: string) {
  const from = addDays(today, -WINDOW_DAYS);
  const rows: Tx[] = [];
  for (const a of accounts) {
    if (rows.length >= TOTAL_CAP || a.type === "loan") continue;
    const page = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) =>
        q.eq("accountId", a._id).gte("date", from).lte("date", today),
      )
      .order("desc")
      .take(Math.min(PER_ACCOUNT_CAP, TOTAL_CAP - rows.length));
    rows.push(...page);
  }
  return rows;
}

const normalize = (label: string) =>
  label
    .toLowerCase()
    .replace(/[\d\s\p{P}]+/gu, " ")
    .trim()
    .slice(0, 40);

/** What names a charge: its payee, else its notes; "" when it has neither. */
const labelOf = (tx: Tx) => (tx.payee ?? "").trim() || (tx.notes ?? "").trim();

function periodOf(charges: Tx[]): Period | null {
  if (charges.length < MIN_CHARGES) return null;
  const gaps = charges.slice(1).map((c, i) => toDayNumber(c.date) - toDayNumber(charges[i].date));
  const amounts = charges.map((c) => Math.abs(c.amount)).sort((a, b) => a - b);
  const median = amounts[Math.floor(amounts.length / 2)];
  if (!amounts.every((x) => Math.abs(x - median) <= median * SIMILAR)) return null;
  if (gaps.every((g) => g >= 26 && g <= 35)) return "monthly";
  return gaps.every((g) => g >= 6 && g <= 8) ? "weekly" : null;
}

function covered(schedules: Doc<"schedules">[], last: Tx): boolean {
  return schedules.some(
    (s) =>
      s.accountId === last.accountId &&
      s.kind === last.kind &&
      s.category === last.category &&
      Math.abs(s.amount - Math.abs(last.amount)) <= s.amount * SIMILAR,
  );
}

export type Period = "monthly" | "weekly";

/** A run of similar income or expenses at a regular gap, as the history shows it. */
export interface RecurringSeries {
  key: string;
  kind: "income" | "expense";
  /** The payee, else the notes of the latest one; "" for unnamed income. */
  name: string;
  accountId: Id<"accounts">;
  category: CategoryKey;
  /** Positive minor units of the account's currency: the latest one. */
  amount: number;
  previousAmount: number;
  count: number;
  lastDate: string;
  period: Period;
  /** True when a schedule of the same account, kind, category and amount already has it. */
  covered: boolean;
}

/** The first date of the series after its last one that is not before `from`. */
function nextDateOf(series: RecurringSeries, from: string): string {
  for (let k = 1; ; k += 1) {
    const next = seriesDate(series, k);
    if (next >= from) return next;
  }
}

/**
 * "Add it as a recurring transaction", filled in from the series: the planner's recurring tab
 * opens its form with these values (src/features/planner/recurring/schedulePrefill.ts).
 */
export function schedulePrefillPath(series: RecurringSeries, today: string): string {
  const params = new URLSearchParams({
    tab: "recurring",
    add: series.kind,
    account: series.accountId,
    amount: String(series.amount),
    category: series.category,
    notes: series.name,
    frequency: series.period,
    start: nextDateOf(series, today),
  });
  return `/planner?${params.toString()}`;
}

/** The repeating income and expenses of the last WINDOW_DAYS, oldest charge first in each. */
export async function recurringSeries(
  ctx: ReadCtx,
  accounts: Doc<"accounts">[],
  schedules: Doc<"schedules">[],
  today: string,
): Promise<RecurringSeries[]> {
  const groups = new Map<string, Tx[]>();
  for (const tx of await recentTransactions(ctx, accounts, today)) {
    if (tx.kind !== "income" && tx.kind !== "expense") continue;
    const label = labelOf(tx);
    if (label === "" && tx.kind === "expense") continue;
    const key = `${tx.accountId}:${tx.kind === "income" ? "in:" : ""}${tx.category}:${normalize(label)}`;
    groups.set(key, [...(groups.get(key) ?? []), tx]);
  }
  const out: RecurringSeries[] = [];
  for (const [key, list] of groups) {
    const charges = [...list].sort((a, b) => a.date.localeCompare(b.date));
    const period = periodOf(charges);
    if (period === null) continue;
    const last = charges[charges.length - 1];
    out.push({
      key,
      kind: last.kind as RecurringSeries["kind"],
      name: labelOf(last),
      accountId: last.accountId,
      category: last.category,
      amount: Math.abs(last.amount),
      previousAmount: Math.abs(charges[charges.length - 2].amount),
      count: charges.length,
      lastDate: last.date,
      period,
      covered: covered(schedules, last),
    });
  }
  return out;
}

/** New repeated charges (not covered by a schedule) and repeated charges that rose. */
export async function detectedRecurring(
  ctx: ReadCtx,
  accounts: Doc<"accounts">[],
  schedules: Doc<"schedules">[],
  today: string,
): Promise<NewInsight[]> {
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const out: NewInsight[] = [];
  for (const series of await recurringSeries(ctx, accounts, schedules, today)) {
    if (series.kind !== "expense") continue;
    const { key, amount, previousAmount } = series;
    const account = byId.get(series.accountId)!;
    const values = [
      category(series.category),
      text("name", series.name),
      text("account", account.name),
      num("count", series.count),
      money("amount", amount, account.currency),
    ];
    if (!series.covered) {
      out.push({
        id: `newRecurring:${key}`,
        rule: "newRecurring",
        severity: "info",
        values,
        action: { ...ACTIONS.schedules, path: schedulePrefillPath(series, today) },
      });
    }
    if (amount > previousAmount * RISE_RATIO) {
      out.push({
        id: `recurringRise:${key}:${series.lastDate}`,
        rule: "recurringRise",
        severity: "warning",
        values: [
          ...values,
          money("before", previousAmount, account.currency),
          money("increase", amount - previousAmount, account.currency),
        ],
        action: ACTIONS.transactions(account._id),
      });
    }
  }
  return out;
}
