/** The fields of the restore bookkeeping table, declared once. */
import { v } from "convex/values";

/** A restore from an export file in progress (one row while it runs; see dataRestore.ts). */
export const restoreFields = v.object({
  userId: v.id("users"),
  startedAt: v.number(),
});
