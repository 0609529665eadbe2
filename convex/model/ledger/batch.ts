/**
 * Ledger writes for many transactions of one account at once (imports, bulk edits and their
 * undo). The same invariants as entries.ts — balance and monthly rollups change in the
 * mutation that writes the transactions — but each rollup row, payee and the balance are
 * read and written once per batch, not once per row, so a batch of hundreds of rows reads few
 * index ranges (Convex allows 4,096 per function): about one per row (a transaction with tags
 * adds one to find its tag rows) plus one per rollup row and payee the batch touches.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { adjustBalance } from "./balances";
import {
  clearedAmount,
  prepareEntry,
  stamped,
  withCanonicalPayee,
  type ActorCtx,
  type Entry,
} from "./entries";
import { dropSplitCategories, syncSplitCategories } from "./splitCategories";
import { dropTags, syncTags } from "./tags";
import { syncPayees } from "./payeeStats";
import { applyDayChanges } from "./dailyNets";
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
type Db = { db: MutationCtx["db"] } & ActorCtx;

/** The rows grouped by their account, for the batch writes below (one account each). */
export function groupByAccount<T>(
  rows: T[],
  accountOf: (row: T) => Id<"accounts">,
): Map<Id<"accounts">, T[]> {
  const groups = new Map<Id<"accounts">, T[]>();
  for (const row of rows) {
    const id = accountOf(row);
    const group = groups.get(id);
    if (group === undefined) groups.set(id, [row]);
    else group.push(row);
  }
  return groups;
}

/**
 * Each entry added (sign 1) or taken away (sign −1) from the balance and its rollup rows;
 * `time`: the row's creation time when it already exists (dailyNets.ts).
 */
type Signed = { entry: Entry; sign: 1 | -1; time?: number };

async function applyBatch(ctx: Db, account: AccountRef, changes: Signed[]): Promise<void> {
  const rows = new Map<string, { key: RollupKey; totals: RollupTotals }>();
  let balanceDelta = 0;
  let clearedDelta = 0;
  for (const { entry, sign } of changes) {
    balanceDelta += sign * entry.amount;
    clearedDelta += sign * clearedAmount(entry);
    for (const { key, totals } of rollupDeltasOf(entry)) {
      const id = `${key.month}|${key.category}`;
      const current = rows.get(id) ?? { key, totals: ZERO_TOTALS };
      rows.set(id, { key, totals: addTotals(current.totals, totals, sign) });
    }
  }
  await adjustBalance(ctx, account._id, balanceDelta, clearedDelta);
  if (changes.length > 0) {
    const owner = { _id: account._id, userId: changes[0].entry.userId };
    const days = changes.map(({ entry, sign, time }) => ({
      date: entry.date,
      amount: sign * entry.amount,
      ...(time === undefined ? {} : { time }),
    }));
    await applyDayChanges(ctx, owner, days);
  }
  for (const { key, totals } of rows.values()) {
    // A row a batch takes away from and adds back to alike (a payee edit) is not touched.
    if (Object.values(totals).every((n) => n === 0)) continue;
    await applyRollupDelta(ctx, key, totals, account.currency);
  }
}

/**
 * An undo puts rows back as they were, who entered and changed them included: `restoring`
 * keeps the stamps the undo log saved (written by the server, never taken from a client).
 */
export interface WriteOptions {
  restoring?: boolean;
}

function stampFor(ctx: Db, entry: Entry, before: Doc<"transactions"> | null, o: WriteOptions) {
  return o.restoring ? entry : stamped(ctx, entry, before);
}

export async function postEntries(
  ctx: Db,
  account: AccountRef,
  input: Entry[],
  options: WriteOptions = {},
): Promise<Id<"transactions">[]> {
  const ids: Id<"transactions">[] = [];
  const names = new Map<string, string>();
  const entries: Entry[] = [];
  for (const entry of input) {
    const named = await withCanonicalPayee(ctx, entry, names);
    entries.push(prepareEntry(stampFor(ctx, named, null, options)));
  }
  for (const entry of entries) {
    const id = await ctx.db.insert("transactions", entry);
    await syncTags(ctx, id, null, entry, account.currency);
    await syncSplitCategories(ctx, id, null, entry);
    ids.push(id);
  }
  await applyBatch(
    ctx,
    account,
    entries.map((entry) => ({ entry, sign: 1 })),
  );
  await syncPayees(
    ctx,
    entries.map((after) => ({ before: null, after })),
    account.currency,
  );
  return ids;
}

/**
 * Deletes the transactions; a reconciled one only with `allowReconciled` (the user confirmed
 * it). Writers acting on rows the user did not pick leave those out (reconciledGuard.ts).
 */
export async function removeEntries(
  ctx: Db,
  account: AccountRef,
  transactions: Doc<"transactions">[],
  allowReconciled = false,
): Promise<void> {
  guardReconciled(transactions, allowReconciled);
  for (const tx of transactions) {
    await ctx.db.delete("transactions", tx._id);
    if (tx.tags?.length) await dropTags(ctx, tx._id);
    if (tx.splits?.length) await dropSplitCategories(ctx, tx._id);
  }
  await applyBatch(
    ctx,
    account,
    transactions.map((entry) => ({ entry, sign: -1, time: entry._creationTime })),
  );
  await syncPayees(
    ctx,
    transactions.map((before) => ({ before, after: null })),
    account.currency,
  );
}

/**
 * Replaces each transaction with its new version in the same account, like reviseEntry (and
 * under the same guard), with the balance, rollups and payees moved once for the batch.
 */
export async function reviseEntries(
  ctx: Db,
  account: AccountRef,
  changes: { tx: Doc<"transactions">; next: Entry }[],
  allowReconciled: boolean | undefined,
  options: WriteOptions = {},
): Promise<void> {
  guardReconciled(
    changes.map(({ tx }) => tx),
    allowReconciled,
  );
  const names = new Map<string, string>();
  const revised: { before: Doc<"transactions">; after: Entry }[] = [];
  for (const { tx, next } of changes) {
    const named = await withCanonicalPayee(ctx, next, names);
    const after = prepareEntry(stampFor(ctx, named, tx, options));
    if (after.accountId !== tx.accountId) throw new Error("reviseEntries cannot move accounts");
    await ctx.db.replace("transactions", tx._id, after);
    await syncTags(ctx, tx._id, tx, after, account.currency);
    await syncSplitCategories(ctx, tx._id, tx, after);
    revised.push({ before: tx, after });
  }
  await applyBatch(
    ctx,
    account,
    revised.flatMap(({ before, after }): Signed[] => [
      { entry: before, sign: -1, time: before._creationTime },
      { entry: after, sign: 1, time: before._creationTime },
    ]),
  );
  await syncPayees(ctx, revised, account.currency);
}
