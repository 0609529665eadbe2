/**
 * Storing the caller's month budgets (budgets.set, remove, setRollover and the copy from the
 * previous month). Amounts arrive checked (budgetInput.ts checkBudget); they are kept in the
 * display currency of the person setting them.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { addMonthsToKey } from "../../shared/dates";
import type { BudgetScope } from "../../shared/planning";
import { displayCurrencyOf } from "../exchangeRates/convert";
import { checkMonthTotal, findBudget } from "./budgetInput";

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users">; personId?: Id<"users"> };

/**
 * Sets (month, scope)'s budget to `amount`. `rollover` defaults to the existing row's setting,
 * else to the previous month's for the same scope, else false.
 */
export async function setBudget(
  ctx: Ctx,
  {
    month,
    scope,
    amount,
    rollover,
  }: { month: string; scope: BudgetScope; amount: number; rollover?: boolean },
): Promise<Id<"budgets">> {
  const currency = await displayCurrencyOf(ctx);
  const existing = await findBudget(ctx, month, scope);
  if (existing !== null) {
    await ctx.db.patch("budgets", existing._id, {
      amount,
      currency,
      rollover: rollover ?? existing.rollover,
      // An edited sample budget is the user's now: "Remove sample data" leaves it.
      sample: undefined,
    });
    return existing._id;
  }
  const previous = await findBudget(ctx, addMonthsToKey(month, -1), scope);
  const carry = rollover ?? previous?.rollover ?? false;
  return await ctx.db.insert("budgets", {
    userId: ctx.ledgerKey,
    month,
    scope,
    amount,
    currency,
    rollover: carry,
  });
}

/** Deletes a budget (the caller has checked it is theirs). */
export async function deleteBudget(ctx: Ctx, id: Id<"budgets">): Promise<void> {
  await ctx.db.delete("budgets", id);
}

/** Turns roll-over on or off; like any edit, it makes a sample budget the user's own. */
export async function setBudgetRollover(ctx: Ctx, id: Id<"budgets">, rollover: boolean) {
  await ctx.db.patch("budgets", id, { rollover, sample: undefined });
}

/**
 * Copies the previous month's budgets (amount, currency, rollover) into `month`, keeping the
 * scopes `month` already has a budget for. Returns how many were copied.
 */
export async function copyPreviousMonth(ctx: Ctx, month: string): Promise<number> {
  const previous = await ctx.db
    .query("budgets")
    .withIndex("by_user_month_scope", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("month", addMonthsToKey(month, -1)),
    )
    .collect();
  let copied = 0;
  for (const row of previous) {
    if ((await findBudget(ctx, month, row.scope)) !== null) continue;
    const { amount, currency, rollover, scope } = row;
    await ctx.db.insert("budgets", {
      userId: ctx.ledgerKey,
      month,
      scope,
      amount,
      currency,
      rollover,
    });
    copied += 1;
  }
  // Copied and existing category budgets together stay within the cap too.
  if (copied > 0) await checkMonthTotal(ctx, month, "overall", 0);
  return copied;
}
