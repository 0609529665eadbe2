/**
 * Bulk changes with undo. Each call handles at most BULK_MAX transactions, so one mutation
 * stays well inside Convex's limits; the client sends larger selections in such batches and
 * shows progress. Balances and rollups move in the same mutation (model/ledger).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { getOwned } from "../../lib/ownership";
import type { CategoryKey } from "../../shared/domain";
import { fail } from "../errors";
import { isReconciled } from "../ledger/reconciledGuard";
import { removeEntry, reviseEntry } from "../ledger/entries";
import { ensureCategory } from "../categories/check";

export const BULK_MAX = 400;
/** How long an undo stays offered (the notification shows it for 30 s; this leaves slack). */
export const UNDO_TTL_MS = 10 * 60_000;

export type Ctx = { db: MutationCtx["db"]; userId: Id<"users"> };

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

export async function accountOf(ctx: Ctx, tx: Pick<Doc<"transactions">, "accountId">) {
  return await getOwned(ctx, "accounts", tx.accountId);
}

/** Drops this user's undo entries past their time, a few per write, so the table stays small. */
export async function pruneUndo(ctx: Ctx, now: number) {
  const old = await ctx.db
    .query("undoLog")
    .withIndex("by_user_created", (q) =>
      q.eq("userId", ctx.userId).lt("createdAt", now - UNDO_TTL_MS),
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
  const previous = [];
  for (const tx of txs) {
    const { _id, _creationTime, ...fields } = tx;
    await reviseEntry(ctx, await accountOf(ctx, tx), tx, { ...fields, category }, allowReconciled);
    previous.push({ id: _id, category: tx.category, ...wasReconciled(tx) });
  }
  const now = Date.now();
  await pruneUndo(ctx, now);
  const undoId = await ctx.db.insert("undoLog", {
    userId: ctx.userId,
    kind: "recategorize",
    previous,
    createdAt: now,
  });
  return { undoId, changed: previous.length };
}

/** Deletes the transactions (both sides of a transfer); returns the undo entry. */
export async function removeMany(
  ctx: Ctx,
  ids: Id<"transactions">[],
  allowReconciled: boolean | undefined,
): Promise<{ undoId: Id<"undoLog">; changed: number }> {
  const txs = await loadMany(ctx, ids, true);
  const deleted = [];
  for (const tx of txs) {
    await removeEntry(ctx, await accountOf(ctx, tx), tx, allowReconciled);
    const { _id, _creationTime, ...fields } = tx;
    deleted.push({ ...fields, oldId: _id });
  }
  const now = Date.now();
  await pruneUndo(ctx, now);
  const undoId = await ctx.db.insert("undoLog", {
    userId: ctx.userId,
    kind: "delete",
    deleted,
    createdAt: now,
  });
  return { undoId, changed: deleted.length };
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
