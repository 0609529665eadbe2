/**
 * Reconciliation API: mark a transaction cleared, see an account's cleared balance at a
 * statement date beside the statement's, and finish (cleared → reconciled). The reasoning
 * behind the stored cleared total is in model/reconciliation/reconcile.ts.
 */
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { runBatch, type BatchProgress } from "./model/jobs/batches";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { ensure, fail } from "./model/errors";
import { clearedBalanceAt, reconcileBatch } from "./model/reconciliation/reconcile";
import { markCleared, markClearedMany } from "./model/ledger/status";
import { loadMany } from "./model/bulk/bulk";
import { vCurrency } from "./model/validators";
import { validateIsoDate, validateSignedAmount } from "./shared/validation";

/** Marks one transaction (one side of a transfer) cleared or not; reconciled ones need consent. */
export const setCleared = userMutation({
  args: {
    id: v.id("transactions"),
    cleared: v.boolean(),
    allowReconciled: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, { id, cleared, allowReconciled }) => {
    await markCleared(ctx, await getOwned(ctx, "transactions", id), cleared, allowReconciled);
    return null;
  },
});

/**
 * Marks the selected transactions (at most BULK_MAX) cleared or not, from the bulk bar: one
 * call instead of a click per row. A reconciled one among them needs consent, as for one row.
 */
export const setClearedMany = userMutation({
  args: {
    ids: v.array(v.id("transactions")),
    cleared: v.boolean(),
    allowReconciled: v.optional(v.boolean()),
  },
  returns: v.object({ changed: v.number() }),
  handler: async (ctx, { ids, cleared, allowReconciled }) => {
    const txs = await loadMany(ctx, ids, false);
    return { changed: await markClearedMany(ctx, txs, cleared, allowReconciled) };
  },
});

const statementArgs = { accountId: v.id("accounts"), statementDate: v.string() };

/** The account's cleared balance on the statement date. */
export const summary = userQuery({
  args: statementArgs,
  returns: v.object({ clearedBalance: v.number(), currency: vCurrency }),
  handler: async (ctx, { accountId, statementDate }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    ensure(validateIsoDate(statementDate), "statementDate");
    const clearedBalance = await clearedBalanceAt(ctx, account, statementDate);
    return { clearedBalance, currency: account.currency };
  },
});

/**
 * Turns the cleared transactions up to the statement date into reconciled ones, when the
 * cleared balance equals the statement balance (RECONCILE_DIFFERENCE otherwise). The first
 * batch is written here; the rest follow in scheduled batches.
 */
export const finish = userMutation({
  args: { ...statementArgs, statementBalance: v.number() },
  returns: v.object({ reconciled: v.number(), more: v.boolean() }),
  handler: async (ctx, { accountId, statementDate, statementBalance }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    ensure(validateIsoDate(statementDate), "statementDate");
    ensure(validateSignedAmount(statementBalance), "statementBalance");
    const cleared = await clearedBalanceAt(ctx, account, statementDate);
    if (cleared !== statementBalance) fail("RECONCILE_DIFFERENCE", "statementBalance");
    const progress: BatchProgress = await runBatch(
      ctx,
      internal.internal.reconciliation.finishBatch,
      async () => {
        const { done, more } = await reconcileBatch(ctx, accountId, statementDate);
        return { handled: done, next: more ? { accountId, statementDate } : null };
      },
    );
    return { reconciled: progress.handled, more: !progress.done };
  },
});
