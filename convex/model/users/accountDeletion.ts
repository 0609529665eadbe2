/**
 * Deleting an account with years of history cannot fit in one mutation (Convex caps a function
 * at 16,000 writes), so it runs in bounded batches: the public mutation marks the account
 * (deletingAt hides it at once) and each batch deletes up to DELETE_BATCH_SIZE transactions,
 * then the account's rollups, then the account, scheduling the next batch while work remains.
 *
 * Transfers: the other side of a transfer lives in an account the user keeps, and that money
 * really moved. So the counterpart is turned into a plain income (money in) or expense (money
 * out) with its link removed; the other account's balance does not change, and its rollup
 * moves the amount from transfersIn/Out to income/expense.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { dropTags } from "../transactions/extras";
import { reviseEntry } from "../ledger/entries";
import { syncPayees } from "../ledger/payeeStats";

export const DELETE_BATCH_SIZE = 500;

type Ctx = { db: MutationCtx["db"] };

async function detachCounterpart(ctx: Ctx, tx: Doc<"transactions">): Promise<void> {
  if (tx.counterpartId === undefined) return;
  const other = await ctx.db.get("transactions", tx.counterpartId);
  if (other === null || other.accountId === tx.accountId) return;
  const account = await ctx.db.get("accounts", other.accountId);
  if (account === null) return;
  const { _id, _creationTime, counterpartId: _link, ...fields } = other;
  const kind = other.amount >= 0 ? ("income" as const) : ("expense" as const);
  // The user confirmed deleting the account. A reconciled side keeps its amount, date, notes
  // and status (what the statement matched); only its kind and link go with the other account.
  await reviseEntry(ctx, account, other, { ...fields, kind }, true);
}

/** One batch; returns true when more batches are needed. */
export async function deleteAccountBatch(
  ctx: Ctx,
  accountId: Id<"accounts">,
  batchSize: number,
): Promise<boolean> {
  const account = await ctx.db.get("accounts", accountId);
  if (account === null) return false;
  const txs = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
    .take(batchSize);
  // Payees are the user's, not the account's: their counts and totals drop this account's rows.
  await syncPayees(
    ctx,
    txs.map((before) => ({ before, after: null })),
    account.currency,
  );
  for (const tx of txs) {
    await detachCounterpart(ctx, tx);
    // No balance or rollup bookkeeping: the account and its rollups are going away.
    await ctx.db.delete("transactions", tx._id);
    if (tx.tags?.length) await dropTags(ctx, tx._id);
  }
  if (txs.length === batchSize) return true;
  const rollups = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
    .take(batchSize - txs.length);
  for (const row of rollups) await ctx.db.delete("monthlyRollups", row._id);
  if (txs.length + rollups.length === batchSize) return true;
  // Import records and the saved column mapping describe only this account.
  const imports = await ctx.db
    .query("imports")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .take(batchSize);
  for (const record of imports) await ctx.db.delete("imports", record._id);
  const mappings = await ctx.db
    .query("importMappings")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .take(batchSize);
  for (const mapping of mappings) await ctx.db.delete("importMappings", mapping._id);
  if (imports.length + mappings.length > 0) return true;
  await ctx.db.delete("accounts", accountId);
  return false;
}
