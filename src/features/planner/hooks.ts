import { useQuery } from "convex/react";
import type { FunctionReturnType } from "convex/server";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useRunAction } from "../../lib/errors";
import { api } from "../../../convex/_generated/api";
import { useToday } from "../../lib/today";

export type AccountView = FunctionReturnType<typeof api.accounts.list>[number];
export type BudgetMonth = FunctionReturnType<typeof api.budgets.month>;
export type BudgetLine = BudgetMonth["categories"][number];
export type ScheduleView = FunctionReturnType<typeof api.schedules.list>[number];
export type Upcoming = FunctionReturnType<typeof api.schedules.upcoming>;
export type UpcomingItem = Upcoming["items"][number];
export type PlanList = FunctionReturnType<typeof api.plans.list>;
export type PlanView = PlanList["plans"][number];
export type Capacity = PlanList["capacity"];

/** The user's accounts, live, for the selects and the names shown beside schedules and plans. */
export function useAccounts() {
  const today = useToday();
  return useQuery(api.accounts.list, { today });
}

/**
 * Runs a mutation and reports the outcome: a short confirmation on success, the translated
 * message for the server's error code otherwise (raw server text never reaches the user).
 * Resolves to true when the call succeeded, so forms know whether to close.
 */
export function useRunner() {
  const { t } = useTranslation("planner");
  const runAction = useRunAction();
  return useCallback(
    async (call: () => Promise<unknown>, done?: string): Promise<boolean> =>
      (await runAction(call, done, t("notify.failed"))).ok,
    [runAction, t],
  );
}
