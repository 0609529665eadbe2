/** Reading the ledger's conversations for the chat screen: newest first, each read capped. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

/** The `limit` most recently active conversations, newest first. */
export async function latestThreads(ctx: ReadCtx, limit: number): Promise<Doc<"chatThreads">[]> {
  return await ctx.db
    .query("chatThreads")
    .withIndex("by_user_updated", (q) => q.eq("userId", ctx.ledgerKey))
    .order("desc")
    .take(limit);
}

/** The conversation's last `limit` messages, oldest first (the caller checked the thread is ours). */
export async function latestMessages(
  ctx: { db: QueryCtx["db"] },
  threadId: Id<"chatThreads">,
  limit: number,
): Promise<Doc<"chatMessages">[]> {
  const rows = await ctx.db
    .query("chatMessages")
    .withIndex("by_thread", (q) => q.eq("threadId", threadId))
    .order("desc")
    .take(limit);
  return rows.reverse();
}
