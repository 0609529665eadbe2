/**
 * Quick fills and targets for one category of the shown month: amounts the user can assign
 * with one click, and how much a target still wants this month ("underfunded").
 */
import type { Infer } from "convex/values";
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
  average3: number;
  /** What to assign to meet the target this month; null without a target. */
  target: number | null;
}

export function fillsOf(input: {
  month: string;
  line: EnvelopeLine;
  target: EnvelopeTarget | undefined;
  assigned: ReadonlyMap<string, ReadonlyMap<string, number>>;
  flows: ReadonlyMap<string, MonthFlows>;
}): Fills {
  const { month, line, target, assigned, flows } = input;
  const previous = addMonthsToKey(month, -1);
  const last3 = [1, 2, 3].map((i) => spentIn(flows, addMonthsToKey(month, -i), line.category));
  return {
    lastAssigned: assigned.get(previous)?.get(line.category) ?? 0,
    lastSpent: last3[0],
    average3: Math.round((last3[0] + last3[1] + last3[2]) / 3),
    target: target === undefined ? null : line.assigned + underfundedOf(target, month, line),
  };
}
