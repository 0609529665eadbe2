/**
 * The payee rows beside the ledger. Every ledger write (entries.ts, batch.ts, erase.ts)
 * calls into here in the same mutation, so a payee's count, category tally
 * and totals always agree with its transactions, and a payee whose last transaction goes away
 * goes away too (it no longer appears in suggestions).
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server.js";
import type { CurrencyCode } from "../../shared/currencies";
import type { CategoryKey } from "../../shared/domain";
import { payeeKey } from "../../shared/importing";
import { mergeRecent, type RecentCharge, seriesOfRecent } from "../advisor/recentCharges";

type Db = { db: MutationCtx["db"] };
type Counted = Pick<
  Doc<"transactions">,
  "userId" | "payee" | "kind" | "amount" | "category" | "categoryDefaulted" | "date" | "accountId"
>;

/** What one transaction adds to (sign 1) or takes from (sign -1) its payee's row. */
interface Delta {
  userId: Id<"users">;
  name: string;
  count: number;
  categories: Map<CategoryKey, number>;
  totals: Map<CurrencyCode, { income: number; expense: number }>;
  /** Charges leaving and joining the payee's recent list (the recurring detector's input). */
  removed: RecentCharge[];
  added: RecentCharge[];
}

export async function payeeByKey(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
  key: string,
): Promise<Doc<"payees"> | null> {
  return await ctx.db
    .query("payees")
    .withIndex("by_user_key", (q) => q.eq("userId", userId).eq("key", key))
    .unique();
}

/**
 * The spelling to store: an existing payee's name when one has the same key ("rewe" typed
 * while "REWE" exists is REWE), so every transaction of a payee carries exactly its name and
 * the by_user_payee_date index finds them all.
 */
export async function canonicalPayee(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
  payee: string | undefined,
  cache?: Map<string, string>,
): Promise<string | undefined> {
  if (payee === undefined) return undefined;
  const key = payeeKey(payee);
  if (key === "") return undefined;
  const cached = cache?.get(key);
  if (cached !== undefined) return cached;
  const existing = await payeeByKey(ctx, userId, key);
  const name = existing?.name ?? payee;
  cache?.set(key, name);
  return name;
}

function addDelta(
  deltas: Map<string, Delta>,
  tx: Counted | null,
  currency: CurrencyCode,
  sign: 1 | -1,
): void {
  if (tx === null || tx.kind === "transfer" || tx.payee === undefined) return;
  const key = payeeKey(tx.payee);
  if (key === "") return;
  const delta = deltas.get(key) ?? {
    userId: tx.userId,
    name: tx.payee,
    count: 0,
    categories: new Map(),
    totals: new Map(),
    removed: [],
    added: [],
  };
  delta.count += sign;
  // Only the person's own filing counts toward the payee's usual category (not a fallback).
  if (tx.categoryDefaulted !== true)
    delta.categories.set(tx.category, (delta.categories.get(tx.category) ?? 0) + sign);
  const total = delta.totals.get(currency) ?? { income: 0, expense: 0 };
  if (tx.amount > 0) total.income += sign * tx.amount;
  else total.expense += sign * tx.amount;
  delta.totals.set(currency, total);
  if (sign === 1) delta.name = tx.payee;
  const charge = { date: tx.date, amount: tx.amount, accountId: tx.accountId };
  (sign === 1 ? delta.added : delta.removed).push(charge);
  deltas.set(key, delta);
}

function merged<K, T>(
  rows: T[],
  keyOf: (row: T) => K,
  changes: Map<K, (row: T | undefined) => T>,
): T[] {
  const out = new Map<K, T>(rows.map((row) => [keyOf(row), row]));
  for (const [key, change] of changes) out.set(key, change(out.get(key)));
  return [...out.values()];
}

