/**
 * Reports API (R31: the reports placeholder becomes real reports). Every report takes a period
 * of months (the client turns "this month", "last 3/6/12 months", "year to date" or a custom
 * range into from/to) and an optional account filter, reads only rollups and accounts, and
 * answers in the display currency with the currencies it could not convert.
 */
import { v } from "convex/values";
import { userQuery } from "./lib/functions";
import { averagedMonths, monthlyAverage } from "./shared/averages";
import { validateIsoDate } from "./shared/validation";
import { ensure } from "./model/errors";
import { historyStart } from "./model/reports/historyStart";
import {
  header,
  monthFlows,
  netWorthOverTime as netWorthPoints,
  reportArgs,
  reportHeader,
  reportScope,
  scopeRollups,
  spendingByCategory as spendingOf,
  vCategoryShare,
  vMonthFlow,
  vNetWorthPoint,
} from "./model/reports/reports";
import { tagTotals as tagTotalsOf, vTagTotal } from "./model/reports/tags";

/** Expenses per category over the period, largest first; share is 0–1 of the total. */
export const spendingByCategory = userQuery({
  args: reportArgs,
  returns: v.object({ ...reportHeader, total: v.number(), categories: v.array(vCategoryShare) }),
  handler: async (ctx, args) => {
    const scope = await reportScope(ctx, args);
    const result = spendingOf(await scopeRollups(ctx, scope, scope.from, scope.to), scope.conv);
    return { ...header(scope), ...result };
  },
});

/** Income and expenses per month, with totals and the savings rate (net / income). */
export const incomeVsExpenses = userQuery({
  args: reportArgs,
  returns: v.object({
    ...reportHeader,
    months: v.array(vMonthFlow),
    totals: v.object({
      income: v.number(),
      expense: v.number(),
      net: v.number(),
      /** net / income, null without income. */
      savingsRate: v.union(v.number(), v.null()),
    }),
  }),
  handler: async (ctx, args) => {
    const scope = await reportScope(ctx, args);
    const months = monthFlows(await scopeRollups(ctx, scope, scope.from, scope.to), scope);
    const income = months.reduce((s, m) => s + m.income, 0);
    const expense = months.reduce((s, m) => s + m.expense, 0);
    const totals = {
      income,
      expense,
      net: income - expense,
      savingsRate: income > 0 ? (income - expense) / income : null,
    };
    return { ...header(scope), months, totals };
  },
});

/**
 * Net cash flow (income − expenses) per month, its running total and the monthly average over
 * the period's months the person has history for (shared/averages.ts: complete months from the
 * first full month of history; a month the books cover only in part would pull it down).
 */
export const cashFlow = userQuery({
  args: { ...reportArgs, today: v.string() },
  returns: v.object({
    ...reportHeader,
    months: v.array(v.object({ ...vMonthFlow.fields, cumulative: v.number() })),
    averageNet: v.number(),
    /** The months averaged, oldest first; empty when the period holds no complete month. */
    averagedMonths: v.array(v.string()),
  }),
  handler: async (ctx, { today, ...args }) => {
    ensure(validateIsoDate(today), "today");
    const scope = await reportScope(ctx, args);
    let cumulative = 0;
    const months = monthFlows(await scopeRollups(ctx, scope, scope.from, scope.to), scope).map(
      (m) => {
        cumulative += m.net;
        return { ...m, cumulative };
      },
    );
    const averaged = averagedMonths(scope, await historyStart(ctx), today);
    const counted = new Set(averaged);
    const net = months.filter((m) => counted.has(m.month)).reduce((s, m) => s + m.net, 0);
    const averageNet = monthlyAverage(net, averaged);
    return { ...header(scope), months, averageNet, averagedMonths: averaged };
  },
});

/** Assets, liabilities (negative while owed) and net worth at each month end of the period. */
export const netWorthOverTime = userQuery({
  args: reportArgs,
  returns: v.object({ ...reportHeader, points: v.array(vNetWorthPoint) }),
  handler: async (ctx, args) => {
    const scope = await reportScope(ctx, args);
    const points = await netWorthPoints(ctx, scope);
    return { ...header(scope), points };
  },
});

/** Income and expense per tag over the period (transactionTags rows; see model/reports/tags). */
export const tagTotals = userQuery({
  args: reportArgs,
  returns: v.object({ ...reportHeader, tags: v.array(vTagTotal) }),
  handler: async (ctx, args) => {
    const scope = await reportScope(ctx, args);
    const tags = await tagTotalsOf(ctx, scope);
    return { ...header(scope), tags };
  },
});
