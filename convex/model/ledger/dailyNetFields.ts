/** The fields of the daily net rows (model/ledger/dailyNets.ts explains them). */
import { v } from "convex/values";

export const dailyNetFields = v.object({
  userId: v.id("users"),
  accountId: v.id("accounts"),
  /** "YYYY-MM-DD": the net of that day's rows. "YYYY-MM": the month's marker (no net). */
  day: v.string(),
  net: v.number(),
  /** Marker: every row of the month is counted in its days. */
  complete: v.optional(v.boolean()),
  /** Marker of a month being counted: rows up to (date, creation time) are in the days. */
  throughDate: v.optional(v.string()),
  throughTime: v.optional(v.number()),
});
