/**
 * The plan form as plain data: the values the fields hold, their checks (the same rules as the
 * server's, from convex/shared) and the arguments of plans.create / update.
 */
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { ErrorCode } from "../../../../convex/shared/errors";
import type { ParseResult } from "../../../../convex/shared/money";
import type { PlanKind } from "../../../../convex/shared/planning";
import {
  validateIsoDate,
  validateName,
  validateNotes,
  validatePositiveAmount,
  validateRequired,
} from "../../../../convex/shared/validation";
import type { PlanArgs, PlanView } from "../../../data/plans";

export interface PlanFormValues {
  name: string;
  kind: PlanKind;
  amount: string;
  currency: CurrencyCode;
  targetDate: string | null;
  accountId: string | null;
  notes: string;
}

export type PlanErrors = Partial<Record<keyof PlanFormValues, ErrorCode>>;

export function newPlanValues(currency: CurrencyCode): PlanFormValues {
  return {
    name: "",
    kind: "goal",
    amount: "",
    currency,
    targetDate: null,
    accountId: null,
    notes: "",
  };
}

export function planToValues(
  plan: PlanView,
  toText: (amount: number, currency: CurrencyCode) => string,
): PlanFormValues {
  return {
    name: plan.name,
    kind: plan.kind,
    amount: toText(plan.targetAmount, plan.currency),
    currency: plan.currency,
    targetDate: plan.targetDate,
    accountId: plan.accountId ?? null,
    notes: plan.notes ?? "",
  };
}

export function validatePlan(
  values: PlanFormValues,
  parse: (text: string, currency: CurrencyCode) => ParseResult,
): PlanErrors {
  const errors: PlanErrors = {};
  const name = validateName(values.name);
  if (name) errors.name = name;
  if (values.amount.trim() === "") errors.amount = "REQUIRED";
  else {
    const amount = parse(values.amount, values.currency);
    if (!amount.ok || validatePositiveAmount(amount.value)) errors.amount = "INVALID_AMOUNT";
  }
  const date = validateRequired(values.targetDate) ?? validateIsoDate(values.targetDate ?? "");
  if (date) errors.targetDate = date;
  const notes = validateNotes(values.notes);
  if (notes) errors.notes = notes;
  return errors;
}

/** The create / update arguments; call only once validatePlan found nothing. */
export function valuesToArgs(values: PlanFormValues, amount: number): PlanArgs {
  return {
    name: values.name.trim(),
    kind: values.kind,
    targetAmount: amount,
    currency: values.currency,
    targetDate: values.targetDate ?? "",
    accountId: (values.accountId ?? undefined) as Id<"accounts"> | undefined,
    notes: values.notes.trim() || undefined,
  };
}
