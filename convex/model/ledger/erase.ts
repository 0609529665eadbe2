/**
 * Erasing an account's ledger rows when the account itself is deleted (model/users/
 * accountDeletion.ts runs it in batches). No balance or rollup bookkeeping for the account: it
 * and its rollups are going away. What outlives it is kept right: the user's payee rows drop
 * its transactions, and the other side of a transfer into an account the user keeps turns into
 * a plain income (money in) or expense (money out) without its link, since that money really
 * moved; the other account's balance does not change, and its rollup moves the amount from
 * transfersIn/Out to income/expense.
 */
import { eraseDailyNets } from "./dailyNets";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { reviseEntry } from "./entries";
import { syncPayees } from "./payeeStats";
import { dropSplitCategories } from "./splitCategories";
import { dropTags } from "./tags";

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

/** Deletes these transactions of `account`, which is being deleted. */
export async function eraseAccountEntries(
  ctx: Ctx,
  account: Pick<Doc<"accounts">, "currency">,
  txs: Doc<"transactions">[],
): Promise<void> {
  // Payees are the user's, not the account's: their counts and totals drop this account's rows.
  await syncPayees(
    ctx,
    txs.map((before) => ({ before, after: null })),
    account.currency,
  );
  for (const tx of txs) {
    await detachCounterpart(ctx, tx);
    await ctx.db.delete("transactions", tx._id);
    if (tx.tags?.length) await dropTags(ctx, tx._id);
    if (tx.splits?.length) await dropSplitCategories(ctx, tx._id);
  }
}

/** Deletes up to `limit` monthly rollups of an account being deleted; returns how many. */
export async function eraseAccountRollups(
  ctx: Ctx,
  accountId: Id<"accounts">,
  limit: number,
): Promise<number> {
  const rollups = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
    .take(limit);
  for (const row of rollups) await ctx.db.delete("monthlyRollups", row._id);
  // The running balance's day rows are derived alike (dailyNets.ts).
  const days = await eraseDailyNets(ctx, accountId, limit - rollups.length);
  return rollups.length + days;
}
