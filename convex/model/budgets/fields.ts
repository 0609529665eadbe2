/** The fields of the budgets table (monthly caps), declared once: the schema, the arguments and the views derive from these. */
import { v } from "convex/values";
import { vBudgetScope } from "../../shared/planning";
import { vCurrency } from "../validators";

/**
 * Monthly budgets in `currency` (the display currency when set). One row per user, month and
 * scope (a category or "overall"). `rollover`: this month's unspent amount carries into the
 * next month (budgets/budgets.ts).
 */
export const budgetFields = v.object({
  userId: v.id("users"),
  month: v.string(),
  scope: vBudgetScope,
  amount: v.number(),
  currency: vCurrency,
  rollover: v.boolean(),
  /** Made by "Try it with sample data" (model/sampleData). */
  sample: v.optional(v.boolean()),
});
