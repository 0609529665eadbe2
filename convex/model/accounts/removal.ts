/**
 * Deleting an account with years of history cannot fit in one mutation (Convex caps a function
 * at 16,000 writes), so it runs in bounded batches: the public mutation marks the account
 * (deletingAt hides it at once) and each batch deletes up to DELETE_BATCH_SIZE transactions,
 * then the account's rollups, then the account, scheduling the next batch while work remains.
 *
 * The transactions and rollups go through the ledger (model/ledger/erase.ts, which also
 * explains what happens to transfers and payees).
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { eraseAccountEntries, eraseAccountRollups } from "../ledger/erase";
import { eraseAccountInvestments } from "../investments/erase";

export const DELETE_BATCH_SIZE = 500;

type Ctx = { db: MutationCtx["db"] };

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
  await eraseAccountEntries(ctx, account, txs);
  if (txs.length === batchSize) return true;
  const rollups = await eraseAccountRollups(ctx, accountId, batchSize - txs.length);
  if (txs.length + rollups === batchSize) return true;
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
  if ((await eraseAccountInvestments(ctx, accountId, batchSize)) > 0) return true;
  await ctx.db.delete("accounts", accountId);
  return false;
}
