/**
 * The one verdict on a plan, from plain figures, used by the planner, the advisor's insights
 * and the assistant alike (the UI only words it). Checked in this order:
 *
 * - reached: nothing left to save.
 * - past_due: the target date has passed.
 * - on_track: the plan's own pace (last 3 months) reaches the target by its date; or, while the
 *   plan is too new to have a pace, the monthly amount needed fits what the user can set aside.
 * - unreachable: the monthly amount needed is more than the user can set aside.
 * - behind: it would fit, but the plan's own pace reaches the target after its date (or never):
 *   never "on track" next to a projected date after the target or nothing saved lately.
 * - unknown: no cash-flow history (or no rate) and no pace yet to judge by.
 */
import type { Feasibility } from "../../shared/planning";

/** A plan younger than this has no pace of its own yet (unless something was saved). */
export const PLAN_GRACE_DAYS = 30;

export interface PlanFacts {
  today: string;
  targetDate: string;
  /** Plan currency. */
  remaining: number;
  /** Date reached at the plan's own pace; null when never (no saving) or unknown. */
  projectedDate: string | null;
  /** Whether the plan's pace means something (old enough, and known). */
  paceJudged: boolean;
  /** The monthly amount needed in the capacity's currency; null without a rate. */
  neededInCapacity: number | null;
  /** What the user can set aside a month; null without history. */
  capacityMonthly: number | null;
}

export function planVerdict(f: PlanFacts): Feasibility {
  if (f.remaining <= 0) return "reached";
  if (f.targetDate < f.today) return "past_due";
  if (f.paceJudged && f.projectedDate !== null && f.projectedDate <= f.targetDate)
    return "on_track";
  const fits =
    f.capacityMonthly === null || f.neededInCapacity === null
      ? null
      : f.neededInCapacity <= f.capacityMonthly;
  if (fits === false) return "unreachable";
  if (f.paceJudged) return "behind";
  return fits === true ? "on_track" : "unknown";
}
