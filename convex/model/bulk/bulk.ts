/**
 * Bulk changes with undo. Each call handles at most BULK_MAX transactions, so one mutation
 * stays well inside Convex's limits; the client sends larger selections in such batches and
 * shows progress. Balances, rollups and payees move in the same mutation, once per account
 * for the whole batch (model/ledger/batch.ts): a transaction costs about 2 index ranges
 * (reading it, and its tag rows when it has tags) instead of 7 to 10 one at a time, so
 * BULK_MAX split, tagged transactions (and their undo) read about 430 of Convex's 4,096.
 */
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { getOwned } from "../../lib/ownership";
import type { CategoryKey } from "../../shared/domain";
import { BULK_MAX } from "../../shared/validation";
import { fail } from "../errors";
import { groupByAccount, removeEntries, reviseEntries, type WriteOptions } from "../ledger/batch";
import { isReconciled } from "../ledger/reconciledGuard";
import type { Entry } from "../ledger/entries";
import { ensureCategory } from "../categories/check";
import { keepDeleted, pruneItems } from "./items";

export { BULK_MAX };
/** How long an undo stays offered (the notification shows it for 30 s; this leaves slack). */
export const UNDO_TTL_MS = 10 * 60_000;

export type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };

/** The user's transactions with these ids, each once; a transfer brings its other side. */
export async function loadMany(ctx: Ctx, ids: Id<"transactions">[], withCounterparts: boolean) {
  if (ids.length === 0 || ids.length > BULK_MAX) fail("INVALID_ARGUMENT", "ids");
  const found = new Map<Id<"transactions">, Doc<"transactions">>();
  for (const id of ids) {
    if (found.has(id)) continue;
    const tx = await getOwned(ctx, "transactions", id);
    found.set(id, tx);
    if (withCounterparts && tx.counterpartId !== undefined && !found.has(tx.counterpartId)) {
      found.set(tx.counterpartId, await getOwned(ctx, "transactions", tx.counterpartId));
    }
  }
  return [...found.values()];
}

/** A transaction's stored fields, to write back changed. */
export function fieldsOf({ _id, _creationTime, ...fields }: Doc<"transactions">): Entry {
  return fields;
}

/** Rewrites each transaction as `next`, account by account (model/ledger/batch.ts reviseEntries). */
export async function reviseAll(
  ctx: Ctx,
  changes: { tx: Doc<"transactions">; next: Entry }[],
  allowReconciled: boolean | undefined,
  options: WriteOptions = {},
): Promise<void> {
  for (const [accountId, group] of groupByAccount(changes, ({ tx }) => tx.accountId)) {
    const account = await getOwned(ctx, "accounts", accountId);
    await reviseEntries(ctx, account, group, allowReconciled, options);
  }
}

/**
 * Records a change for Undo, first dropping expired entries; returns the entry's id and time
 * (deletions keep their documents under that id, model/bulk/items.ts).
 */
export async function recordUndo(
  ctx: Ctx,
  change: Omit<WithoutSystemFields<Doc<"undoLog">>, "userId" | "createdAt">,
): Promise<{ undoId: Id<"undoLog">; now: number }> {
  const now = Date.now();
  await pruneUndo(ctx, now);
  const undoId = await ctx.db.insert("undoLog", {
    ...change,
    userId: ctx.ledgerKey,
    createdAt: now,
  });
  return { undoId, now };
}

/** Drops this user's undo entries past their time, a few per write, so the table stays small. */
export async function pruneUndo(ctx: Ctx, now: number) {
  // Few, so a bulk change of the largest transactions stays under 16 MiB read with it.
  await pruneItems(ctx, now - UNDO_TTL_MS, 20, ctx.ledgerKey);
  const old = await ctx.db
    .query("undoLog")
    .withIndex("by_user_created", (q) =>
      q.eq("userId", ctx.ledgerKey).lt("createdAt", now - UNDO_TTL_MS),
    )
    .take(20);
  for (const row of old) await ctx.db.delete("undoLog", row._id);
}

/**
 * Sets `category` on income and expenses (transfers keep theirs; split transactions keep their
 * parts, whose categories are edited in the form); returns the undo entry.
 */
export async function recategorize(
  ctx: Ctx,
  ids: Id<"transactions">[],
  category: CategoryKey,
  allowReconciled: boolean | undefined,
): Promise<{ undoId: Id<"undoLog">; changed: number }> {
  await ensureCategory(ctx, category);
  const txs = (await loadMany(ctx, ids, false)).filter(
    (tx) => tx.kind !== "transfer" && tx.splits === undefined && tx.category !== category,
  );
  await reviseAll(
    ctx,
    txs.map((tx) => ({ tx, next: { ...fieldsOf(tx), category } })),
    allowReconciled,
  );
  const previous = txs.map((tx) => ({ id: tx._id, category: tx.category, ...wasReconciled(tx) }));
  const { undoId } = await recordUndo(ctx, { kind: "recategorize", previous });
  return { undoId, changed: previous.length };
}

/** Deletes the transactions (both sides of a transfer); returns the undo entry. */
export async function removeMany(
  ctx: Ctx,
  ids: Id<"transactions">[],
  allowReconciled: boolean | undefined,
): Promise<{ undoId: Id<"undoLog">; changed: number }> {
  const txs = await loadMany(ctx, ids, true);
  for (const [accountId, group] of groupByAccount(txs, (tx) => tx.accountId)) {
    await removeEntries(ctx, await getOwned(ctx, "accounts", accountId), group, allowReconciled);
  }
  const { undoId, now } = await recordUndo(ctx, { kind: "delete" });
  await keepDeleted(ctx, { _id: undoId, createdAt: now }, txs);
  return { undoId, changed: txs.length };
}

/** What an undo entry records about a changed row's reconciliation (see bulk/fields.ts). */
export function wasReconciled(tx: Pick<Doc<"transactions">, "cleared">) {
  return isReconciled(tx) ? { reconciled: true } : {};
}

/**
 * The row as it is now, if undo may still put it back: null when it was deleted since, or
 * reconciled since the change (the statement matched it as it is now, so undo leaves it and
 * counts it in `kept`; the notification tells the user).
 */
export async function undoable(
  ctx: Ctx,
  id: Id<"transactions">,
  before: { reconciled?: boolean },
  kept: { count: number },
): Promise<Doc<"transactions"> | null> {
  const tx = await ctx.db.get("transactions", id);
  if (tx !== null && isReconciled(tx) && before.reconciled !== true) {
    kept.count += 1;
    return null;
  }
  return tx;
}
