/**
 * Moving everything filed under a deleted category to the one the user chose, in scheduled
 * batches (categories.remove only marks the category and schedules the first): rules that set
 * it set the new one, its budgets go, and transactions (their own category and any split
 * part) move through the batch ledger so rollups, budgets and payee tallies follow.
 *
 * The category's rollup rows say which account-months still hold it, so no step scans the
 * history; inside an account-month the batch pages through the by_account_date index with a
 * cursor (`Walk`: month, account, and the last row looked at), never reading a whole month: a
 * month can hold tens of thousands of rows. Each batch reads at most READ_BUDGET rows and
 * READ_BYTES, rewrites at most MOVE_BATCH, and schedules the next from where it stopped.
 *
 * Reconciled transactions keep the category (reconciledGuard.ts): the statement matched them
 * as they are, and their category is part of what the user checked. When the walk ends and
 * reconciled rows still hold the category, its record stays, hidden from every picker
 * (`movingTo` set), so their label and the reports still name it (categories.retired);
 * otherwise it is deleted.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { internal } from "../../_generated/api";
import { runBatch } from "../jobs/batches";
import type { CategoryKey } from "../../shared/domain";
import { reviseEntries } from "../ledger/batch";
import { RULES_MAX } from "../rules/apply";
import { isReconciled } from "../ledger/reconciledGuard";
import type { Entry } from "../ledger/entries";

/** Transactions rewritten per batch (one replace each; rollups and payees once per batch). */
export const MOVE_BATCH = 300;
/** Transactions read per batch, so months of reconciled or other rows are passed quickly. */
export const READ_BUDGET = 4000;
/**
 * Bytes read per batch by the walk, past which it stops after the page it is on. A rewritten
 * row is read again, so a batch reads at most twice (READ_BYTES + a page of rows of up to
 * ~24 KB): under 14 MB of Convex's 16 MiB even for the largest rows.
 */
const READ_BYTES = 2 * 1024 * 1024;
/** Rows per index read inside an account-month. */
const PAGE = 200;
/** Rollup rows of one month and category: one per account. */
const ACCOUNTS_PER_MONTH = 200;
/** Budgets deleted per batch. */
const BUDGETS_PER_BATCH = 500;

type Ctx = Pick<MutationCtx, "db" | "scheduler">;
type Tx = Doc<"transactions">;

/** Where a walk goes on: `month`, from `account` on (by id), after the row at (date, time). */
export interface Walk {
  month: string;
  account?: Id<"accounts">;
  after?: { date: string; time: number };
}

interface Budget {
  writes: number;
  reads: number;
  bytes: number;
}

function moved(tx: Tx, from: CategoryKey, to: CategoryKey): Entry {
  const { _id, _creationTime, ...fields } = tx;
  const splits = tx.splits?.map((p) => (p.category === from ? { ...p, category: to } : p));
  const category = splits ? splits[0].category : tx.category === from ? to : tx.category;
  return { ...fields, category, ...(splits ? { splits } : {}) };
}

function holds(tx: Tx, category: CategoryKey): boolean {
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

/** Up to `n` of the account-month's transactions in index order, after `after` if given. */
async function rowsAfter(
  ctx: Ctx,
  accountId: Id<"accounts">,
  month: string,
  after: Walk["after"],
  n: number,
): Promise<Tx[]> {
  const end = `${month}-31`;
  const txs = ctx.db.query("transactions");
  if (after === undefined) {
    return await txs
      .withIndex("by_account_date", (q) =>
        q.eq("accountId", accountId).gte("date", `${month}-01`).lte("date", end),
      )
      .take(n);
  }
  const sameDay = await txs
    .withIndex("by_account_date", (q) =>
      q.eq("accountId", accountId).eq("date", after.date).gt("_creationTime", after.time),
    )
    .take(n);
  if (sameDay.length === n) return sameDay;
  const later = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) =>
      q.eq("accountId", accountId).gt("date", after.date).lte("date", end),
    )
    .take(n - sameDay.length);
  return [...sameDay, ...later];
}

/**
 * Moves the open rows of one account-month from `after` on, within the budget; returns where
 * to go on, or null when the account-month is done.
 */
