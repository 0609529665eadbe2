/**
 * The rows kept beside a split transaction for each distinct category of its parts
 * (splitCategories), so the ledger's category filter finds a split by any part through an
 * index, never a scan (model/transactions/categoryFilter.ts). A transaction's own `category`
 * holds only its first part's, as a marker. Every ledger write (entries.ts, batch.ts, erase.ts)
 * rewrites them in the same mutation; plain transactions have none, so a ledger without splits
 * writes nothing more.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";

type Db = { db: MutationCtx["db"] };
export type Split = Pick<
  Doc<"transactions">,
  "userId" | "accountId" | "date" | "amount" | "splits"
>;

/** The distinct categories of a transaction's parts, in part order (none when not split). */
export function splitCategoriesOf(
  tx: Pick<Doc<"transactions">, "splits">,
): Doc<"transactions">["category"][] {
  return [...new Set((tx.splits ?? []).map((part) => part.category))];
}

function sameRows(a: Split | null, b: Split | null): boolean {
  const key = (tx: Split | null) =>
    tx === null || splitCategoriesOf(tx).length === 0
      ? ""
      : [tx.accountId, tx.date, tx.amount, ...splitCategoriesOf(tx)].join("\u0000");
  return key(a) === key(b);
}

/** Rewrites a transaction's splitCategories rows from `before` to `after` (null: none). */
export async function syncSplitCategories(
  ctx: Db,
  transactionId: Id<"transactions">,
  before: Split | null,
  after: Split | null,
): Promise<void> {
  if (sameRows(before, after)) return;
  if (before !== null && splitCategoriesOf(before).length > 0) {
    await dropSplitCategories(ctx, transactionId);
  }
  if (after !== null) await insertSplitCategories(ctx, transactionId, after);
}

/** Writes the rows of a transaction that has none yet (a new one, or the backfill). */
export async function insertSplitCategories(
  ctx: Db,
  transactionId: Id<"transactions">,
  tx: Split,
): Promise<void> {
  const { userId, accountId, date, amount } = tx;
  for (const category of splitCategoriesOf(tx)) {
    await ctx.db.insert("splitCategories", {
      userId,
      accountId,
      category,
      date,
      amount,
      transactionId,
    });
  }
}

export async function dropSplitCategories(
  ctx: Db,
  transactionId: Id<"transactions">,
): Promise<void> {
  const rows = await ctx.db
    .query("splitCategories")
    .withIndex("by_transaction", (q) => q.eq("transactionId", transactionId))
    .collect();
  for (const row of rows) await ctx.db.delete("splitCategories", row._id);
}

/**
 * Migration for ledgers written before splitCategories existed: gives a stored split its rows
 * unless it already has them (so running it again changes nothing). Returns whether it wrote.
 */
export async function backfillSplitCategories(ctx: Db, tx: Doc<"transactions">): Promise<boolean> {
  if (splitCategoriesOf(tx).length === 0) return false;
  const existing = await ctx.db
    .query("splitCategories")
    .withIndex("by_transaction", (q) => q.eq("transactionId", tx._id))
    .first();
  if (existing !== null) return false;
  await insertSplitCategories(ctx, tx._id, tx);
  return true;
}
