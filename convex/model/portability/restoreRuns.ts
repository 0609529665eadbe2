/**
 * The life of one restore (dataRestore.ts), marked by its `restores` row: when it counts as
 * abandoned, how it ends, and how what it wrote is removed in bounded batches.
 */
import { internal } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { fail } from "../errors";
import { runBatch, type BatchProgress } from "../jobs/batches";
import { deleteRestoredBatch } from "./cleanup";

/** A restore that wrote nothing for this long is abandoned: its rows are removed. */
export const RESTORE_EXPIRY_MS = 60 * 60_000;
/** Documents removed per cancel batch (each a delete, plus about as many reads). */
const CANCEL_BATCH = 1000;

type WriteCtx = { db: MutationCtx["db"]; scheduler: MutationCtx["scheduler"] };

/** The user's restore marker, or null when no restore runs. */
export async function markerOf(ctx: { db: QueryCtx["db"] }, userId: Id<"users">) {
  return await ctx.db
    .query("restores")
    .withIndex("by_user", (q) => q.eq("userId", userId))
    .first();
}

/** True when the restore made no progress for RESTORE_EXPIRY_MS. */
export function expired(marker: Doc<"restores">, now: number): boolean {
  return now - (marker.updatedAt ?? marker.startedAt) >= RESTORE_EXPIRY_MS;
}

/**
 * Marks a new restore for `userId`, started `now`, with its expiry check scheduled: a restore
 * that then makes no progress for RESTORE_EXPIRY_MS is removed, so it never blocks the account.
 */
export async function startRestore(ctx: WriteCtx, userId: Id<"users">, now: number) {
  const restoreId = await ctx.db.insert("restores", { userId, startedAt: now, updatedAt: now });
  const expiry = await ctx.scheduler.runAfter(
    RESTORE_EXPIRY_MS,
    internal.internal.dataRestore.expire,
    { restoreId },
  );
  await ctx.db.patch("restores", restoreId, { expiry });
}

/**
 * The running restore a chunk belongs to, its progress noted now (so it does not expire);
 * RESTORE_NOT_STARTED once cancelled or expired.
 */
export async function requireRestore(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"restores">> {
  const marker = await markerOf(ctx, userId);
  const now = Date.now();
  if (marker === null || marker.cancelling === true || expired(marker, now))
    fail("RESTORE_NOT_STARTED");
  await ctx.db.patch("restores", marker._id, { updatedAt: now });
  return marker;
}

/** Deletes the marker of a restore that has ended, with its pending expiry check. */
export async function endRestore(ctx: WriteCtx, marker: Doc<"restores">): Promise<void> {
  if (marker.expiry !== undefined) await ctx.scheduler.cancel(marker.expiry);
  await ctx.db.delete("restores", marker._id);
}

/** Removes one batch of what the restore wrote; the marker goes with the last batch. */
export async function cleanUp(ctx: WriteCtx, marker: Doc<"restores">): Promise<boolean> {
  if (marker.cancelling !== true) await ctx.db.patch("restores", marker._id, { cancelling: true });
  const { done }: BatchProgress = await runBatch(
    ctx,
    internal.internal.dataRestore.cleanUpBatch,
    async () => ({
      next: (await deleteRestoredBatch(ctx, marker.userId, CANCEL_BATCH))
        ? null
        : { userId: marker.userId },
    }),
  );
  if (done) await endRestore(ctx, marker);
  return done;
}
