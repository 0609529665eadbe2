/**
 * What the user did with an insight: dismissed it, snoozed it until a date, or called a
 * recurring series "not a subscription". One row per ledger and insight id.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };
type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** The stored state of insight `insightId`, or null while the user has done nothing with it. */
export async function findInsightState(
  ctx: ReadCtx,
  insightId: string,
): Promise<Doc<"insightStates"> | null> {
  return await ctx.db
    .query("insightStates")
    .withIndex("by_user_insight", (q) => q.eq("userId", ctx.ledgerKey).eq("insightId", insightId))
    .unique();
}

/** Stores the insight's state, replacing any earlier one (a snooze drops a dismissal). */
export async function saveInsightState(
  ctx: WriteCtx,
  insightId: string,
  state: { dismissed: boolean; snoozedUntil?: string },
): Promise<void> {
  const row = await findInsightState(ctx, insightId);
  const doc = { userId: ctx.ledgerKey, insightId, ...state };
  if (row === null) await ctx.db.insert("insightStates", doc);
  else await ctx.db.replace("insightStates", row._id, doc);
}

/** Forgets the insight's state, so it shows again. */
export async function clearInsightState(ctx: WriteCtx, insightId: string): Promise<void> {
  const row = await findInsightState(ctx, insightId);
  if (row !== null) await ctx.db.delete("insightStates", row._id);
}
