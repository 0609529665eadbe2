/**
 * Restore checks of the envelope budget's tables: the rules budgets.assign / move,
 * setEnvelopeOptions and setEnvelopeAccount keep (model/budgets/envelopeWrite.ts), plus one row
 * per month, per category and per account, as those mutations keep them.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { validateMonthKey } from "../../shared/dates";
import { validateNonZeroAmount } from "../../shared/validation";
import {
  checkIncludable,
  checkMonthTotal,
  checkTarget,
  ensureSpending,
  findMonth,
} from "../budgets/envelopeWrite";
import { ensure, fail } from "../errors";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };
type Fields<T extends "envelopeMonths" | "envelopeCategories" | "envelopeAccounts"> = Omit<
  Doc<T>,
  "_id" | "_creationTime" | "userId"
>;

/**
 * A month as assign and move leave it: a valid month not seen yet, at least one assignment,
 * each spending category once with a non-zero amount (below 0 after a move), within the total.
 */
export async function envelopeMonths(ctx: Ctx, doc: Fields<"envelopeMonths">) {
  ensure(validateMonthKey(doc.month), "month");
  if ((await findMonth(ctx, doc.month)) !== null) fail("INVALID_ARGUMENT", "month");
  if (doc.assigned.length === 0) fail("INVALID_ARGUMENT", "assigned");
  const seen = new Set<string>();
  for (const { category, amount } of doc.assigned) {
    ensure(validateNonZeroAmount(amount), "amount");
    await ensureSpending(ctx, category, "category");
    if (seen.has(category)) fail("INVALID_ARGUMENT", "category");
    seen.add(category);
  }
  checkMonthTotal(doc.assigned);
  return doc;
}

/** A spending category's options, once per category, with a target setEnvelopeOptions takes. */
export async function envelopeCategories(ctx: Ctx, doc: Fields<"envelopeCategories">) {
  await ensureSpending(ctx, doc.category, "category");
  if (doc.target !== undefined) checkTarget(doc.target);
  const taken = await ctx.db
    .query("envelopeCategories")
    .withIndex("by_user_category", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("category", doc.category),
    )
    .first();
  if (taken !== null) fail("INVALID_ARGUMENT", "category");
  return doc;
}

/** An account the budget can hold (no card or loan), once per account. */
export async function envelopeAccounts(ctx: Ctx, doc: Fields<"envelopeAccounts">) {
  await checkIncludable(ctx, doc.accountId);
  const taken = await ctx.db
    .query("envelopeAccounts")
    .withIndex("by_user_account", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("accountId", doc.accountId),
    )
    .first();
  if (taken !== null) fail("INVALID_ARGUMENT", "accountId");
  return doc;
}
