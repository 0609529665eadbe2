/**
 * Constants and Convex validators for budgets, schedules and plans, shared by the schema, the
 * functions and the UI (forms can list FREQUENCIES, PLAN_KINDS … from here).
 */
import { v } from "convex/values";
import { literals } from "./literals";
import type { Id } from "../_generated/dataModel";
import { CATEGORIES } from "./domain";
import { FREQUENCIES } from "./recurrence";

/** A budget is for one category or "overall" (a cap on all spending of the month). */
export const BUDGET_SCOPES = [...CATEGORIES, "overall"] as const;
/** A built-in category, "overall", or one of the user's own categories. */
export type BudgetScope = (typeof BUDGET_SCOPES)[number] | Id<"categories">;
export const vBudgetScope = v.union(literals(BUDGET_SCOPES), v.id("categories"));

/** ok below 80 % of the budget, warning from 80 % to 100 %, danger above 100 %. */
export const BUDGET_STATUSES = ["ok", "warning", "danger"] as const;
export const vBudgetStatus = literals(BUDGET_STATUSES);
export const BUDGET_WARNING_RATIO = 0.8;

export const SCHEDULE_KINDS = ["income", "expense", "transfer"] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];
export const vScheduleKind = literals(SCHEDULE_KINDS);
export const vFrequency = literals(FREQUENCIES);

/**
 * What happened to one occurrence of a schedule: posted (a transaction exists), skipped,
 * pending (edited by the user and waiting for its date) or failed (could not be posted, e.g.
 * a missing exchange rate; the user can post it by hand).
 */
export const OCCURRENCE_STATUSES = ["posted", "skipped", "pending", "failed"] as const;
export const vOccurrenceStatus = literals(OCCURRENCE_STATUSES);

export const PLAN_KINDS = ["goal", "purchase"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
export const vPlanKind = literals(PLAN_KINDS);

/**
 * The verdict on a plan; model/plans/feasibility.ts decides it (reached, on_track, behind: it would
 * fit but the plan's own pace is too slow, unreachable, past_due, unknown).
 */
export const FEASIBILITIES = [
  "reached",
  "on_track",
  "behind",
  "unreachable",
  "past_due",
  "unknown",
] as const;
export type Feasibility = (typeof FEASIBILITIES)[number];
export const vFeasibility = literals(FEASIBILITIES);

export const MAX_SCHEDULES_PER_USER = 200;
export const MAX_PLANS_PER_USER = 100;
