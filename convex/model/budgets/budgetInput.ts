/**
 * A budget as the user (or a restored backup) sets it: a valid month, an amount within the cap,
 * a category the user may use, and the month's category budgets together within MAX_AMOUNT.
 * budgets.set and the restore both go through checkBudget.
 */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { validateMonthKey } from "../../shared/dates";
import { MAX_AMOUNT, normalizeAmount } from "../../shared/money";
import type { BudgetScope } from "../../shared/planning";
import { validateNonNegativeAmount } from "../../shared/validation";
import { ensureCategory } from "../categories/check";
import { ensure, fail } from "../errors";

type Ctx = { db: QueryCtx["db"]; ledgerKey: Id<"users"> };

export async function findBudget(ctx: Ctx, month: string, scope: BudgetScope) {
  return await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("month", month).eq("scope", scope),
    )
    .unique();
}

/**
 * The month's category budgets add up to at most MAX_AMOUNT (AMOUNT_TOO_LARGE otherwise), so
 * the month's total budgeted stays exact; `scope`'s own row is replaced by `amount`. At most
 * one row per category, so this reads little.
 */
export async function checkMonthTotal(ctx: Ctx, month: string, scope: BudgetScope, amount: number) {
  const rows = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) => q.eq("userId", ctx.ledgerKey).eq("month", month))
    .collect();
  const others = rows
    .filter((row) => row.scope !== "overall" && row.scope !== scope)
    .reduce((sum, row) => sum + row.amount, 0);
  if (others + amount > MAX_AMOUNT) fail("AMOUNT_TOO_LARGE", "amount");
}

/** The amount to store for (month, scope), or the ConvexError of the first rule broken. */
export async function checkBudget(
  ctx: Ctx,
  { month, scope, amount }: { month: string; scope: BudgetScope; amount: number },
): Promise<number> {
  ensure(validateMonthKey(month), "month");
  ensure(validateNonNegativeAmount(amount), "amount");
  await ensureCategory(ctx, scope, "scope");
  const normalized = normalizeAmount(amount);
  if (scope !== "overall") await checkMonthTotal(ctx, month, scope, normalized);
  return normalized;
}
