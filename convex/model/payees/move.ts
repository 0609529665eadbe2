/**
 * Moving every transaction of one payee name to another (rename, merge). Each transaction is
 * rewritten through the ledger, which moves its count and totals from the old payee row to the
 * new one; a payee with more transactions than one batch continues in scheduled batches.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { internal } from "../../_generated/api";
import { reviseEntry } from "../transactions/ledger";

/** Transactions per mutation: each is a handful of reads and writes (rollups, tags, payees). */
export const MOVE_BATCH = 200;

type Ctx = Pick<MutationCtx, "db" | "scheduler"> & { userId: Id<"users"> };

export async function movePayee(ctx: Ctx, from: string, to: string): Promise<void> {
  const txs = await ctx.db
    .query("transactions")
    .withIndex("by_user_payee_date", (q) => q.eq("userId", ctx.userId).eq("payee", from))
    .take(MOVE_BATCH);
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
  // Only continue when this batch really moved its rows, or the next would find them again.
  const first = txs[0] && (await ctx.db.get("transactions", txs[0]._id));
  if (txs.length === MOVE_BATCH && first != null && first.payee !== from) {
    await ctx.scheduler.runAfter(0, internal.payees.moveBatch, { userId: ctx.userId, from, to });
  }
}
