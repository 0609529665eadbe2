/**
 * Moving every transaction of one payee name to another (rename, merge). Each transaction is
 * rewritten through the ledger, which moves its count and totals from the old payee row to the
 * new one; a payee with more transactions than one batch continues in scheduled batches.
 *
 * Reconciled transactions keep the name they were reconciled with (reconciledGuard.ts): the
 * payee row of the old name stays with just those, so the payee page still lists it with their
 * count and totals, and every other row moves. A cursor walks past the rows left in place.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { internal } from "../../_generated/api";
import { runBatch } from "../jobs/batches";
import { reviseEntry } from "../ledger/entries";
import { partitionReconciled } from "../ledger/reconciledGuard";

/** Transactions per mutation: each is a handful of reads and writes (rollups, tags, payees). */
export const MOVE_BATCH = 200;

type Ctx = Pick<MutationCtx, "db" | "scheduler"> & { ledgerKey: Id<"users"> };

/** One batch; returns how many reconciled transactions it left with the old name. */
export async function movePayee(
  ctx: Ctx,
  from: string,
  to: string,
  cursor: string | null = null,
): Promise<{ kept: number }> {
  const page = await ctx.db
    .query("transactions")
    .withIndex("by_user_payee_date", (q) => q.eq("userId", ctx.ledgerKey).eq("payee", from))
    .paginate({ cursor, numItems: MOVE_BATCH });
  const { open: txs, kept } = partitionReconciled(page.page);
  const accounts = new Map<Id<"accounts">, Doc<"accounts"> | null>();
  for (const tx of txs) {
    if (!accounts.has(tx.accountId)) {
      accounts.set(tx.accountId, await ctx.db.get("accounts", tx.accountId));
    }
    const account = accounts.get(tx.accountId);
    if (account == null) continue;
    const { _id, _creationTime, ...fields } = tx;
    await reviseEntry(ctx, account, tx, { ...fields, payee: to });
  }
  await runBatch(ctx, internal.internal.payees.moveBatch, async () => ({
    handled: txs.length,
    next: page.isDone ? null : { userId: ctx.ledgerKey, from, to, cursor: page.continueCursor },
  }));
  return { kept };
}
