/**
 * "Can I afford it?": the money available on the date comes from the forecast engine
 * (affordForecast.ts: the purchase is one more outflow in the same projection the forecast
 * screen shows); the planner's capacity and the open plans give "not yet" and its date (the
 * verdict in afford.ts). Returns the answer with the arithmetic, line by line, for the UI.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { AFFORD_LINES, answerFrom, type AffordQuestion, type Amount } from "./afford";
import { forecastProjection } from "./affordForecast";
import { vCategory, vCurrency } from "../validators";
import { loadConverter } from "../exchangeRates/convert";
import { withInvestmentCash } from "../investments/netWorth";
import { liveAccounts, type ReadCtx } from "../reports/cashflow";
import { monthlyCapacity, toPlanView } from "../plans/plans";
import { recurringSeries, schedulePrefillPath, unscheduled } from "./series";
import { vInterval } from "./recentCharges";

export const VERDICTS = ["yes", "not_yet", "no"] as const;
const vAccountLine = v.object({ name: v.string(), balance: v.number(), currency: vCurrency });
export const vAffordability = v.object({
  verdict: v.union(...VERDICTS.map((x) => v.literal(x))),
  amount: v.number(),
  currency: vCurrency,
  /** The purchase date asked about; null for "now". */
  date: v.union(v.string(), v.null()),
  includeSavings: v.boolean(),
  reasons: v.object({
    /** The money available on the date, line by line (signed); they add up to atDate. */
    lines: v.array(
      v.object({ key: v.union(...AFFORD_LINES.map((k) => v.literal(k))), amount: v.number() }),
    ),
    atDate: v.number(),
    /** Accounts counted as spendable, and savings accounts kept apart. */
    accounts: v.array(vAccountLine),
    setApart: v.array(vAccountLine),
    /** The planner's monthly capacity; null without history. */
    monthlyNet: v.union(v.number(), v.null()),
    monthsOfHistory: v.number(),
    /** The months that capacity averages ("YYYY-MM"). */
    historyMonths: v.array(v.string()),
    planCommitments: v.number(),
    monthlyFree: v.union(v.number(), v.null()),
  }),
  /** What is missing on the date (0 when affordable). */
  shortfall: v.number(),
  /** To save per month to close the shortfall by the date (or by affordableDate). */
  suggestedMonthly: v.union(v.number(), v.null()),
  /** The date asked about when it fits; else the earliest date at the free monthly pace. */
  affordableDate: v.union(v.string(), v.null()),
  missingRates: v.array(vCurrency),
  /**
   * Income and expenses counted on their next dates because the history shows them recurring,
   * though no schedule has them; `path` opens the schedule form filled in from them.
   */
  recognised: v.array(
    v.object({
      name: v.string(),
      kind: v.union(v.literal("income"), v.literal("expense")),
      amount: v.number(),
      currency: vCurrency,
      category: vCategory,
      period: vInterval,
      path: v.string(),
    }),
  ),
});
export type Affordability = Infer<typeof vAffordability>;

interface Question extends Omit<AffordQuestion, "accountId"> {
  account?: Doc<"accounts">;
  today: string;
}

async function openPlans(ctx: ReadCtx, q: Question, accounts: Doc<"accounts">[]) {
  const conv = await loadConverter(ctx);
  const capacity = await monthlyCapacity(ctx, conv, q.today, accounts);
  const docs = await ctx.db
    .query("plans")
    .withIndex("by_user", (x) => x.eq("userId", ctx.ledgerKey))
    .collect();
  const byId = new Map(accounts.map((a) => [a._id, a]));
  const planMonthly: Amount[] = [];
  const goalMoney: Amount[] = [];
  for (const plan of docs) {
    const view = await toPlanView(ctx, { plan, today: q.today, conv, capacity, accounts: byId });
    if (view.feasibility === "reached" || view.feasibility === "past_due") continue;
    planMonthly.push({ amount: view.monthlyNeeded, currency: view.currency });
    if (view.savedFrom === "contributions")
      goalMoney.push({ amount: view.saved, currency: view.currency });
  }
  return { conv, capacity, planMonthly, goalMoney };
}

export async function canAfford(ctx: ReadCtx, q: Question): Promise<Affordability> {
  const accounts = await withInvestmentCash(ctx, await liveAccounts(ctx));
  const { conv, capacity, planMonthly, goalMoney } = await openPlans(ctx, q, accounts);
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (x) => x.eq("userId", ctx.ledgerKey))
    .collect();
  const series = unscheduled(await recurringSeries(ctx, accounts, schedules, q.today))
    // Income first, then the largest bills: the ones that move the answer most.
    .sort((a, b) => (a.kind === b.kind ? b.amount - a.amount : a.kind === "income" ? -1 : 1));
  const question = { ...q, accountId: q.account?._id };
  const projection = await forecastProjection(ctx, question, { goalMoney, planMonthly });
  const answer = answerFrom(
    projection,
    { today: q.today, rates: projection.rates, capacity, planMonthly },
    question,
  );
  const line = (a: { name: string; balance: number; currency: Doc<"accounts">["currency"] }) => ({
    name: a.name,
    balance: a.balance,
    currency: a.currency,
  });
  // Listed by the currency that is not the display one, like every other screen does.
  const missing = new Set([
    ...answer.missingRates.map((c) => (c === conv.currency ? q.currency : c)),
    ...conv.missingRates(),
  ]);
  return {
    verdict: answer.verdict,
    amount: q.amount,
    currency: q.currency,
    date: q.date ?? null,
    includeSavings: q.includeSavings === true,
    reasons: {
      lines: answer.lines,
      atDate: answer.atDate,
      accounts: answer.counted.map(line),
      setApart: answer.setApart.map(line),
      monthlyNet: answer.monthlyNet,
      monthsOfHistory: capacity.monthsUsed,
      historyMonths: capacity.months,
      planCommitments: answer.planCommitments,
      monthlyFree: answer.monthlyFree,
    },
    shortfall: answer.shortfall,
    suggestedMonthly: answer.suggestedMonthly,
    affordableDate: answer.affordableDate,
    missingRates: [...missing].sort(),
    recognised: series.map((s) => ({
      name: s.name,
      kind: s.kind,
      amount: s.amount,
      currency: s.currency,
      category: s.category,
      period: s.period,
      path: schedulePrefillPath(s),
    })),
  };
}
