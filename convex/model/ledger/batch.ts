/**
 * Ledger writes for many transactions of one account at once (imports and their undo). The
 * same invariants as entries.ts — balance and monthly rollups change in the mutation that
 * writes the transactions — but each rollup row and the balance are touched once per batch,
 * not once per row, so a chunk of hundreds of rows stays small and fast.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { adjustBalance } from "./balances";
import { clearedAmount, prepareEntry, withCanonicalPayee, type Entry } from "./entries";
import { dropTags, syncTags } from "./tags";
import { syncPayees } from "./payeeStats";
import { guardReconciled } from "./reconciledGuard";
import {
  addTotals,
  applyRollupDelta,
  rollupDeltasOf,
  ZERO_TOTALS,
  type RollupKey,
  type RollupTotals,
} from "./rollups";

type AccountRef = Pick<Doc<"accounts">, "_id" | "currency">;
type Db = { db: MutationCtx["db"] };

async function applyBatch(
  ctx: Db,
  account: AccountRef,
  entries: Entry[],
  sign: 1 | -1,
): Promise<void> {
  const rows = new Map<string, { key: RollupKey; totals: RollupTotals }>();
  let balanceDelta = 0;
  let clearedDelta = 0;
  for (const entry of entries) {
    balanceDelta += sign * entry.amount;
    clearedDelta += sign * clearedAmount(entry);
    for (const { key, totals } of rollupDeltasOf(entry)) {
      const id = `${key.month}|${key.category}`;
      const current = rows.get(id) ?? { key, totals: ZERO_TOTALS };
      rows.set(id, { key, totals: addTotals(current.totals, totals, sign) });
    }
  }
  await adjustBalance(ctx, account._id, balanceDelta, clearedDelta);
  for (const { key, totals } of rows.values()) {
    await applyRollupDelta(ctx, key, totals, account.currency);
  }
}

export async function postEntries(
  ctx: Db,
  account: AccountRef,
  input: Entry[],
): Promise<Id<"transactions">[]> {
  const ids: Id<"transactions">[] = [];
  const names = new Map<string, string>();
  const entries: Entry[] = [];
  for (const entry of input)
    entries.push(prepareEntry(await withCanonicalPayee(ctx, entry, names)));
  for (const entry of entries) {
    const id = await ctx.db.insert("transactions", entry);
    await syncTags(ctx, id, null, entry, account.currency);
    ids.push(id);
  }
  await applyBatch(ctx, account, entries, 1);
  await syncPayees(
    ctx,
    entries.map((after) => ({ before: null, after })),
    account.currency,
  );
  return ids;
}

/** Deletes the transactions; never a reconciled one (reconciledGuard.ts: callers leave those). */
export async function removeEntries(
  ctx: Db,
  account: AccountRef,
  transactions: Doc<"transactions">[],
): Promise<void> {
  guardReconciled(transactions, false);
  for (const tx of transactions) {
    await ctx.db.delete("transactions", tx._id);
    if (tx.tags?.length) await dropTags(ctx, tx._id);
  }
  await applyBatch(ctx, account, transactions, -1);
  await syncPayees(
    ctx,
    transactions.map((before) => ({ before, after: null })),
    account.currency,
  );
}
