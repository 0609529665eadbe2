/**
 * Validates what a user submits for an account and keeps only the fields of its type: card
 * fields for credit cards, loan fields for loans. Shared rules come from shared/validation so
 * the form and the server agree.
 */
import type { ObjectType } from "convex/values";
import {
  validateDayOfMonth,
  validateIsoDate,
  validateName,
  validateNonNegativeAmount,
  validateInterestRate,
  validateNotes,
  validatePositiveAmount,
  validateSignedAmount,
} from "../../shared/validation";
import { isLiabilityType } from "../../shared/domain";
import { normalizeAmount } from "../../shared/money";
import { normalizeText } from "../../shared/text";
import { accountFields } from "./fields";
import { ensure, fail } from "../errors";

/** What a user submits: the stored fields but the ones the server keeps (balance, deletion). */
export const accountInputFields = accountFields.omit(
  "userId",
  "balance",
  "clearedTotal",
  "deletingAt",
).fields;
export type AccountInput = ObjectType<typeof accountInputFields>;

function cardFields(input: AccountInput) {
  if (input.creditLimit === undefined) fail("REQUIRED", "creditLimit");
  // A limit of zero is allowed (a card that is only ever paid off), a negative one is not.
  ensure(validateNonNegativeAmount(input.creditLimit), "creditLimit");
  ensure(validateDayOfMonth(input.billingDay), "billingDay");
  ensure(validateDayOfMonth(input.paymentDay), "paymentDay");
  return {
    creditLimit: normalizeAmount(input.creditLimit),
    billingDay: input.billingDay,
    paymentDay: input.paymentDay,
  };
}

function loanFields(input: AccountInput) {
  if (input.loanDueDate !== undefined) ensure(validateIsoDate(input.loanDueDate), "loanDueDate");
  if (input.loanPaymentAmount !== undefined) {
    ensure(validatePositiveAmount(input.loanPaymentAmount), "loanPaymentAmount");
  }
  return {
    loanDueDate: input.loanDueDate,
    loanPaymentType: input.loanPaymentType,
    loanPaymentAmount: input.loanPaymentAmount,
  };
}

/** Cards and loans: the payoff plan's rate and minimum, each optional. */
function debtFields(input: AccountInput) {
  if (input.interestRate !== undefined) {
    ensure(validateInterestRate(input.interestRate), "interestRate");
  }
  if (input.minimumPayment !== undefined) {
    ensure(validateNonNegativeAmount(input.minimumPayment), "minimumPayment");
  }
  return {
    ...(input.interestRate !== undefined ? { interestRate: input.interestRate } : {}),
    ...(input.minimumPayment !== undefined
      ? { minimumPayment: normalizeAmount(input.minimumPayment) }
      : {}),
  };
}

/** The forecast's settings, any account type; the floor may be negative (an overdraft). */
function forecastFields(input: AccountInput) {
  if (input.floor !== undefined) ensure(validateSignedAmount(input.floor), "floor");
  return {
    ...(input.floor !== undefined && input.floor !== 0
      ? { floor: normalizeAmount(input.floor) }
      : {}),
    ...(input.forecastExcluded === true ? { forecastExcluded: true } : {}),
  };
}

/** The account fields to store, or ConvexError with the first rule broken. */
export function normalizeAccountInput(input: AccountInput) {
  ensure(validateName(input.name), "name");
  ensure(validateSignedAmount(input.initialBalance), "initialBalance");
  ensure(validateNotes(input.description), "description");
  const description = normalizeText(input.description ?? "") || undefined;
  if (input.floor !== undefined) ensure(validateSignedAmount(input.floor), "floor");
  return {
    name: normalizeText(input.name),
    type: input.type,
    currency: input.currency,
    initialBalance: normalizeAmount(input.initialBalance),
    description,
    ...(input.floor === undefined ? {} : { floor: normalizeAmount(input.floor) }),
    ...(input.type === "credit_card" ? cardFields(input) : {}),
    ...(input.type === "loan" ? loanFields(input) : {}),
    ...(isLiabilityType(input.type) ? debtFields(input) : {}),
    ...forecastFields(input),
  };
}
