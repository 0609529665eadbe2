/**
 * Envelope budgeting's own tables (model/budgets/envelope.ts). Assignments are what the user
 * gives each category in a month (one row per month), in the display currency at the time; settings hold the
 * per-category options (keep overspending as a negative balance, a target).
 */
import { v } from "convex/values";
import { userRow, vCategory, vCurrency } from "../validators";

/**
 * One row per user and month with every category's assignment (amount in `currency` minor
 * units; negative after money carried in was moved out). One row a month keeps 10 years of
 * budget at 120 documents to read, whatever the number of categories.
 */
export const envelopeMonthFields = userRow({
  month: v.string(),
  assigned: v.array(v.object({ category: vCategory, amount: v.number(), currency: vCurrency })),
});

/**
 * A target: `monthly` wants `amount` assigned every month; `byDate` wants `amount` available
 * by the end of `month` (spread evenly over the months left).
 */
export const vEnvelopeTarget = v.union(
  v.object({ kind: v.literal("monthly"), amount: v.number() }),
  v.object({ kind: v.literal("byDate"), amount: v.number(), month: v.string() }),
);

/** One row per user and category that has an option set. */
export const envelopeCategoryFields = userRow({
  category: vCategory,
  /** Overspending carries into the next month as a negative balance (not taken from Ready to Assign). */
  keepNegative: v.optional(v.boolean()),
  target: v.optional(vEnvelopeTarget),
});

/**
 * Whether an account's money is in the budget, where the user chose differently from the
 * default (cash, bank and savings in; investments out). Cards and loans are debts: never here.
 */
export const envelopeAccountFields = userRow({
  accountId: v.id("accounts"),
  included: v.boolean(),
});
