/**
 * The rows kept beside a transaction for each of its tags (transactionTags), so tag filters and
 * tag totals read an index, never a scan. Every ledger write (entries.ts, batch.ts) rewrites
 * them in the same mutation.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import type { CurrencyCode } from "../../shared/currencies";

type Db = { db: MutationCtx["db"] };
type Tagged = Pick<Doc<"transactions">, "userId" | "accountId" | "date" | "amount" | "tags">;

function sameTagRows(a: Tagged | null, b: Tagged | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.date === b.date &&
    a.amount === b.amount &&
    a.accountId === b.accountId &&
    (a.tags ?? []).join("\u0000") === (b.tags ?? []).join("\u0000")
  );
}

/** Rewrites a transaction's transactionTags rows from `before` to `after` (null: none). */
export async function syncTags(
  ctx: Db,
  transactionId: Id<"transactions">,
  before: Tagged | null,
  after: Tagged | null,
  currency: CurrencyCode,
): Promise<void> {
  if (sameTagRows(before, after)) return;
  if (before?.tags?.length) await dropTags(ctx, transactionId);
  for (const tag of after?.tags ?? []) {
    const { userId, accountId, date, amount } = after!;
    await ctx.db.insert("transactionTags", {
      userId,
      tag,
      date,
      transactionId,
      accountId,
      amount,
      currency,
    });
  }
}

export async function dropTags(ctx: Db, transactionId: Id<"transactions">): Promise<void> {
  const rows = await ctx.db
    .query("transactionTags")
    .withIndex("by_transaction", (q) => q.eq("transactionId", transactionId))
    .collect();
  for (const row of rows) await ctx.db.delete("transactionTags", row._id);
}
