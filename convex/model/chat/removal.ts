/** Removing a conversation's messages, in batches a long conversation needs. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

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
