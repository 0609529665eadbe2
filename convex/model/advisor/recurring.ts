/**
 * Recurring charges: a schedule whose amount rose above what it last posted, and charges that
 * repeat in the recent transactions (a subscription that was never set up as a schedule, or
 * one that got dearer).
 *
 * Limits, on purpose: detection looks only at the last 90 days, through the by_account_date
 * index, newest first, at most 150 transactions per account and 600 in all (a very busy
 * account's older charges in that window are not seen). It groups expenses by account,
 * category and notes (digits removed, so "Netflix 05/24" and "Netflix 06/24" match);
 * expenses without notes are not grouped, since the category alone would join unrelated
 * purchases. A series needs 3 charges at monthly (26–35 days) or weekly (6–8 days) gaps.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import { addDays, toDayNumber } from "../../shared/dates";
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

/** The newest expenses of the window, bounded per account and in total. */
async function recentExpenses(ctx: ReadCtx, accounts: Doc<"accounts">[], today: string) {
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
  return rows.filter((tx) => tx.kind === "expense" && (tx.notes ?? "").trim() !== "");
}

const normalize = (notes: string) =>
  notes
    .toLowerCase()
    .replace(/[\d\s\p{P}]+/gu, " ")
    .trim()
    .slice(0, 40);

function isSeries(charges: Tx[]): boolean {
  if (charges.length < MIN_CHARGES) return false;
  const gaps = charges.slice(1).map((c, i) => toDayNumber(c.date) - toDayNumber(charges[i].date));
  const monthly = gaps.every((g) => g >= 26 && g <= 35);
  const weekly = gaps.every((g) => g >= 6 && g <= 8);
  const amounts = charges.map((c) => -c.amount).sort((a, b) => a - b);
  const median = amounts[Math.floor(amounts.length / 2)];
  const similar = amounts.every((x) => Math.abs(x - median) <= median * SIMILAR);
  return (monthly || weekly) && similar;
}

function covered(schedules: Doc<"schedules">[], last: Tx): boolean {
  return schedules.some(
    (s) =>
      s.accountId === last.accountId &&
      s.kind === "expense" &&
      s.category === last.category &&
      Math.abs(s.amount + last.amount) <= s.amount * SIMILAR,
  );
}

/** New repeated charges (not covered by a schedule) and repeated charges that rose. */
export async function detectedRecurring(
  ctx: ReadCtx,
  accounts: Doc<"accounts">[],
  schedules: Doc<"schedules">[],
  today: string,
): Promise<NewInsight[]> {
  const groups = new Map<string, Tx[]>();
  for (const tx of await recentExpenses(ctx, accounts, today)) {
    const key = `${tx.accountId}:${tx.category}:${normalize(tx.notes!)}`;
    groups.set(key, [...(groups.get(key) ?? []), tx]);
  }
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const out: NewInsight[] = [];
  for (const [key, list] of groups) {
    const charges = [...list].sort((a, b) => a.date.localeCompare(b.date));
    if (!isSeries(charges)) continue;
    const last = charges[charges.length - 1];
    const previous = charges[charges.length - 2];
    const account = byId.get(last.accountId)!;
    const values = [
      category(last.category),
      text("name", last.notes!.trim()),
      text("account", account.name),
      num("count", charges.length),
      money("amount", -last.amount, account.currency),
    ];
    if (!covered(schedules, last)) {
      out.push({
        id: `newRecurring:${key}`,
        rule: "newRecurring",
        severity: "info",
        values,
        action: ACTIONS.schedules,
      });
    }
    if (-last.amount > -previous.amount * RISE_RATIO) {
      out.push({
        id: `recurringRise:${key}:${last.date}`,
        rule: "recurringRise",
        severity: "warning",
        values: [
          ...values,
          money("before", -previous.amount, account.currency),
          money("increase", previous.amount - last.amount, account.currency),
        ],
        action: ACTIONS.transactions(account._id),
      });
    }
  }
  return out;
}
