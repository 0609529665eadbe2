/**
 * Writing one bank account's rows in chunks (bankSync.applyChunk), each chunk one mutation.
 * A chunk the ledger refuses (a row that would push a month's totals or the balance past the
 * cap, say) is split in halves until the refusing rows stand alone: those are skipped and
 * counted, every other row is written. Without this, one bad row failed its chunk on every
 * sync, and nothing after it ever came in.
 */
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import type { SyncCounts } from "./engine";
import { SYNC_CHUNK_ROWS, type BankRow } from "./rows";

interface WriteResult extends SyncCounts {
  skipped: number;
}

async function writePart(
  ctx: ActionCtx,
  target: { connectionId: Id<"bankConnections">; externalId: string },
  rows: BankRow[],
  total: WriteResult,
): Promise<void> {
  try {
    const done: SyncCounts = await ctx.runMutation(
      internal.internal.bankConnections.sync.applyChunk,
      {
        ...target,
        rows,
      },
    );
    total.added += done.added;
    total.updated += done.updated;
    total.matched += done.matched;
  } catch {
    // A mutation that throws wrote nothing: its rows can be tried again in smaller parts.
    if (rows.length === 1) {
      total.skipped++;
      return;
    }
    const half = Math.ceil(rows.length / 2);
    await writePart(ctx, target, rows.slice(0, half), total);
    await writePart(ctx, target, rows.slice(half), total);
  }
}

export async function writeRows(
  ctx: ActionCtx,
  target: { connectionId: Id<"bankConnections">; externalId: string },
  rows: BankRow[],
): Promise<WriteResult> {
  const total: WriteResult = { added: 0, updated: 0, matched: 0, skipped: 0 };
  for (let i = 0; i < rows.length; i += SYNC_CHUNK_ROWS) {
    await writePart(ctx, target, rows.slice(i, i + SYNC_CHUNK_ROWS), total);
  }
  return total;
}
