/**
 * Plans and contributions as the user (or a restored backup) sends them. plans.create,
 * plans.update, plans.contribute and the restore share these checks.
 */
import type { Doc } from "../../_generated/dataModel";
import type { ObjectType } from "convex/values";
import { getOwned } from "../../lib/ownership";
import { MAX_PLANS_PER_USER } from "../../shared/planning";
import { normalizeText } from "../../shared/text";
import {
  validateIsoDate,
  validateName,
  validateNonNegativeAmount,
  validateNonZeroAmount,
  validateNotes,
  validatePositiveAmount,
} from "../../shared/validation";
import { ensure, fail } from "../errors";
import type { ReadCtx } from "../reports/cashflow";
import { cleanNotes } from "../transactions/entries";
import { planFields } from "./fields";

/** What a user submits for a plan: everything stored but the owner and the running total. */
export const planInputFields = planFields.omit("userId", "contributed").fields;
export type PlanInput = ObjectType<typeof planInputFields>;

export async function normalizePlan(ctx: ReadCtx, input: PlanInput) {
  ensure(validateName(input.name), "name");
  ensure(validatePositiveAmount(input.targetAmount), "targetAmount");
  ensure(validateIsoDate(input.targetDate), "targetDate");
  ensure(validateNotes(input.notes), "notes");
  if (input.accountId !== undefined) await getOwned(ctx, "accounts", input.accountId);
  return { ...input, name: normalizeText(input.name), notes: cleanNotes(input.notes) };
}

/** A plan to add: at most MAX_PLANS_PER_USER (LIMIT_REACHED), fields as normalizePlan. */
export async function checkNewPlan(ctx: ReadCtx, input: PlanInput) {
  const count = await ctx.db
    .query("plans")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(MAX_PLANS_PER_USER);
  if (count.length >= MAX_PLANS_PER_USER) fail("LIMIT_REACHED");
  return await normalizePlan(ctx, input);
}

/**
 * A contribution to `plan` (negative = withdrawal): only to a plan without a linked account,
 * never taking the plan below zero. Returns the plan's new total and the notes to store.
 */
export function checkContribution(
  plan: Doc<"plans">,
  input: { amount: number; date: string; notes?: string },
) {
  if (plan.accountId !== undefined) fail("INVALID_ARGUMENT", "planId");
  ensure(validateNonZeroAmount(input.amount), "amount");
  ensure(validateIsoDate(input.date), "date");
  ensure(validateNotes(input.notes), "notes");
  const contributed = plan.contributed + input.amount;
  ensure(validateNonNegativeAmount(contributed), "amount");
  return { contributed, notes: cleanNotes(input.notes) };
}
