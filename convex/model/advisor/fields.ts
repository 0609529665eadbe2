/** The fields of the advisor's stored state, declared once for the schema and its users. */
import { v } from "convex/values";

/** Ids are built by the rules ("rule:subject:period"); anything longer is not one of ours. */
export const MAX_INSIGHT_ID = 200;

/** Per-user state of an advisor insight (by its stable id): dismissed or snoozed until a date. */
export const insightStateFields = v.object({
  userId: v.id("users"),
  insightId: v.string(),
  dismissed: v.boolean(),
  /** "YYYY-MM-DD": hidden while today is before this date. */
  snoozedUntil: v.optional(v.string()),
});
