/**
 * Existing transactions a rule would change, one page at a time, through an index: a rule on
 * an exact payee reads that payee's transactions (by_user_payee_date); any other rule reads the
 * search index with the rule's words, then checks the rule exactly. (The search index matches
 * whole words, so "contains" finds a word or a word's start here, e.g. "rewe" in "REWE Markt".)
 */
import { filter } from "convex-helpers/server/filter";
import type { PaginationOptions, PaginationResult } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { payeeKey } from "../../shared/importing";
import { payeeByKey } from "../ledger/payeeStats";
import { searchTextOf } from "../transactions/extras";
import { applyOutcome, changes, outcomeOf, type Rule } from "./match";

type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

/** Whether applying the rule changes `tx`; hand-edited ones only when the user asked. */
export function wouldChange(rule: Rule, tx: Doc<"transactions">, includeHandEdited: boolean) {
  if (tx.handEdited && !includeHandEdited) return false;
  const outcome = outcomeOf([rule], tx);
  return outcome !== null && changes(tx, applyOutcome(tx, outcome));
}

export async function candidatePage(
  ctx: Ctx,
  rule: Rule,
  includeHandEdited: boolean,
  paginationOpts: PaginationOptions,
): Promise<PaginationResult<Doc<"transactions">>> {
  const keep = (tx: Doc<"transactions">) => wouldChange(rule, tx, includeHandEdited);
  if (rule.field === "payee" && rule.op === "equals") {
    const payee = await payeeByKey(ctx, ctx.ledgerKey, payeeKey(rule.text));
    const name = payee?.name ?? rule.text;
    const query = ctx.db
      .query("transactions")
      .withIndex("by_user_payee_date", (q) => q.eq("userId", ctx.ledgerKey).eq("payee", name))
      .order("desc");
    return await filter(query, keep).paginate(paginationOpts);
  }
  const needle = searchTextOf({ notes: rule.text }).split(/\s+/).slice(0, 16).join(" ");
  const query = ctx.db
    .query("transactions")
    .withSearchIndex("search_text", (q) =>
      q.search("searchText", needle).eq("userId", ctx.ledgerKey),
    );
  return await filter(query, keep).paginate(paginationOpts);
}

/**
 * The next slice of the user's whole history, newest first, kept to the rows the rule would
 * change. Applying a rule must reach every transaction it matches, and a search query stops at
 * 1,024 candidates on Convex, so a rule that is not an exact payee walks the date index instead:
 * each step reads `numItems` rows (a page may hold no match; the caller goes on while a cursor
 * comes back), so 100,000 transactions take 500 steps of 200, each of bounded work.
 */
export async function scanPage(
  ctx: Ctx,
  rule: Rule,
  includeHandEdited: boolean,
  { numItems, cursor }: { numItems: number; cursor: string | null },
): Promise<PaginationResult<Doc<"transactions">>> {
  if (rule.field === "payee" && rule.op === "equals")
    return await candidatePage(ctx, rule, includeHandEdited, { numItems, cursor });
  const result = await ctx.db
    .query("transactions")
    .withIndex("by_user_date", (q) => q.eq("userId", ctx.ledgerKey))
    .order("desc")
    .paginate({ numItems, cursor });
  return { ...result, page: result.page.filter((tx) => wouldChange(rule, tx, includeHandEdited)) };
}
