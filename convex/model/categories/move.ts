/**
 * Moving everything filed under a deleted category to the one the user chose: transactions
 * (their own category and any split part), through the ledger so rollups, budgets and payee
 * tallies follow. The category's rollup rows say which account-months still hold it, so no
 * step scans the history; a large history continues in scheduled batches until none is left.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { internal } from "../../_generated/api";
import type { CategoryKey } from "../../shared/domain";
import { reviseEntry } from "../transactions/ledger";

/** Transactions rewritten per mutation (each a handful of ledger reads and writes). */
export const MOVE_BATCH = 200;

type Ctx = Pick<MutationCtx, "db" | "scheduler">;

function moved(tx: Doc<"transactions">, from: CategoryKey, to: CategoryKey) {
  const { _id, _creationTime, ...fields } = tx;
  const splits = tx.splits?.map((p) => (p.category === from ? { ...p, category: to } : p));
  const category = splits ? splits[0].category : tx.category === from ? to : tx.category;
  return { ...fields, category, ...(splits ? { splits } : {}) };
}

function holds(tx: Doc<"transactions">, category: CategoryKey): boolean {
  return tx.category === category || (tx.splits ?? []).some((p) => p.category === category);
}

/** One batch; returns whether the category still holds transactions (then it reschedules). */
export async function moveCategoryBatch(ctx: Ctx, category: Doc<"categories">): Promise<boolean> {
  const to = category.movingTo as CategoryKey;
  let left = MOVE_BATCH;
  const rows = await ctx.db
    .query("monthlyRollups")
    .withIndex("by_user_category_month", (q) =>
      q.eq("userId", category.userId).eq("category", category._id),
    )
    .take(20);
  for (const row of rows) {
    const account = await ctx.db.get("accounts", row.accountId);
    if (account === null) continue;
    const month = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) =>
        q
          .eq("accountId", row.accountId)
          .gte("date", `${row.month}-01`)
          .lte("date", `${row.month}-31`),
      )
      .collect();
    for (const tx of month.filter((t) => holds(t, category._id))) {
      if (left === 0) break;
      await reviseEntry(ctx, account, tx, moved(tx, category._id, to));
      left -= 1;
    }
    if (left === 0) break;
  }
  const more = rows.length > 0;
  if (more) {
    await ctx.scheduler.runAfter(0, internal.categories.moveBatch, { id: category._id });
  } else {
    await ctx.db.delete("categories", category._id);
  }
  return more;
}
