/**
 * A category the user made, beside the 13 built-in ones. Transactions, split parts, budgets,
 * rules and rollups refer to it by its id, exactly where they hold a built-in category's name,
 * so budgets and reports treat both alike.
 */
import { v } from "convex/values";

export const categoryFields = v.object({
  userId: v.id("users"),
  name: v.string(),
  /** Optional heading the category is listed under ("Household", "Kids"). */
  group: v.optional(v.string()),
  /**
   * Set while the category is being deleted: its transactions are moving to this category in
   * scheduled batches, and it is no longer offered.
   */
  movingTo: v.optional(v.union(v.string(), v.null())),
});
