/**
 * The only code that writes one transaction at a time (many of one account: batch.ts). Each
 * write keeps the derived stores (stores.ts: balance, day rows, rollups, tags, split category
 * rows, payees) in step inside the same mutation (Convex mutations are serializable
 * transactions), so a balance can never disagree with its transactions.
 */
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { fail } from "../errors";
import { monthOf, searchTextOf } from "../transactions/extras";
import { canonicalPayee } from "./payeeStats";
import { guardReconciled } from "./reconciledGuard";
import { keepStoresInStep } from "./stores";

export type Entry = WithoutSystemFields<Doc<"transactions">>;
type AccountRef = Pick<Doc<"accounts">, "_id" | "currency">;

export { clearedAmount } from "./balances";

/**
 * The entry as the ledger stores it: search text derived, and the invariant every write path
 * (forms, imports, restores, undo) must keep checked once more: parts add up to the whole.
 */
export function prepareEntry(entry: Entry): Entry {
  const { searchText: _old, month: _month, splits, ...rest } = entry;
  const searchText = searchTextOf(entry);
  const parts = splits !== undefined && splits.length > 0 ? splits : undefined;
  if (parts !== undefined) {
    if (parts.length < 2) fail("INVALID_ARGUMENT", "splits");
    if (parts.reduce((s, p) => s + p.amount, 0) !== entry.amount) fail("SPLIT_MISMATCH", "splits");
  }
  return { ...rest, ...(parts ? { splits: parts } : {}), searchText, month: monthOf(entry.date) };
}

/** The person writing (households): the wrapper's ctx carries it; internal jobs have none. */
export type ActorCtx = { personId?: Id<"users"> };

/**
 * Who entered and who last changed a transaction, from the caller, never from the input: a
 * new row is the actor's; a revised one keeps its creator and records the actor and the time.
 */
export function stamped(ctx: ActorCtx, input: Entry, before: Doc<"transactions"> | null): Entry {
  const { createdBy: _c, updatedBy: _u, updatedAt: _a, ...entry } = input;
  const createdBy = before === null ? ctx.personId : before.createdBy;
  const updated =
    ctx.personId !== undefined
      ? { updatedBy: ctx.personId, updatedAt: Date.now() }
      : before?.updatedBy !== undefined
        ? { updatedBy: before.updatedBy, updatedAt: before.updatedAt }
        : {};
  return { ...entry, ...(createdBy !== undefined ? { createdBy } : {}), ...updated };
}

export async function postEntry(
  ctx: { db: MutationCtx["db"] } & ActorCtx,
  account: AccountRef,
  input: Entry,
): Promise<Id<"transactions">> {
  const entry = prepareEntry(stamped(ctx, await withCanonicalPayee(ctx, input), null));
  const id = await ctx.db.insert("transactions", entry);
  await keepStoresInStep(ctx, account, [{ id, before: null, after: entry }]);
  return id;
}

/**
 * Deletes a transaction. A reconciled one only with `allowReconciled` (the user confirmed it):
 * every writer meets the same guard here (reconciledGuard.ts).
 */
export async function removeEntry(
  ctx: { db: MutationCtx["db"] },
  account: AccountRef,
  tx: Doc<"transactions">,
  allowReconciled?: boolean,
): Promise<void> {
  guardReconciled([tx], allowReconciled);
  await ctx.db.delete("transactions", tx._id);
  await keepStoresInStep(ctx, account, [{ id: tx._id, before: tx, after: null }]);
}

/**
 * Replaces a transaction with a new version in the same account. A reconciled one only with
 * `allowReconciled` (the user confirmed it), the same guard as removeEntry.
 */
export async function reviseEntry(
  ctx: { db: MutationCtx["db"] } & ActorCtx,
  account: AccountRef,
  tx: Doc<"transactions">,
  input: Entry,
  allowReconciled?: boolean,
): Promise<void> {
  guardReconciled([tx], allowReconciled);
  const next = prepareEntry(stamped(ctx, await withCanonicalPayee(ctx, input), tx));
  if (next.accountId !== tx.accountId) throw new Error("reviseEntry cannot move accounts");
  await ctx.db.replace("transactions", tx._id, next);
  await keepStoresInStep(ctx, account, [{ id: tx._id, before: tx, after: next }]);
}

/** The entry with its payee spelled as the user's existing payee of that name, if any. */
export async function withCanonicalPayee(
  ctx: { db: MutationCtx["db"] },
  entry: Entry,
  cache?: Map<string, string>,
): Promise<Entry> {
  const { payee: _payee, ...rest } = entry;
  const payee = await canonicalPayee(ctx, entry.userId, entry.payee, cache);
  return payee === undefined ? rest : { ...rest, payee };
}

/** Rewrites a stored transaction's search fields when they differ from what its fields give. */
export async function refreshSearchText(
  ctx: { db: MutationCtx["db"] },
  tx: Doc<"transactions">,
): Promise<void> {
  const searchText = searchTextOf(tx);
  const month = monthOf(tx.date);
  if (tx.searchText !== searchText || tx.month !== month)
    await ctx.db.patch("transactions", tx._id, { searchText, month });
}
