/**
 * Recurring charges: a schedule whose amount rose above what it last posted, and series the
 * one detector found (series.ts: a subscription that was never set up as a schedule, or one
 * that got dearer). The same series feed the subscriptions screen, the forecast and "Can I
 * afford it?".
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { ReadCtx } from "../reports/cashflow";
import { ACTIONS, category, date, money, type NewInsight, num, text } from "./insights";
import { recurringSeries, schedulePrefillPath } from "./series";

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
    if (series.kind !== "expense" || series.cancelled) continue;
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
        action: { ...ACTIONS.schedules, path: schedulePrefillPath(series) },
      });
    }
    if (!series.variable && amount > previousAmount * RISE_RATIO) {
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
