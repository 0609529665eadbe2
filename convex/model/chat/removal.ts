/** Removing a conversation's messages, in batches a long conversation needs. */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { runBatch } from "../jobs/batches";

type Ctx = Pick<MutationCtx, "db" | "scheduler">;

const DELETE_BATCH = 500;

/** Deletes up to DELETE_BATCH messages of the thread; true when more may be left. */
export async function deleteMessages(ctx: { db: MutationCtx["db"] }, threadId: Id<"chatThreads">) {
  const rows = await ctx.db
    .query("chatMessages")
    .withIndex("by_thread", (q) => q.eq("threadId", threadId))
    .take(DELETE_BATCH);
  for (const row of rows) await ctx.db.delete("chatMessages", row._id);
  return rows.length === DELETE_BATCH;
}

/**
 * Deletes the conversation at once and its messages in batches (the first one now, the rest
 * scheduled), so a long conversation stays within a mutation's limits.
 */
export async function removeThread(ctx: Ctx, threadId: Id<"chatThreads">): Promise<void> {
  await ctx.db.delete("chatThreads", threadId);
  await runBatch(ctx, internal.internal.chat.removeMessages, async () => ({
    next: (await deleteMessages(ctx, threadId)) ? { threadId } : null,
  }));
}
