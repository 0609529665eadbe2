import type { BudgetLine } from "../../../data/budgets";

export type BudgetStatus = BudgetLine["status"];

/** Bar colours per the API's status: calm below 80 %, warning from 80 %, danger above 100 %. */
export const STATUS_COLOR: Record<BudgetStatus, string> = {
  ok: "teal",
  warning: "yellow",
  danger: "red",
};

/** How full the bar is drawn: spending over the budget fills it (the colour says "over"). */
export function barValue(line: Pick<BudgetLine, "percent" | "spent">): number {
  if (line.percent === null) return line.spent > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, line.percent));
}
