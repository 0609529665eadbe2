/**
 * Quick fills and targets for one category of the shown month: amounts the user can assign
 * with one click, and how much a target still wants this month ("underfunded").
 */
import type { Infer } from "convex/values";
import { monthlyAverage } from "../../shared/averages";
import { addMonthsToKey, monthDiff } from "../../shared/dates";
import type { vEnvelopeTarget } from "./envelopeFields";
import { flowsOf, type EnvelopeLine, type MonthFlows } from "./envelopeMath";

export type EnvelopeTarget = Infer<typeof vEnvelopeTarget>;

/** Spending of a month in a category: outflow net of refunds, never below 0. */
function spentIn(flows: ReadonlyMap<string, MonthFlows>, month: string, category: string) {
  return Math.max(0, -(flowsOf(flows, month).activity.get(category) ?? 0));
}

/** What the target wants assigned this month beyond what is assigned (0 when met or none). */
export function underfundedOf(
  target: EnvelopeTarget | undefined,
  month: string,
  line: EnvelopeLine,
): number {
  if (target === undefined) return 0;
  if (target.kind === "monthly") return Math.max(0, target.amount - line.assigned);
  if (month > target.month) return 0;
  const monthsLeft = monthDiff(month, target.month) + 1;
  const needed = Math.max(0, target.amount - Math.max(0, line.carried));
  return Math.max(0, Math.ceil(needed / monthsLeft) - line.assigned);
}

export interface Fills {
  lastAssigned: number;
  lastSpent: number;
  average: number;
  /** How many months `average` is over (0 to FILL_LOOKBACK: those the person has history for). */
  averageMonths: number;
  /** What to assign to meet the target this month; null without a target. */
  target: number | null;
}

export function fillsOf(input: {
  month: string;
  line: EnvelopeLine;
  target: EnvelopeTarget | undefined;
  assigned: ReadonlyMap<string, ReadonlyMap<string, number>>;
  flows: ReadonlyMap<string, MonthFlows>;
  /** The months the average is over (shared/averages.ts). */
  averaged: readonly string[];
}): Fills {
  const { month, line, target, assigned, flows, averaged } = input;
  const previous = addMonthsToKey(month, -1);
  const spent = averaged.reduce((sum, m) => sum + spentIn(flows, m, line.category), 0);
  return {
    lastAssigned: assigned.get(previous)?.get(line.category) ?? 0,
    lastSpent: spentIn(flows, previous, line.category),
    average: monthlyAverage(spent, averaged),
    averageMonths: averaged.length,
    target: target === undefined ? null : line.assigned + underfundedOf(target, month, line),
  };
}
