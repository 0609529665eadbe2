/** The fields of the restore bookkeeping table, declared once. */
import { v } from "convex/values";

/** A restore from an export file in progress (one row while it runs; see dataRestore.ts). */
export const restoreFields = v.object({
  userId: v.id("users"),
  startedAt: v.number(),
  /** The last chunk written; an hour without progress ends the restore (dataRestore.ts). */
  updatedAt: v.optional(v.number()),
  /** Set when the restore is cancelled or expired: its rows are being removed in batches. */
  cancelling: v.optional(v.boolean()),
  /** The scheduled check for an hour without progress, cancelled when the restore ends. */
  expiry: v.optional(v.id("_scheduled_functions")),
});
