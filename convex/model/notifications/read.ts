/** Reading a person's notifications: every read bounded by an index range and a cap. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { UNREAD_COUNT_CAP } from "../../shared/notifications";
import { fail } from "../errors";

/** Rows one "mark all read" batch patches before it schedules the next. */
export const MARK_READ_BATCH = 200;
export const LIST_LIMIT_MAX = 50;
export const LIST_LIMIT_DEFAULT = 20;

function unreadOf(ctx: { db: QueryCtx["db"] }, userId: Id<"users">) {
  return ctx.db
    .query("notifications")
    .withIndex("by_user_read", (q) => q.eq("userId", userId).eq("shown", true).eq("read", false));
}

export async function countUnread(ctx: { db: QueryCtx["db"] }, userId: Id<"users">) {
  return (await unreadOf(ctx, userId).take(UNREAD_COUNT_CAP)).length;
}

export async function newest(ctx: { db: QueryCtx["db"] }, userId: Id<"users">, limit: number) {
  return await ctx.db
    .query("notifications")
    .withIndex("by_user_shown_created", (q) => q.eq("userId", userId).eq("shown", true))
    .order("desc")
    .take(limit);
}

/** Marks up to MARK_READ_BATCH unread notifications read; true when more may be left. */
export async function markReadBatch(ctx: MutationCtx, userId: Id<"users">): Promise<boolean> {
  const unread = await unreadOf(ctx, userId).take(MARK_READ_BATCH);
  for (const row of unread) await ctx.db.patch("notifications", row._id, { read: true });
  return unread.length === MARK_READ_BATCH;
}

/**
 * Marks one of the person's notifications read. The id comes as a string, so another person's
 * notification and a made-up id are the same NOT_FOUND.
 */
export async function markOneRead(ctx: MutationCtx, userId: Id<"users">, id: string) {
  const docId = ctx.db.normalizeId("notifications", id);
  const row = docId === null ? null : await ctx.db.get("notifications", docId);
  if (row === null || row.userId !== userId) fail("NOT_FOUND");
  if (!row.read) await ctx.db.patch("notifications", row._id, { read: true });
}
