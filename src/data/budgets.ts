import { useMutation, useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { api } from "../../convex/_generated/api";
import { useToday } from "../lib/today";

export type BudgetMonth = FunctionReturnType<typeof api.budgets.month>;
export type BudgetLine = BudgetMonth["categories"][number];

/** One month's budgets with what was spent against them, live. `month` is "YYYY-MM". */
export function useBudgetMonth(month: string) {
  const today = useToday();
  return useQuery(api.budgets.month, { month, today });
}

export function useBudgetMutations() {
  return {
    set: useMutation(api.budgets.set),
    remove: useMutation(api.budgets.remove),
    setRollover: useMutation(api.budgets.setRollover),
    copyFromPreviousMonth: useMutation(api.budgets.copyFromPreviousMonth),
  };
}
