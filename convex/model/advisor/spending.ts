/**
 * Insight rules over spending: budget pace, unusual spending per category, the savings rate
 * and the emergency fund. They read the current month and the 6 months before it from the
 * rollups (at most 7 × accounts × categories rows) plus this month's budgets.
 */
import type { Doc } from "../../_generated/dataModel";
import { averagedMonths, monthlyAverage } from "../../shared/averages";
import { addMonthsToKey } from "../../shared/dates";
import { CATEGORIES, isLiabilityType } from "../../shared/domain";
import { budgetMonth, type BudgetLine } from "../budgets/budgets";
import { type Converter } from "../exchangeRates/convert";
import { incomeAndExpense, type ReadCtx, type Rollup, sumBy } from "../reports/cashflow";
import { ACTIONS, category, money, type NewInsight, noticeable, num } from "./insights";

export const HISTORY_MONTHS = 6;
/** "Well above" the user's own history. */
export const UNUSUAL_RATIO = 1.5;
/** Months of history needed before an average means anything. */
export const MIN_HISTORY_MONTHS = 3;
/** A projection from the first days of a month is noise, unless half is already spent. */
export const PACE_MIN_DAYS = 5;
/** Savings-rate change (percentage points) worth an insight. */
export const SAVINGS_RATE_STEP = 10;

export interface SpendingInput {
  ctx: ReadCtx;
  today: string;
  month: string;
  conv: Converter;
  accounts: Doc<"accounts">[];
  /** Rollups of the current month and the HISTORY_MONTHS before it, live accounts only. */
  rollups: Rollup[];
  /** The first full month of the person's history (model/reports/historyStart). */
  historyStart: string | null;
}

/**
 * The months the averages are taken over (shared/averages.ts: the last HISTORY_MONTHS
 * complete months the person has history for) and their rollups.
 */
function history(input: SpendingInput) {
  const range = {
    from: addMonthsToKey(input.month, -HISTORY_MONTHS),
    to: addMonthsToKey(input.month, -1),
  };
  const months = averagedMonths(range, input.historyStart, input.today);
  const counted = new Set(months);
  return {
    past: input.rollups.filter((r) => counted.has(r.month)),
    current: input.rollups.filter((r) => r.month === input.month),
    months,
  };
}

export async function budgetInsights(input: SpendingInput): Promise<NewInsight[]> {
  const view = await budgetMonth(input.ctx, input.month, input.today);
  const lines = [...view.categories, ...(view.overall ? [view.overall] : [])];
  return lines.flatMap((line) => budgetLineInsight(input.month, line, view.daysElapsed));
}

function budgetLineInsight(month: string, line: BudgetLine, daysElapsed: number): NewInsight[] {
  const subject = line.scope;
  const values = [
    money("spent", line.spent, line.currency),
    money("budget", line.available, line.currency),
  ];
  const scope = line.scope === "overall" ? [] : [category(line.scope)];
  if (line.spent > line.available) {
    return [
      {
        id: `budgetOver:${subject}:${month}`,
        rule: "budgetOver",
        severity: "critical",
        values: [...scope, money("over", line.spent - line.available, line.currency), ...values],
        action: ACTIONS.budget,
      },
    ];
  }
  const projected = line.projected ?? 0;
  const earlyButHalfSpent = line.spent * 2 >= line.available;
  if (projected <= line.available || (daysElapsed < PACE_MIN_DAYS && !earlyButHalfSpent)) return [];
  return [
    {
      id: `budgetPace:${subject}:${month}`,
      rule: "budgetPace",
      severity: "warning",
      values: [
        ...scope,
        money("over", projected - line.available, line.currency),
        money("projected", projected, line.currency),
        ...values,
      ],
      action: ACTIONS.budget,
    },
  ];
}

/** Categories this month above 1.5 × their average month, by at least a noticeable sum. */
export function unusualSpending(input: SpendingInput): NewInsight[] {
  const { past, current, months } = history(input);
  if (months.length < MIN_HISTORY_MONTHS) return [];
  const { conv } = input;
  const before = sumBy(
    past,
    (r) => r.category,
    (r) => r.expense,
  );
  const now = sumBy(
    current,
    (r) => r.category,
    (r) => r.expense,
  );
  const out: NewInsight[] = [];
  for (const cat of CATEGORIES) {
    const spent = conv.total(now.get(cat));
    const average = monthlyAverage(conv.total(before.get(cat)), months);
    if (spent <= average * UNUSUAL_RATIO || spent - average < noticeable(conv.currency)) continue;
    out.push({
      id: `unusualSpending:${cat}:${input.month}`,
      rule: "unusualSpending",
      severity: "warning",
      values: [
        category(cat),
        money("spent", spent, conv.currency),
        money("average", average, conv.currency),
        num("percent", average > 0 ? Math.round((spent / average - 1) * 100) : 100),
        num("historyMonths", months.length),
      ],
      action: ACTIONS.reports,
    });
  }
  return out;
}

/** This month's savings rate against the average of the last 6 months (needs income both). */
export function savingsRate(input: SpendingInput): NewInsight[] {
  const { past, current, months } = history(input);
  if (months.length < MIN_HISTORY_MONTHS) return [];
  const now = incomeAndExpense(current, input.conv);
  const then = incomeAndExpense(past, input.conv);
  if (now.income <= 0 || then.income <= 0) return [];
  const rateNow = Math.round(((now.income - now.expense) / now.income) * 100);
  const rateThen = Math.round(((then.income - then.expense) / then.income) * 100);
  const down = rateNow <= rateThen - SAVINGS_RATE_STEP;
  if (!down && rateNow < rateThen + SAVINGS_RATE_STEP) return [];
  return [
    {
      id: `savingsRate${down ? "Down" : "Up"}:${input.month}`,
      rule: down ? "savingsRateDown" : "savingsRateUp",
      severity: down ? "warning" : "info",
      values: [
        num("rate", rateNow),
        num("average", rateThen),
        money("saved", now.income - now.expense, input.conv.currency),
        num("historyMonths", months.length),
      ],
      action: ACTIONS.reports,
    },
  ];
}

const LIQUID = new Set(["cash", "bank", "savings"]);

/** Liquid money in months of average expenses: < 1 critical, < 3 warning, otherwise info. */
export function emergencyFund(input: SpendingInput): NewInsight[] {
  const { past, months } = history(input);
  if (months.length < MIN_HISTORY_MONTHS) return [];
  const { conv } = input;
  const monthly = monthlyAverage(incomeAndExpense(past, conv).expense, months);
  if (monthly <= 0) return [];
  const liquid = input.accounts
    .filter((a) => LIQUID.has(a.type) && !isLiabilityType(a.type))
    .reduce((s, a) => s + (conv.convert(Math.max(0, a.balance), a.currency) ?? 0), 0);
  const cover = Math.floor((liquid / monthly) * 10) / 10;
  const severity = cover < 1 ? "critical" : cover < 3 ? "warning" : "info";
  return [
    {
      id: `emergencyFund:${input.month}`,
      rule: "emergencyFund",
      severity,
      values: [
        num("months", cover),
        money("liquid", liquid, conv.currency),
        money("monthlyExpenses", monthly, conv.currency),
        num("historyMonths", months.length),
      ],
      action: ACTIONS.accounts,
    },
  ];
}
