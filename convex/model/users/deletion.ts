/**
 * "Delete my account" (R60): the start. A marker row makes a second call a no-op, the person
 * leaves every household, and the first batch of their documents goes at once (their sessions
 * with it); the rest follows in the background (internal/accountDeletion.ts).
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { leaveAll } from "../households/membership";
import { runBatch } from "../jobs/batches";
import { deleteOwnedBatch, USER_DELETE_BATCH } from "./ownedTables";

/** Starts deleting the person's account, unless a deletion of it is already running. */
export async function startAccountDeletion(ctx: MutationCtx, userId: Id<"users">): Promise<void> {
  const running = await ctx.db
    .query("accountDeletions")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .first();
  if (running !== null) return;
  await ctx.db.insert("accountDeletions", { userId, startedAt: Date.now() });
  // Households first: the personal one ends, shared ones stay with the other members.
  const keepData = await leaveAll(ctx, userId);
  // The first batch runs now, so the sessions are gone when the call returns.
  // The next batch runs even when this one finished: it ends the account (deleteBatch).
  await runBatch(ctx, internal.internal.accountDeletion.deleteBatch, async () => {
    await deleteOwnedBatch(ctx, userId, USER_DELETE_BATCH, keepData);
    return { next: { userId, keepData } };
  });
}
