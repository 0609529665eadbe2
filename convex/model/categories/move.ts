/**
 * Moving everything filed under a deleted category to the one the user chose: transactions
 * (their own category and any split part), through the ledger so rollups, budgets and payee
 * tallies follow. The category's rollup rows say which account-months still hold it, so no
 * step scans the history; a large history continues in scheduled batches until none is left.
 *
 * Reconciled transactions keep the category (reconciledGuard.ts): the statement matched them
 * as they are, and their category is part of what the user checked. Their rollup rows stay,
 * so the walk goes month by month with a cursor (`after`, the last month whose other rows
 * have all moved). When the walk ends and reconciled rows still hold the category, its record
 * stays, hidden from every picker (`movingTo` set), so their label and the reports still name
 * it (categories.retired); otherwise it is deleted.
 */
import type { Doc } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { internal } from "../../_generated/api";
import type { CategoryKey } from "../../shared/domain";
import { reviseEntry } from "../ledger/entries";
import { partitionReconciled } from "../ledger/reconciledGuard";

/** Transactions rewritten per mutation (each a handful of ledger reads and writes). */
export const MOVE_BATCH = 200;
/** Transactions read per mutation, so months of reconciled rows only are passed quickly. */
const READ_BUDGET = 4000;
/** Rollup rows of one month and category: one per account. */
const ACCOUNTS_PER_MONTH = 200;

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

/** The category's rollup rows: all, those after a month, or those of one month. */
function rollups(ctx: Ctx, category: Doc<"categories">, month?: { after?: string; is?: string }) {
  return ctx.db.query("monthlyRollups").withIndex("by_user_category_month", (q) => {
    const all = q.eq("userId", category.userId).eq("category", category._id);
    if (month?.is !== undefined) return all.eq("month", month.is);
    return month?.after !== undefined ? all.gt("month", month.after) : all;
  });
}

/** Moves one account-month's movable rows, up to `left`; says what it did and what it kept. */
async function moveMonth(ctx: Ctx, row: Doc<"monthlyRollups">, to: CategoryKey, left: number) {
  const account = await ctx.db.get("accounts", row.accountId);
  if (account === null) return { moved: 0, kept: 0, read: 0, finished: true };
  const month = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) =>
      q
        .eq("accountId", row.accountId)
        .gte("date", `${row.month}-01`)
        .lte("date", `${row.month}-31`),
    )
    .collect();
  const { open, kept } = partitionReconciled(month.filter((t) => holds(t, row.category)));
  for (const tx of open.slice(0, left)) {
    await reviseEntry(ctx, account, tx, moved(tx, row.category, to));
  }
  const count = Math.min(open.length, left);
  return { moved: count, kept, read: month.length, finished: count === open.length };
}

/**
 * One batch from the month after `after`; schedules the next while months are left. Returns
 * how many reconciled transactions it left in the category (in the months it finished).
 */
export async function moveCategoryBatch(
  ctx: Ctx,
  category: Doc<"categories">,
  after: string | null = null,
): Promise<{ kept: number }> {
  const to = category.movingTo as CategoryKey;
  let left = MOVE_BATCH;
  let read = 0;
  let kept = 0;
  let done = after;
  for (;;) {
    const next = await rollups(ctx, category, { after: done ?? undefined }).first();
    if (next === null) break;
    const rows = await rollups(ctx, category, { is: next.month }).take(ACCOUNTS_PER_MONTH);
    let finished = true;
    let keptHere = 0;
    for (const row of rows) {
      const step = await moveMonth(ctx, row, to, left);
      left -= step.moved;
      read += step.read;
      keptHere += step.kept;
      finished = step.finished;
      if (!finished) break;
    }
    // A month cut short is walked again next batch: its moved rows are gone from it by then.
    if (!finished) return await goOn(ctx, category, done, kept);
    kept += keptHere;
    done = next.month;
    if (left === 0 || read >= READ_BUDGET) return await goOn(ctx, category, done, kept);
  }
  // Reconciled rows still filed here keep the record (hidden), so they keep their name.
  if ((await rollups(ctx, category).first()) === null) {
    await ctx.db.delete("categories", category._id);
  }
  return { kept };
}

async function goOn(ctx: Ctx, category: Doc<"categories">, after: string | null, kept: number) {
  await ctx.scheduler.runAfter(0, internal.categories.moveBatch, {
    id: category._id,
    after: after ?? undefined,
  });
  return { kept };
}
