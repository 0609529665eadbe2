/**
 * Ledger writes for many transactions of one account at once (imports, bulk edits and their
 * undo). The same stores as entries.ts, kept by the same description (stores.ts), in the
 * mutation that writes the transactions; each rollup row, payee and the balance are read and
 * written once per batch, not once per row, so a batch of hundreds of rows reads few
 * index ranges (Convex allows 4,096 per function): about one per row (a transaction with tags
 * adds one to find its tag rows) plus one per rollup row and payee the batch touches.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { prepareEntry, stamped, withCanonicalPayee, type ActorCtx, type Entry } from "./entries";
import { guardReconciled } from "./reconciledGuard";
import { keepStoresInStep, type LedgerChange } from "./stores";

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
  const changes: LedgerChange[] = [];
  for (const entry of entries) {
    const id = await ctx.db.insert("transactions", entry);
    changes.push({ id, before: null, after: entry });
    ids.push(id);
  }
  await keepStoresInStep(ctx, account, changes);
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
  for (const tx of transactions) await ctx.db.delete("transactions", tx._id);
  await keepStoresInStep(
    ctx,
    account,
    transactions.map((tx) => ({ id: tx._id, before: tx, after: null })),
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
  const revised: LedgerChange[] = [];
  for (const { tx, next } of changes) {
    const named = await withCanonicalPayee(ctx, next, names);
    const after = prepareEntry(stampFor(ctx, named, tx, options));
    if (after.accountId !== tx.accountId) throw new Error("reviseEntries cannot move accounts");
    await ctx.db.replace("transactions", tx._id, after);
    revised.push({ id: tx._id, before: tx, after });
  }
  await keepStoresInStep(ctx, account, revised);
}
