/** The fields of plans and their contributions, declared once: the schema, the arguments and the views derive from these. */
import { v } from "convex/values";
import { vPlanKind } from "../../shared/planning";
import { vCurrency } from "../validators";

/**
 * Savings goals and purchase plans. Progress comes from the linked account's balance when
 * `accountId` is set, else from `contributed` (the sum of planContributions, kept in the
 * same mutation as each contribution).
 */
export const planFields = v.object({
  userId: v.id("users"),
  name: v.string(),
  kind: vPlanKind,
  /** Positive minor units of `currency`. */
  targetAmount: v.number(),
  currency: vCurrency,
  targetDate: v.string(),
  /** Progress follows this account's balance instead of manual contributions. */
  accountId: v.optional(v.id("accounts")),
  notes: v.optional(v.string()),
  contributed: v.number(),
});

/** Manual contributions to a plan, in the plan's currency (negative = withdrawal). */
export const planContributionFields = v.object({
  userId: v.id("users"),
  planId: v.id("plans"),
  date: v.string(),
  amount: v.number(),
  notes: v.optional(v.string()),
});