async function moveAccountMonth(
  ctx: Ctx,
  row: Doc<"monthlyRollups">,
  to: CategoryKey,
  start: Walk["after"],
  budget: Budget,
): Promise<Walk["after"] | null> {
  const account = await ctx.db.get("accounts", row.accountId);
  if (account === null) return null;
  const changes: { tx: Tx; next: Entry }[] = [];
  let after = start;
  let stop = false;
  while (!stop) {
    const n = Math.min(PAGE, budget.reads, budget.writes);
    const page = await rowsAfter(ctx, row.accountId, row.month, after, n);
    for (const tx of page) {
      budget.reads -= 1;
      budget.bytes -= JSON.stringify(tx).length;
      if (holds(tx, row.category) && !isReconciled(tx)) {
        changes.push({ tx, next: moved(tx, row.category, to) });
        budget.writes -= 1;
      }
      after = { date: tx.date, time: tx._creationTime };
    }
    if (page.length < n) break;
    stop = budget.reads <= 0 || budget.writes <= 0 || budget.bytes <= 0;
  }
  await reviseEntries(ctx, account, changes, false);
  return stop ? after : null;
}

/** Rules that set the category set the new one; its budgets go. False while budgets remain. */
async function retireRulesAndBudgets(ctx: Ctx, category: Doc<"categories">): Promise<boolean> {
  const rules = await ctx.db
    .query("rules")
    .withIndex("by_user", (q) => q.eq("userId", category.userId))
    .take(RULES_MAX);
  for (const rule of rules.filter((r) => r.setCategory === category._id)) {
    await ctx.db.patch("rules", rule._id, { setCategory: category.movingTo as CategoryKey });
  }
  const budgets = await ctx.db
    .query("budgets")
    .withIndex("by_user_scope_month", (q) =>
      q.eq("userId", category.userId).eq("scope", category._id),
    )
    .take(BUDGETS_PER_BATCH);
  for (const budget of budgets) await ctx.db.delete("budgets", budget._id);
  return budgets.length < BUDGETS_PER_BATCH;
}

/**
 * One batch: the rules and budgets first (no `walk` yet), then the transactions from `walk`
 * on; schedules the next batch while anything is left, and deletes the category at the end
 * unless reconciled rows keep it.
 */
export async function moveCategoryBatch(
  ctx: Ctx,
  category: Doc<"categories">,
  walk?: Walk,
): Promise<void> {
  if (walk === undefined && !(await retireRulesAndBudgets(ctx, category))) {
    return await goOn(ctx, category, undefined);
  }
  const to = category.movingTo as CategoryKey;
  const budget: Budget = { writes: MOVE_BATCH, reads: READ_BUDGET, bytes: READ_BYTES };
  let at: Walk | null = walk ?? (await nextMonth(ctx, category, undefined));
  while (at !== null) {
    const rows = (await rollups(ctx, category, { is: at.month }).take(ACCOUNTS_PER_MONTH))
      .sort((a, b) => (a.accountId < b.accountId ? -1 : 1))
      .filter((r) => at!.account === undefined || r.accountId >= at!.account);
    for (const row of rows) {
      const from = row.accountId === at.account ? at.after : undefined;
      const stop = await moveAccountMonth(ctx, row, to, from, budget);
      if (stop) return await goOn(ctx, category, { ...at, account: row.accountId, after: stop });
    }
    at = await nextMonth(ctx, category, at.month);
    if (at !== null && (budget.reads <= 0 || budget.writes <= 0 || budget.bytes <= 0)) {
      return await goOn(ctx, category, at);
    }
  }
  // Reconciled rows still filed here keep the record (hidden), so they keep their name.
  if ((await rollups(ctx, category).first()) === null) {
    await ctx.db.delete("categories", category._id);
  }
}

/** The walk's start in the first month after `month` that still holds the category. */
async function nextMonth(
  ctx: Ctx,
  category: Doc<"categories">,
  month: string | undefined,
): Promise<Walk | null> {
  const next = await rollups(ctx, category, { after: month }).first();
  return next === null ? null : { month: next.month };
}

export async function goOn(ctx: Ctx, category: Doc<"categories">, walk: Walk | undefined) {
  await runBatch(ctx, internal.internal.categories.moveBatch, async () => ({
    next: { id: category._id, walk },
  }));
}
