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
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { fail } from "./model/errors";
import { linkCounterpart } from "./model/ledger/transfers";
import { holdsNoData } from "./model/portability/cleanup";
import {
  cleanUp,
  endRestore,
  expired,
  markerOf,
  requireRestore,
  startRestore,
} from "./model/portability/restoreRuns";
import { forRow, insertRestored } from "./model/portability/restoreDocs";
import { checkTransferPair } from "./model/portability/restoreTransaction";
import { vExportedTable } from "./dataExport";
import { RESTORE_CHUNK } from "./shared/portability";

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
    await startRestore(ctx, ctx.ledgerKey, now);
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
    await requireRestore(ctx, ctx.ledgerKey);
    const offset = Number.isSafeInteger(first) && first! >= 0 ? first! : 0;
    const ids: string[] = [];
    for (const [i, doc] of docs.entries()) {
      ids.push(await forRow(table, offset + i, () => insertRestored(ctx, table, doc)));
    }
    return ids;
  },
});

/** Links the two sides of restored transfers (their ids exist only after both are inserted). */
export const linkTransfers = userMutation({
  args: { pairs: v.array(v.object({ a: v.id("transactions"), b: v.id("transactions") })) },
  returns: v.null(),
  handler: async (ctx, { pairs }) => {
    if (pairs.length > RESTORE_CHUNK) fail("INVALID_ARGUMENT", "pairs");
    await requireRestore(ctx, ctx.ledgerKey);
    for (const [i, { a, b }] of pairs.entries()) {
      await forRow("transactions", i, () => checkTransferPair(ctx, a, b));
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
    await endRestore(ctx, await requireRestore(ctx, ctx.ledgerKey));
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
