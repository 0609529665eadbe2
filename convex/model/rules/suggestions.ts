/**
 * Rules the app proposes from the user's own history: a payee filed in one category almost
 * every time ("You put 'REWE' in Groceries 14 times: always do that?"), counting only the
 * filings the person made (not a bank feed's or an import's fallback). Reads the most used
 * payees through their count index, never the transactions.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import type { CategoryKey } from "../../shared/domain";
import { payeeKey } from "../../shared/importing";
import { usualCategory } from "../ledger/payeeStats";
import type { Rule } from "./match";

/** A suggestion needs this many uses, this share of them in one category. */
export const SUGGEST_MIN_USES = 3;
export const SUGGEST_MIN_SHARE = 0.8;
const SCAN_PAYEES = 50;
const SHOW = 5;

export interface Suggestion {
  payeeId: Id<"payees">;
  payee: string;
  category: CategoryKey;
  times: number;
}

function covered(rules: Rule[], payee: Doc<"payees">): boolean {
  return rules.some(
    (r) => r.field === "payee" && r.setCategory !== undefined && payeeKey(r.text) === payee.key,
  );
}

export async function ruleSuggestions(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
  rules: Rule[],
): Promise<Suggestion[]> {
  const payees = await ctx.db
    .query("payees")
    .withIndex("by_user_count", (q) => q.eq("userId", userId).gte("count", SUGGEST_MIN_USES))
    .order("desc")
    .take(SCAN_PAYEES);
  const out: Suggestion[] = [];
  for (const payee of payees) {
    if (payee.suggestionDismissed || covered(rules, payee)) continue;
    const category = usualCategory(payee);
    if (category === null) continue;
    // The tally holds the person's own filings only (rows left at a feed's fallback are not
    // in it), so "You put X in Y n times" is always something they did.
    const times = payee.categories.find((c) => c.category === category)?.count ?? 0;
    const filed = payee.categories.reduce((sum, c) => sum + c.count, 0);
    if (times < SUGGEST_MIN_USES || times < SUGGEST_MIN_SHARE * filed) continue;
    out.push({ payeeId: payee._id, payee: payee.name, category, times });
    if (out.length === SHOW) break;
  }
  return out;
}
