/**
 * Read-only views of the user's data for the chat's tools. INTERNAL: only the chat action
 * calls them, with the userId of its own authenticated caller (never a value from the model),
 * so a tool can only ever see the signed-in user's data. Amounts are in major units here
 * (what a language model reads naturally), each with its currency.
 */
import { v } from "convex/values";
import type { Id } from "../_generated/dataModel";
import { internalQuery, type QueryCtx } from "../_generated/server";
import { owedOf } from "../model/ledger/balances";
import { budgetMonth } from "../model/budgets/budgets";
import { loadConverter } from "../model/exchangeRates/convert";
import { liveAccounts, readRollups, sumBy } from "../model/reports/cashflow";
import { insightsFor } from "../model/advisor/engine";
import { monthlyCapacity, toPlanView } from "../model/plans/plans";
import { upcoming } from "../model/schedules/recurrence";
import type { CurrencyCode } from "../shared/currencies";
import { addMonthsToKey, monthDiff, monthKey, validateMonthKey } from "../shared/dates";
import { CATEGORIES, isLiabilityType } from "../shared/domain";
import { toMajor } from "../shared/money";

const forUser = { userId: v.id("users"), today: v.string() };
const MAX_SPENDING_MONTHS = 24;

const reader = (ctx: QueryCtx, userId: Id<"users">) => ({ db: ctx.db, ledgerKey: userId });
const m = (amount: number, currency: CurrencyCode) => ({
  amount: toMajor(amount, currency),
  currency,
});

export const balances = internalQuery({
  args: forUser,
  handler: async (ctx, { userId }) => {
    const accounts = await liveAccounts(reader(ctx, userId));
    return accounts.map((a) => ({
      name: a.name,
      type: a.type,
      balance: m(a.balance, a.currency),
      ...(isLiabilityType(a.type) ? { owed: m(owedOf(a.balance), a.currency) } : {}),
      ...(a.creditLimit !== undefined ? { creditLimit: m(a.creditLimit, a.currency) } : {}),
    }));
  },
});

/** Expenses per category over whole months; an invalid or huge range falls back to this month. */
export const spending = internalQuery({
  args: { ...forUser, from: v.optional(v.string()), to: v.optional(v.string()) },
  handler: async (ctx, { userId, today, from, to }) => {
    const r = reader(ctx, userId);
    const last = to && validateMonthKey(to) === null ? to : monthKey(today);
    let first = from && validateMonthKey(from) === null ? from : last;
    if (monthDiff(first, last) < 0 || monthDiff(first, last) >= MAX_SPENDING_MONTHS)
      first = addMonthsToKey(last, 1 - MAX_SPENDING_MONTHS);
    const conv = await loadConverter(r);
    const live = new Set((await liveAccounts(r)).map((a) => a._id));
    const rows = await readRollups(r, { from: first, to: last }, live);
    const sums = sumBy(
      rows,
      (row) => row.category,
      (row) => row.expense,
    );
    const categories = CATEGORIES.map((c) => ({ category: c, spent: conv.total(sums.get(c)) }))
      .filter((c) => c.spent > 0)
      .map((c) => ({ category: c.category, spent: m(c.spent, conv.currency) }));
    return { from: first, to: last, categories, missingRates: conv.missingRates() };
  },
});

export const budgets = internalQuery({
  args: { ...forUser, month: v.optional(v.string()) },
  handler: async (ctx, { userId, today, month }) => {
    const key = month && validateMonthKey(month) === null ? month : monthKey(today);
    const view = await budgetMonth(reader(ctx, userId), key, today);
    const lines = [...view.categories, ...(view.overall ? [view.overall] : [])];
    return {
      month: key,
      budgets: lines.map((l) => ({
        scope: l.scope,
        budget: m(l.available, l.currency),
        spent: m(l.spent, l.currency),
        remaining: m(l.remaining, l.currency),
        projectedAtMonthEnd: l.projected === null ? null : m(l.projected, l.currency),
        status: l.status,
      })),
    };
  },
});

export const goals = internalQuery({
  args: forUser,
  handler: async (ctx, { userId, today }) => {
    const r = reader(ctx, userId);
    const conv = await loadConverter(r);
    const accounts = await liveAccounts(r);
    const capacity = await monthlyCapacity(r, conv, today, accounts);
    const plans = await ctx.db
      .query("plans")
      .withIndex("by_user", (q) => q.eq("userId", userId))
      .take(100);
    const byId = new Map(accounts.map((a) => [a._id, a]));
    const out = [];
    for (const plan of plans) {
      const p = await toPlanView(r, { plan, today, conv, capacity, accounts: byId });
      out.push({
        name: p.name,
        kind: p.kind,
        target: m(p.targetAmount, p.currency),
        saved: m(p.saved, p.currency),
        targetDate: p.targetDate,
        monthlyNeeded: m(p.monthlyNeeded, p.currency),
        projectedDate: p.projectedDate,
        feasibility: p.feasibility,
      });
    }
    const monthly = capacity.monthly === null ? null : m(capacity.monthly, capacity.currency);
    return { monthlyCapacity: monthly, plans: out };
  },
});

export const upcomingBills = internalQuery({
  args: { ...forUser, days: v.optional(v.number()) },
  handler: async (ctx, { userId, today, days }) => {
    const r = reader(ctx, userId);
    const window = Number.isInteger(days) && days! >= 1 && days! <= 92 ? days! : 30;
    const { items } = await upcoming(r, await loadConverter(r), today, window);
    const names = new Map((await liveAccounts(r)).map((a) => [a._id, a.name]));
    return items
      .filter((i) => i.status !== "posted" && i.status !== "skipped")
      .map((i) => ({
        date: i.dueDate,
        kind: i.kind,
        amount: m(i.amount, i.currency),
        category: i.category,
        notes: i.notes ?? null,
        account: names.get(i.accountId) ?? null,
      }));
  },
});

export const insights = internalQuery({
  args: forUser,
  handler: async (ctx, { userId, today }) => {
    const { insights } = await insightsFor(reader(ctx, userId), today, false);
    return insights.map((i) => ({
      rule: i.rule,
      severity: i.severity,
      values: i.values.map((x) =>
        x.type === "money" ? { name: x.name, ...m(x.amount, x.currency) } : x,
      ),
    }));
  },
});
