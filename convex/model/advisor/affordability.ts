/**
 * "Can I afford it?" — a purchase of `amount` on `date` (today when absent), in the purchase
 * currency throughout:
 *
 *   headroom = available cash (the chosen account, else every cash / bank / savings account)
 *            − scheduled bills from today until the date, within the current month
 *            + scheduled income into those accounts in that window (only with a future date:
 *              money that arrives after a purchase today does not pay for it)
 *            − this month's unspent budgets (money the user already means to spend)
 *   monthly free = average monthly net cash flow (the planner's capacity) − what open plans
 *                  need per month
 *   at the date  = headroom + monthly free × whole months from now to the date
 *
 * Beyond the current month only the monthly average counts: it already contains the regular
 * bills and income, so adding the schedules of later months too would count them twice.
 * yes: affordable at the date; not_yet: affordable later at the free monthly pace (date given
 * within 10 years); no: no free cash flow to get there.
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { CurrencyCode } from "../../shared/currencies";
import {
  addMonthsToDate,
  daysInMonthKey,
  monthDiff,
  monthKey,
  toDayNumber,
} from "../../shared/dates";
import { vCurrency } from "../../shared/validators";
import { budgetMonth } from "../planning/budgets";
import { type Converter, liveAccounts, loadConverter, type ReadCtx } from "../reports/cashflow";
import { monthlyCapacity, toPlanView } from "../planning/plans";
import { upcoming } from "../planning/recurrence";

export const MAX_WAIT_MONTHS = 120;
export const LIQUID_TYPES = new Set(["cash", "bank", "savings"]);

export const VERDICTS = ["yes", "not_yet", "no"] as const;
export const vAffordability = v.object({
  verdict: v.union(...VERDICTS.map((x) => v.literal(x))),
  amount: v.number(),
  currency: vCurrency,
  /** The purchase date asked about; null for "now". */
  date: v.union(v.string(), v.null()),
  reasons: v.object({
    available: v.number(),
    /** Accounts counted in `available`. */
    accounts: v.array(v.object({ name: v.string(), balance: v.number(), currency: vCurrency })),
    upcomingBills: v.number(),
    upcomingIncome: v.number(),
    budgetsRemaining: v.number(),
    headroom: v.number(),
    /** Average monthly net cash flow; null without history. */
    monthlyNet: v.union(v.number(), v.null()),
    monthsOfHistory: v.number(),
    planCommitments: v.number(),
    monthlyFree: v.union(v.number(), v.null()),
    /** headroom + monthly free × months to the date (= headroom for "now"). */
    atDate: v.number(),
  }),
  /** What is missing on the date (0 when affordable). */
  shortfall: v.number(),
  /** To save per month to close the shortfall by the date (or by affordableDate). */
  suggestedMonthly: v.union(v.number(), v.null()),
  /** The earliest date it fits at the free monthly pace; today for "yes" now. */
  affordableDate: v.union(v.string(), v.null()),
  missingRates: v.array(vCurrency),
});
export type Affordability = Infer<typeof vAffordability>;

interface Question {
  amount: number;
  currency: CurrencyCode;
  date?: string;
  account?: Doc<"accounts">;
  today: string;
}

/** Converts into the purchase currency; a missing rate counts as 0 and is reported. */
const into = (conv: Converter, to: CurrencyCode) => (amount: number, from: CurrencyCode) =>
  conv.convert(amount, from, to) ?? 0;

async function scheduledUntil(ctx: ReadCtx, conv: Converter, q: Question, pool: Set<string>) {
  const monthEnd = `${monthKey(q.today)}-${String(daysInMonthKey(monthKey(q.today))).padStart(2, "0")}`;
  const end = q.date === undefined || q.date > monthEnd ? monthEnd : q.date;
  const days = Math.max(1, Math.min(92, toDayNumber(end) - toDayNumber(q.today)));
  const { items } = await upcoming(ctx, conv, q.today, days);
  const convert = into(conv, q.currency);
  let bills = 0;
  let income = 0;
  for (const item of items) {
    if (item.status === "skipped" || item.status === "posted" || item.dueDate > end) continue;
    if (item.kind !== "income" && pool.has(item.accountId)) {
      // A transfer between two counted accounts moves money without spending it.
      if (item.toAccountId === undefined || !pool.has(item.toAccountId))
        bills += convert(item.amount, item.currency);
    }
    if (item.kind === "income" && pool.has(item.accountId))
      income += convert(item.amount, item.currency);
  }
  const future = q.date !== undefined && q.date > q.today;
  return { bills, income: future ? income : 0 };
}

