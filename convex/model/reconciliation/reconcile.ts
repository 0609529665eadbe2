/**
 * Reconciliation: cleared marks, the cleared balance at a statement date, and turning the
 * cleared transactions up to that date into reconciled ones.
 *
 * The cleared balance is not summed from the history: each account keeps `clearedTotal` (the
 * cleared and reconciled amounts, every write and toggle moves it in the same mutation), and the
 * balance at a date subtracts only what is cleared after that date, read through the
 * by_account_cleared_date index. A statement is normally recent, so that read is small; it is
 * capped at MAX_CLEARED_AFTER and refuses with REPORT_TOO_LARGE past it.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { clearedBalanceOf } from "../ledger/balances";
import { markReconciled } from "../ledger/status";
import { fail } from "../errors";

export const MAX_CLEARED_AFTER = 2000;
/** Transactions turned reconciled per mutation, well under Convex's write limits. */
export const RECONCILE_BATCH = 400;

/** initialBalance + cleared and reconciled amounts dated on or before `date`. */
export async function clearedBalanceAt(
  ctx: { db: QueryCtx["db"] },
  account: Doc<"accounts">,
  date: string,
): Promise<number> {
  let after = 0;
  let read = 0;
  for (const status of ["cleared", "reconciled"] as const) {
    const later = ctx.db
      .query("transactions")
      .withIndex("by_account_cleared_date", (q) =>
        q.eq("accountId", account._id).eq("cleared", status).gt("date", date),
      );
    for await (const tx of later) {
      if (++read > MAX_CLEARED_AFTER) fail("REPORT_TOO_LARGE", "statementDate");
      after += tx.amount;
    }
  }
  return clearedBalanceOf(account) - after;
}

/** Turns up to RECONCILE_BATCH cleared transactions dated ≤ `date` into reconciled ones. */
export async function reconcileBatch(
  ctx: { db: MutationCtx["db"] },
  accountId: Id<"accounts">,
  date: string,
): Promise<{ done: number; more: boolean }> {
  const batch = await ctx.db
    .query("transactions")
    .withIndex("by_account_cleared_date", (q) =>
      q.eq("accountId", accountId).eq("cleared", "cleared").lte("date", date),
    )
    .take(RECONCILE_BATCH + 1);
  const now = batch.slice(0, RECONCILE_BATCH);
  await markReconciled(ctx, now);
  return { done: now.length, more: batch.length > RECONCILE_BATCH };
}