/** Applies one payee's delta: creates, updates or (count 0) deletes its row. */
async function applyDelta(ctx: Db, key: string, delta: Delta): Promise<void> {
  const row = await payeeByKey(ctx, delta.userId, key);
  const count = (row?.count ?? 0) + delta.count;
  if (count <= 0) {
    if (row !== null) await ctx.db.delete("payees", row._id);
    return;
  }
  const categories = merged(
    row?.categories ?? [],
    (c) => c.category,
    new Map(
      [...delta.categories].map(([category, n]) => [
        category,
        (old) => ({ category, count: (old?.count ?? 0) + n }),
      ]),
    ),
  ).filter((c) => c.count > 0);
  const totals = merged(
    row?.totals ?? [],
    (t) => t.currency,
    new Map(
      [...delta.totals].map(([currency, d]) => [
        currency,
        (old) => ({
          currency,
          income: (old?.income ?? 0) + d.income,
          expense: (old?.expense ?? 0) + d.expense,
        }),
      ]),
    ),
  ).filter((t) => t.income !== 0 || t.expense !== 0);
  const recent = mergeRecent(row?.recent ?? [], delta.removed, delta.added);
  const rhythm = seriesOfRecent(recent)?.interval;
  if (row === null) {
    await ctx.db.insert("payees", {
      userId: delta.userId,
      name: delta.name,
      key,
      count,
      categories,
      totals,
      recent,
      ...(rhythm !== undefined ? { rhythm } : {}),
    });
  } else {
    await ctx.db.patch("payees", row._id, { count, categories, totals, recent, rhythm });
  }
}

/** The same charges, in any order: an edit that moved none of them leaves the list alone. */
function sameCharges(a: RecentCharge[], b: RecentCharge[]): boolean {
  const key = (c: RecentCharge) => `${c.date}|${c.amount}|${c.accountId}`;
  return a.length === b.length && a.map(key).sort().join() === b.map(key).sort().join();
}

/** Moves the payee rows from what `before` counted to what `after` counts (null: nothing). */
export async function syncPayees(
  ctx: Db,
  changes: { before: Counted | null; after: Counted | null }[],
  currency: CurrencyCode,
): Promise<void> {
  const deltas = new Map<string, Delta>();
  for (const { before, after } of changes) {
    addDelta(deltas, before, currency, -1);
    addDelta(deltas, after, currency, 1);
  }
  for (const [key, delta] of deltas) {
    const idle =
      delta.count === 0 &&
      [...delta.categories.values()].every((n) => n === 0) &&
      [...delta.totals.values()].every((t) => t.income === 0 && t.expense === 0) &&
      sameCharges(delta.removed, delta.added);
    if (!idle) await applyDelta(ctx, key, delta);
  }
}

/** Respells a payee's row (the same key: only its spelling changes). */
export async function respellPayee(ctx: Db, id: Id<"payees">, name: string): Promise<void> {
  await ctx.db.patch("payees", id, { name });
}

/** "No thanks" to a rule suggestion for this payee: it is not proposed again. */
export async function dismissPayeeSuggestion(ctx: Db, id: Id<"payees">): Promise<void> {
  await ctx.db.patch("payees", id, { suggestionDismissed: true });
}

/**
 * A payee's usual category, the one rule every path follows (the form and the register's entry
 * row, rules and their suggestions, imports, bank sync): the category the person filed it under
 * most often over their whole history, from its payee row's tally (rows left at a feed's
 * fallback are not in it). Ties: the first counted.
 */
export function usualCategory(payee: Pick<Doc<"payees">, "categories">): CategoryKey | null {
  let best: { category: CategoryKey; count: number } | null = null;
  for (const c of payee.categories) if (best === null || c.count > best.count) best = c;
  return best?.category ?? null;
}

/** A payee found by its key ("rewe " is REWE): its stored name and usual category, or null. */
export async function usualPayee(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  name: string,
): Promise<{ name: string; category: CategoryKey | null } | null> {
  const key = payeeKey(name);
  if (key === "") return null;
  const row = await payeeByKey(ctx, ledgerKey, key);
  return row === null ? null : { name: row.name, category: usualCategory(row) };
}

/** The usual category of the payee of that name (usualCategory), null for a new payee. */
export async function usualCategoryOf(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
  name: string,
): Promise<CategoryKey | null> {
  return (await usualPayee(ctx, ledgerKey, name))?.category ?? null;
}
