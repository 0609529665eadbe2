import type { TFunction } from "i18next";
import type { Feasibility } from "../../../../convex/shared/planning";
import type { Capacity, PlanView } from "../../../data/plans";

export const FEASIBILITY_COLOR: Record<Feasibility, string> = {
  reached: "teal",
  on_track: "blue",
  behind: "orange",
  unreachable: "red",
  past_due: "orange",
  unknown: "gray",
};

type Money = (amount: number, currency: PlanView["currency"]) => string;

type DateText = (iso: string) => string;

/** Reached by its own pace on time: the verdict's basis when the server says it is judged so. */
function onTimeAtPace(plan: PlanView): boolean {
  return plan.paceJudged && plan.projectedDate !== null && plan.projectedDate <= plan.targetDate;
}

/**
 * Why the badge says what it says, in one line, from the figures the server judged by
 * (convex/model/plans/feasibility.ts decides the verdict; this only words it).
 */
export function reasonText(
  t: TFunction,
  plan: PlanView,
  capacity: Capacity,
  money: Money,
  date: DateText,
): string {
  const needed = money(plan.monthlyNeeded, plan.currency);
  const free = capacity.monthly === null ? "" : money(capacity.monthly, capacity.currency);
  const pace = money(Math.max(0, plan.pace ?? 0), plan.currency);
  switch (plan.feasibility) {
    case "reached":
      return t("planner:plans.reason.reached", { saved: money(plan.saved, plan.currency) });
    case "past_due":
      return t("planner:plans.reason.pastDue", {
        remaining: money(plan.remaining, plan.currency),
      });
    case "on_track":
      return onTimeAtPace(plan) && plan.projectedDate !== null
        ? t("planner:plans.reason.onTrackPace", { pace, date: date(plan.projectedDate) })
        : t("planner:plans.reason.onTrack", { needed, capacity: free });
    case "behind":
      return t("planner:plans.reason.behind", { needed, pace });
    case "unreachable":
      return capacity.monthly !== null && capacity.monthly <= 0
        ? t("planner:plans.reason.noFreeCash", { needed })
        : t("planner:plans.reason.unreachable", { needed, capacity: free });
    case "unknown":
      return capacity.monthly === null
        ? t("planner:plans.reason.noHistory")
        : t("planner:plans.reason.noRate");
  }
}

/** When the plan is reached at its own recent pace, or why that cannot be said. */
export function paceText(
  t: TFunction,
  plan: PlanView,
  money: Money,
  date: DateText,
): string | null {
  // A plan too new to have a pace is judged by the capacity alone: no pace line yet.
  if (plan.remaining <= 0 || plan.pace === null || !plan.paceJudged) return null;
  if (plan.pace <= 0) return t("planner:plans.pace.none");
  const pace = money(plan.pace, plan.currency);
  if (plan.projectedDate === null) return t("planner:plans.pace.tooSlow", { pace });
  return t("planner:plans.pace.reachBy", { pace, date: date(plan.projectedDate) });
}
