/**
 * The deleted transactions of an undo entry ("delete", "sample"), one undo item document each
 * beside the entry (bulk/fields.ts undoItemFields). A whole deleted transaction is up to about
 * 24 KB (twenty split parts, every text at its longest in a two-byte script): 400 transfers
 * with 500-character notes already made a 1.6 MiB entry, over Convex's 1 MiB, while one item
 * stays a few KB whatever the batch. Items expire with their entry.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { BULK_MAX } from "../../shared/validation";

/**
 * The most items one entry holds: a bulk delete of BULK_MAX transfers (both sides), or the
 * rows of "Remove sample data" (SAMPLE_ROWS_MAX, no more than this).
 */
export const UNDO_ITEMS_MAX = 2 * BULK_MAX;

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** Keeps the deleted transactions for the entry's undo. */
export async function keepDeleted(
  ctx: Ctx,
  entry: Pick<Doc<"undoLog">, "_id" | "createdAt">,
  txs: Doc<"transactions">[],
): Promise<void> {
  if (txs.length > UNDO_ITEMS_MAX) throw new Error(`an undo keeps at most ${UNDO_ITEMS_MAX} rows`);
  for (const { _id, _creationTime, ...fields } of txs) {
    await ctx.db.insert("undoItems", {
      undoId: entry._id,
      userId: ctx.ledgerKey,
      createdAt: entry.createdAt,
      deleted: { ...fields, oldId: _id },
    });
  }
}

/**
 * The entry's deleted transactions (older entries held them inline), for its undo: the items
 * are used up (deleted) here, the entry itself by the caller once it is done.
 */
export async function takeDeleted(ctx: Ctx, entry: Doc<"undoLog">) {
  const items = await ctx.db
    .query("undoItems")
    .withIndex("by_undo", (q) => q.eq("undoId", entry._id))
    .take(UNDO_ITEMS_MAX);
  for (const item of items) await ctx.db.delete("undoItems", item._id);
  return [...(entry.deleted ?? []), ...items.map((item) => item.deleted)];
}

/**
 * Drops up to `limit` items created before `before` (of one user, or of everyone); says how
 * many. Each is at most ~24 KB, so `limit` bounds the bytes read as well.
 */
export async function pruneItems(
  ctx: { db: MutationCtx["db"] },
  before: number,
  limit: number,
  userId?: Id<"users">,
): Promise<number> {
  const old = await (
    userId === undefined
      ? ctx.db.query("undoItems").withIndex("by_created", (q) => q.lt("createdAt", before))
      : ctx.db
          .query("undoItems")
          .withIndex("by_user_created", (q) => q.eq("userId", userId).lt("createdAt", before))
  ).take(limit);
  for (const item of old) await ctx.db.delete("undoItems", item._id);
  return old.length;
}
