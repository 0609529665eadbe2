/**
 * Changing the envelope budget: set what a category is assigned in a month, move money between
 * categories (also how an overspent category is covered), and per-category options. Amounts
 * are in the display currency; an assignment keeps the currency it was made in.
 */
import type { Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { validateMonthKey } from "../../shared/dates";
import { isLiabilityType, type CategoryKey } from "../../shared/domain";
import { getOwned } from "../../lib/ownership";
import { MAX_AMOUNT, normalizeAmount } from "../../shared/money";
import { validateNonNegativeAmount, validateNonZeroAmount } from "../../shared/validation";
import { ensureCategory } from "../categories/check";
import { displayCurrencyOf, loadConverter } from "../exchangeRates/convert";
import { ensure, fail } from "../errors";
import type { vEnvelopeTarget } from "./envelopeFields";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> };
type Target = Infer<typeof vEnvelopeTarget>;

/** A spending category the user may use: income is not budgeted, it feeds Ready to Assign. */
export async function ensureSpending(ctx: Ctx, category: string, field: string) {
  if (category === "income") fail("NOT_SPENDING_CATEGORY", field);
  await ensureCategory(ctx, category, field);
}

export async function findMonth(ctx: Ctx, month: string) {
  return await ctx.db
    .query("envelopeMonths")
    .withIndex("by_user_month", (q) => q.eq("userId", ctx.ledgerKey).eq("month", month))
    .unique();
}

/**
 * Sets the assignments of `month` given (display currency) and keeps the others; entries of 0
 * are dropped and a month left without any is deleted.
 */
export async function store(ctx: Ctx, month: string, changes: Map<CategoryKey, number>) {
  for (const amount of changes.values())
    if (Math.abs(amount) > MAX_AMOUNT) fail("AMOUNT_TOO_LARGE", "amount");
  const currency = await displayCurrencyOf(ctx);
  const existing = await findMonth(ctx, month);
  const kept = (existing?.assigned ?? []).filter((a) => !changes.has(a.category));
  const added = [...changes]
    .filter(([, amount]) => amount !== 0)
    .map(([category, amount]) => ({ category, amount: normalizeAmount(amount), currency }));
  const assigned = [...kept, ...added];
  checkMonthTotal(assigned);
  if (existing === null) {
    if (assigned.length > 0)
      await ctx.db.insert("envelopeMonths", { userId: ctx.ledgerKey, month, assigned });
  } else if (assigned.length === 0) await ctx.db.delete("envelopeMonths", existing._id);
  else await ctx.db.patch("envelopeMonths", existing._id, { assigned });
}

/** The month's assignments add up to at most MAX_AMOUNT, so its sums stay exact. */
export function checkMonthTotal(assigned: { amount: number }[]) {
  const total = assigned.reduce((sum, a) => sum + Math.abs(a.amount), 0);
  if (total > MAX_AMOUNT) fail("AMOUNT_TOO_LARGE", "amount");
}

/**
 * What each of `categories` is assigned in `month` now, in the display currency. An assignment
 * held in a currency without a rate is MISSING_RATE: taking it as 0 would overwrite it.
 */
export async function assignedNow(
  ctx: Ctx,
  month: string,
  categories: CategoryKey[],
): Promise<Map<string, number>> {
  const row = await findMonth(ctx, month);
  const out = new Map<string, number>();
  if (row === null) return out;
  const conv = await loadConverter(ctx);
  for (const a of row.assigned) {
    if (!categories.includes(a.category)) continue;
    const amount = conv.convert(a.amount, a.currency);
    if (amount === null) fail("MISSING_RATE", "amount");
    out.set(a.category, amount);
  }
  return out;
}

export async function assign(ctx: Ctx, month: string, category: CategoryKey, amount: number) {
  ensure(validateMonthKey(month), "month");
  ensure(validateNonNegativeAmount(amount), "amount");
  await ensureSpending(ctx, category, "category");
  await store(ctx, month, new Map([[category, normalizeAmount(amount)]]));
}

/**
 * Moves `amount` of this month's money from one category to another. The source's assigned
 * may go below 0: money carried in from earlier months is moved that way (as YNAB does).
 */
export async function move(
  ctx: Ctx,
  args: { month: string; from: CategoryKey; to: CategoryKey; amount: number },
) {
  ensure(validateMonthKey(args.month), "month");
  ensure(validateNonZeroAmount(args.amount), "amount");
  if (args.amount < 0) fail("INVALID_AMOUNT", "amount");
  await ensureSpending(ctx, args.from, "from");
  await ensureSpending(ctx, args.to, "to");
  if (args.from === args.to) fail("INVALID_ARGUMENT", "to");
  const now = await assignedNow(ctx, args.month, [args.from, args.to]);
  const from = (now.get(args.from) ?? 0) - args.amount;
  const to = (now.get(args.to) ?? 0) + args.amount;
  await store(
    ctx,
    args.month,
    new Map([
      [args.from, from],
      [args.to, to],
    ]),
  );
}

export function checkTarget(target: Target) {
  ensure(validateNonZeroAmount(target.amount), "target");
  if (target.amount < 0) fail("INVALID_AMOUNT", "target");
  if (target.kind === "byDate") ensure(validateMonthKey(target.month), "target");
}

/** Sets a category's options; `target: null` removes the target. */
export async function setOptions(
  ctx: Ctx,
  args: { category: CategoryKey; keepNegative?: boolean; target?: Target | null },
) {
  await ensureSpending(ctx, args.category, "category");
  if (args.target) checkTarget(args.target);
  const existing = await ctx.db
    .query("envelopeCategories")
    .withIndex("by_user_category", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("category", args.category),
    )
    .unique();
  const keepNegative = args.keepNegative ?? existing?.keepNegative;
  const target = args.target === undefined ? existing?.target : (args.target ?? undefined);
  const fields = { keepNegative, target };
  if (existing === null) {
    await ctx.db.insert("envelopeCategories", {
      userId: ctx.ledgerKey,
      category: args.category,
      ...fields,
    });
  } else
    await ctx.db.replace("envelopeCategories", existing._id, {
      userId: ctx.ledgerKey,
      category: existing.category,
      ...fields,
    });
}

/** An account of the user's whose money can be in the budget (cards and loans are debts). */
export async function checkIncludable(ctx: Ctx, accountId: Id<"accounts">) {
  const account = await getOwned(ctx, "accounts", accountId);
  if (isLiabilityType(account.type)) fail("INVALID_ARGUMENT", "accountId");
}

/** Puts an account's money in the budget or leaves it out (cards and loans are debts: refused). */
export async function includeAccount(ctx: Ctx, accountId: Id<"accounts">, included: boolean) {
  await checkIncludable(ctx, accountId);
  const existing = await ctx.db
    .query("envelopeAccounts")
    .withIndex("by_user_account", (q) => q.eq("userId", ctx.ledgerKey).eq("accountId", accountId))
    .unique();
  if (existing === null)
    await ctx.db.insert("envelopeAccounts", { userId: ctx.ledgerKey, accountId, included });
  else await ctx.db.patch("envelopeAccounts", existing._id, { included });
}