async function commitments(
  ctx: ReadCtx,
  conv: Converter,
  q: Question,
  accounts: Doc<"accounts">[],
) {
  const capacity = await monthlyCapacity(ctx, conv, q.today, accounts);
  const plans = await ctx.db
    .query("plans")
    .withIndex("by_user", (x) => x.eq("userId", ctx.userId))
    .collect();
  const byId = new Map(accounts.map((a) => [a._id, a]));
  let planned = 0;
  for (const plan of plans) {
    const view = await toPlanView(ctx, { plan, today: q.today, conv, capacity, accounts: byId });
    if (view.feasibility === "reached" || view.feasibility === "past_due") continue;
    planned += conv.convert(view.monthlyNeeded, view.currency, q.currency) ?? 0;
  }
  const monthlyNet =
    capacity.monthly === null
      ? null
      : (conv.convert(capacity.monthly, capacity.currency, q.currency) ?? 0);
  return { capacity, monthlyNet, planned };
}

export async function canAfford(ctx: ReadCtx, q: Question): Promise<Affordability> {
  const conv = await loadConverter(ctx);
  const accounts = await liveAccounts(ctx);
  const poolAccounts = q.account ? [q.account] : accounts.filter((a) => LIQUID_TYPES.has(a.type));
  const pool = new Set<string>(poolAccounts.map((a) => a._id));
  const convert = into(conv, q.currency);
  const available = poolAccounts.reduce((s, a) => s + convert(a.balance, a.currency), 0);
  const { bills, income } = await scheduledUntil(ctx, conv, q, pool);
  const thisMonth = q.date === undefined || monthKey(q.date) === monthKey(q.today);
  const budgets = await budgetMonth(ctx, monthKey(q.today), q.today);
  const budgetsRemaining = budgets.categories.reduce(
    (s, l) => s + Math.max(0, convert(l.remaining, l.currency)),
    0,
  );
  const headroom = available - bills + income - budgetsRemaining;
  const { capacity, monthlyNet, planned } = await commitments(ctx, conv, q, accounts);
  const monthlyFree = monthlyNet === null ? null : monthlyNet - planned;
  const monthsToDate =
    q.date && !thisMonth ? Math.max(0, monthDiff(monthKey(q.today), monthKey(q.date))) : 0;
  const atDate = headroom + Math.max(0, monthlyFree ?? 0) * monthsToDate;
  const shortfall = Math.max(0, q.amount - atDate);
  const gap = Math.max(0, q.amount - headroom);
  const waitMonths = monthlyFree !== null && monthlyFree > 0 ? Math.ceil(gap / monthlyFree) : null;
  const affordableDate =
    gap === 0
      ? q.today
      : waitMonths !== null && waitMonths <= MAX_WAIT_MONTHS
        ? addMonthsToDate(q.today, waitMonths)
        : null;
  const verdict = shortfall === 0 ? "yes" : affordableDate !== null ? "not_yet" : "no";
  const savingMonths = monthsToDate > 0 ? monthsToDate : waitMonths;
  const suggestedMonthly = gap === 0 ? 0 : savingMonths ? Math.ceil(gap / savingMonths) : null;
  return {
    verdict,
    amount: q.amount,
    currency: q.currency,
    date: q.date ?? null,
    reasons: {
      available,
      accounts: poolAccounts.map((a) => ({
        name: a.name,
        balance: a.balance,
        currency: a.currency,
      })),
      upcomingBills: bills,
      upcomingIncome: income,
      budgetsRemaining,
      headroom,
      monthlyNet,
      monthsOfHistory: capacity.monthsUsed,
      planCommitments: planned,
      monthlyFree,
      atDate,
    },
    shortfall,
    suggestedMonthly,
    affordableDate,
    missingRates: conv.missingRates(),
  };
}
