/**
 * Restore an export file into an empty account: how a person moves from one deployment (or the
 * offline backend) to another. The browser sends each table in order, in chunks, with every id
 * already mapped to the new documents it created. Every row passes the checks of its table's
 * create path (model/portability/checks.ts), references must be the user's own, and balances,
 * rollups and plan totals are rebuilt from the rows, never read from the file.
 *
 * One restore at a time per user, marked by a `restores` row. `cancel` removes what it wrote
 * (in bounded batches); a restore without progress for RESTORE_EXPIRY_MS is cancelled the
 * same way, so an abandoned one never blocks the account.
 */
import { ConvexError, v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import type { MutationCtx, QueryCtx } from "./_generated/server";
import { userMutation, userQuery } from "./lib/functions";
import { fail } from "./model/errors";
import { linkCounterpart } from "./model/ledger/transfers";
import { holdsNoData } from "./model/portability/cleanup";
import {
  cleanUp,
  endRestore,
  expired,
  markerOf,
  RESTORE_EXPIRY_MS,
} from "./model/portability/restoreRuns";
import { insertRestored } from "./model/portability/restoreDocs";
import { vExportedTable } from "./dataExport";
import { isErrorCode } from "./shared/errors";
import { RESTORE_CHUNK } from "./shared/portability";

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

/** The running restore the chunks belong to; RESTORE_NOT_STARTED once cancelled or expired. */
async function requireRestore(ctx: { db: MutationCtx["db"]; ledgerKey: Id<"users"> }) {
  const marker = await markerOf(ctx, ctx.ledgerKey);
  const now = Date.now();
  if (marker === null || marker.cancelling === true || expired(marker, now))
    fail("RESTORE_NOT_STARTED");
  await ctx.db.patch("restores", marker._id, { updatedAt: now });
  return marker;
}

/**
 * A check failing on one row becomes RESTORE_ROW_INVALID naming the table and the row. A
 * reference to an id the restore did not create (missing from the backup, or someone else's)
 * is named too, with reason NOT_FOUND: the same answer for both, so it tells nothing more.
 */
async function forRow<T>(table: string, row: number, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const data =
      error instanceof ConvexError ? (error.data as { code?: unknown; field?: string }) : null;
    if (data === null || !isErrorCode(data.code)) throw error;
    fail("RESTORE_ROW_INVALID", {
      table,
      row,
      reason: data.code,
      ...(data.field === undefined ? {} : { field: data.field }),
    });
  }
}

/** True when a backup can be restored now: no data, or only an abandoned restore's. */
export const canRestore = userQuery({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => {
    const marker = await markerOf(ctx, ctx.ledgerKey);
    if (marker !== null) return marker.cancelling !== true && expired(marker, Date.now());
    return await holdsNoData(ctx, ctx.ledgerKey);
  },
});

/**
 * Starts a restore. RESTORE_RUNNING while another one runs (or is being removed);
 * RESTORE_NOT_EMPTY when the account holds data. An abandoned restore is removed first:
 * returns false when that takes more than one batch (the rest follows in the background and
 * chunks are refused until then), true when the new restore has started.
 */
export const begin = userMutation({
  args: {},
  returns: v.boolean(),
  handler: async (ctx) => {
    const now = Date.now();
    const marker = await markerOf(ctx, ctx.ledgerKey);
    if (marker !== null) {
      if (marker.cancelling === true || !expired(marker, now)) fail("RESTORE_RUNNING");
      if (!(await cleanUp(ctx, marker))) return false;
    }
    if (!(await holdsNoData(ctx, ctx.ledgerKey))) fail("RESTORE_NOT_EMPTY");
    const restoreId = await ctx.db.insert("restores", {
      userId: ctx.ledgerKey,
      startedAt: now,
      updatedAt: now,
    });
    const expiry = await ctx.scheduler.runAfter(
      RESTORE_EXPIRY_MS,
      internal.internal.dataRestore.expire,
      {
        restoreId,
      },
    );
    await ctx.db.patch("restores", restoreId, { expiry });
    return true;
  },
});

/** Inserts one chunk of one table; returns the new ids in the order of `docs`. */
export const insert = userMutation({
  args: {
    table: vExportedTable,
    docs: v.array(v.any()),
    /** Position of docs[0] in the file's table, so a refused row is named by its place. */
    first: v.optional(v.number()),
  },
  returns: v.array(v.string()),
  handler: async (ctx, { table, docs, first }) => {
    if (docs.length > RESTORE_CHUNK) fail("INVALID_ARGUMENT", "docs");
    await requireRestore(ctx);
    const offset = Number.isSafeInteger(first) && first! >= 0 ? first! : 0;
    const ids: string[] = [];
    for (const [i, doc] of docs.entries()) {
      ids.push(await forRow(table, offset + i, () => insertRestored(ctx, table, doc)));
    }
    return ids;
  },
});

/** Checks that two restored rows can be the two sides of one transfer. */
async function transferPair(ctx: ReadCtx, a: Id<"transactions">, b: Id<"transactions">) {
  const [one, two] = [await ctx.db.get("transactions", a), await ctx.db.get("transactions", b)];
  if (!one || !two || one.userId !== ctx.ledgerKey || two.userId !== ctx.ledgerKey)
    fail("NOT_FOUND");
  if (a === b || one.accountId === two.accountId) fail("SAME_ACCOUNT", "counterpartId");
  const sides = one.kind === "transfer" && two.kind === "transfer";
  const opposite = Math.sign(one.amount) === -Math.sign(two.amount);
  if (!sides || !opposite || one.date !== two.date) fail("INVALID_ARGUMENT", "counterpartId");
  if (one.counterpartId !== undefined || two.counterpartId !== undefined)
    fail("INVALID_ARGUMENT", "counterpartId");
}

/** Links the two sides of restored transfers (their ids exist only after both are inserted). */
export const linkTransfers = userMutation({
  args: { pairs: v.array(v.object({ a: v.id("transactions"), b: v.id("transactions") })) },
  returns: v.null(),
  handler: async (ctx, { pairs }) => {
    if (pairs.length > RESTORE_CHUNK) fail("INVALID_ARGUMENT", "pairs");
    await requireRestore(ctx);
    for (const [i, { a, b }] of pairs.entries()) {
      await forRow("transactions", i, () => transferPair(ctx, a, b));
      await linkCounterpart(ctx, a, b);
      await linkCounterpart(ctx, b, a);
    }
    return null;
  },
});

export const finish = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    await endRestore(ctx, await requireRestore(ctx));
    return null;
  },
});

/**
 * Stops the caller's restore and removes everything it wrote (the first batch now, the rest
 * in scheduled batches); afterwards the account is empty and a restore can start again.
 * Nothing to cancel is not an error.
 */
export const cancel = userMutation({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const marker = await markerOf(ctx, ctx.ledgerKey);
    if (marker !== null && marker.cancelling !== true) await cleanUp(ctx, marker);
    return null;
  },
});
