/**
 * What "Remove sample data" takes and what it leaves, worked out once for the confirmation
 * (sampleData.preview) and for the removal itself (sampleData.remove).
 *
 * - A sample row goes unless the user made it theirs: the edit form drops the flag and a bulk
 *   edit marks it hand-edited. A reconciled sample row is still a sample row (its "statement"
 *   was the sample's): it goes too, and the confirmation says how many of them there are.
 * - A sample account goes only when nothing of the user's is in or on it: no transaction of
 *   theirs (their own entries, imports, either side of a transfer), no import or saved
 *   mapping, no schedule, plan or rule naming it. Otherwise it stays as the user's account
 *   with only its sample rows taken out, so nothing is ever left pointing at a deleted account,
 *   and loses the sample mark from its name ("Savings (sample)" becomes "Savings").
 * - A sample budget goes; budgets.set clears the flag when the user edits one.
 *
 * Bounds: the sample makes 2 accounts, at most 39 transactions (3 months of 12 lines plus 3
 * interest credits) and 1 budget, and a new sample drops the undo of a removed one, so sets
 * never stack. The reads are capped well above that (SAMPLE_ROWS_MAX and the per-user limits
 * of schedules, plans and rules), so one mutation does the whole removal.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { MAX_PLANS_PER_USER, MAX_SCHEDULES_PER_USER } from "../../shared/planning";
import { RULES_MAX } from "../rules/apply";

/** Far above the 39 sample transactions; what one removal reads and writes at most. */
export const SAMPLE_ROWS_MAX = 400;
/** A user has a handful of accounts; more than this is never the sample's concern. */
export const ACCOUNT_SCAN = 100;
/** The sample makes one budget; the user's budgets are read up to this many to find it. */
const BUDGET_SCAN = 1000;

type ReadCtx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

export interface SamplePlan {
  /** Sample accounts with nothing of the user's: deleted. */
  remove: Doc<"accounts">[];
  /** Sample accounts that hold or are named by the user's data: kept, flag cleared. */
  keep: Doc<"accounts">[];
  /** The sample transactions to delete, in any of the user's live accounts. */
  rows: Doc<"transactions">[];
  budgets: Doc<"budgets">[];
}

export function isSampleRow(tx: Doc<"transactions">): boolean {
  return tx.sample === true && tx.handEdited !== true;
}

export async function liveAccounts(ctx: ReadCtx): Promise<Doc<"accounts">[]> {
  const accounts = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(ACCOUNT_SCAN);
  return accounts.filter((account) => account.deletingAt === undefined);
}

export async function sampleRows(ctx: ReadCtx, live: Doc<"accounts">[]) {
  const ids = new Set(live.map((account) => account._id));
  const flagged = await ctx.db
    .query("transactions")
    .withIndex("by_user_sample", (q) => q.eq("userId", ctx.ledgerKey).eq("sample", true))
    .take(SAMPLE_ROWS_MAX);
  return flagged.filter((tx) => isSampleRow(tx) && ids.has(tx.accountId));
}

/** Whether a sample is there: a sample account, or sample rows left in the user's accounts. */
export async function hasSampleData(ctx: ReadCtx, live: Doc<"accounts">[]): Promise<boolean> {
  return (
    live.some((account) => account.sample === true) || (await sampleRows(ctx, live)).length > 0
  );
}

/** Accounts the user's schedules, plans and rules name. */
async function namedAccounts(ctx: ReadCtx): Promise<Set<Id<"accounts">>> {
  const schedules = await ctx.db
    .query("schedules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(MAX_SCHEDULES_PER_USER);
  const plans = await ctx.db
    .query("plans")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(MAX_PLANS_PER_USER);
  const rules = await ctx.db
    .query("rules")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(RULES_MAX);
  const named = [
    ...schedules.flatMap((s) => [s.accountId, s.toAccountId]),
    ...plans.map((plan) => plan.accountId),
    ...rules.map((rule) => rule.accountId),
  ];
  return new Set(named.filter((id) => id !== undefined));
}

async function holdsUsersData(
  ctx: ReadCtx,
  account: Doc<"accounts">,
  sampleCount: number,
  named: Set<Id<"accounts">>,
): Promise<boolean> {
  if (named.has(account._id)) return true;
  // Any row beyond the sample ones is the user's (their entry, import or transfer side).
  const rows = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) => q.eq("accountId", account._id))
    .take(sampleCount + 1);
  if (rows.length > sampleCount) return true;
  const byAccount = (table: "imports" | "importMappings") =>
    ctx.db
      .query(table)
      .withIndex("by_account", (q) => q.eq("accountId", account._id))
      .first();
  return (await byAccount("imports")) !== null || (await byAccount("importMappings")) !== null;
}

export async function planRemoval(ctx: ReadCtx): Promise<SamplePlan> {
  const live = await liveAccounts(ctx);
  const rows = await sampleRows(ctx, live);
  const flaggedAccounts = live.filter((account) => account.sample === true);
  const named = flaggedAccounts.length > 0 ? await namedAccounts(ctx) : new Set<Id<"accounts">>();
  const plan: SamplePlan = { remove: [], keep: [], rows, budgets: [] };
  for (const account of flaggedAccounts) {
    const count = rows.filter((tx) => tx.accountId === account._id).length;
    const keep = await holdsUsersData(ctx, account, count, named);
    plan[keep ? "keep" : "remove"].push(account);
  }
  const budgets = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) => q.eq("userId", ctx.ledgerKey))
    .take(BUDGET_SCAN);
  plan.budgets = budgets.filter((budget) => budget.sample === true);
  return plan;
}
