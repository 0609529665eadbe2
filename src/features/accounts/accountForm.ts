/**
 * The account form as plain data: what the fields hold, how they are checked and how they
 * become the API's input. Kept apart from the components so the wizard and the edit modal
 * share one set of rules, and so the rules are easy to test.
 */
import type { CurrencyCode } from "../../../convex/shared/currencies";
import {
  isLiabilityType,
  type AccountType,
  type LoanPaymentType,
} from "../../../convex/shared/domain";
import type { AccountInput, AccountView } from "../../data/accounts";
import type { ErrorCode } from "../../../convex/shared/errors";
import type { ParseResult } from "../../../convex/shared/money";
import {
  validateDayOfMonth,
  validateInterestRate,
  validateIsoDate,
  validateName,
  validateNotes,
} from "../../../convex/shared/validation";

type Parse = (text: string, currency: CurrencyCode) => ParseResult;

export interface AccountFormValues {
  type: AccountType;
  name: string;
  currency: CurrencyCode;
  /** Typed text: the balance for assets, the amount owed for cards and loans. */
  balance: string;
  description: string;
  creditLimit: string;
  billingDay: number | string;
  paymentDay: number | string;
  loanDueDate: string | null;
  loanPaymentType: LoanPaymentType;
  loanPaymentAmount: string;
  /** Cards and loans, for the payoff plan: percent a year, and the least paid each month. */
  interestRate: number | string;
  minimumPayment: string;
}

export function emptyAccountValues(
  type: AccountType,
  currency: CurrencyCode,
  name: string,
): AccountFormValues {
  return {
    type,
    name,
    currency,
    balance: "",
    description: "",
    creditLimit: "",
    billingDay: "",
    paymentDay: "",
    loanDueDate: null,
    loanPaymentType: "periodic",
    loanPaymentAmount: "",
    interestRate: "",
    minimumPayment: "",
  };
}

export function accountToValues(
  account: AccountView,
  toText: (amount: number, currency: CurrencyCode) => string,
): AccountFormValues {
  const liability = isLiabilityType(account.type);
  const money = (amount: number | undefined) =>
    amount === undefined ? "" : toText(amount, account.currency);
  return {
    type: account.type,
    name: account.name,
    currency: account.currency,
    balance: money(liability ? -account.initialBalance : account.initialBalance),
    description: account.description ?? "",
    creditLimit: money(account.creditLimit),
    billingDay: account.billingDay ?? "",
    paymentDay: account.paymentDay ?? "",
    loanDueDate: account.loanDueDate ?? null,
    loanPaymentType: account.loanPaymentType ?? "periodic",
    loanPaymentAmount: money(account.loanPaymentAmount),
    interestRate: account.interestRate ?? "",
    minimumPayment: money(account.minimumPayment),
  };
}

function dayOf(value: number | string): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  return typeof value === "number" ? value : Number(value);
}

/** Balance text → minor units; an empty field means zero (a new, empty account). */
function balanceOf(values: AccountFormValues, parse: Parse): ParseResult {
  return values.balance.trim() === ""
    ? { ok: true, value: 0 }
    : parse(values.balance, values.currency);
}

/** Field → error code, using the same shared rules as the server. Empty when all is well. */
export function validateAccountValues(
  values: AccountFormValues,
  parse: Parse,
): Partial<Record<keyof AccountFormValues, ErrorCode>> {
  const errors: Partial<Record<keyof AccountFormValues, ErrorCode>> = {};
  const name = validateName(values.name);
  if (name) errors.name = name;
  const balance = balanceOf(values, parse);
  if (!balance.ok) errors.balance = balance.code;
  const notes = validateNotes(values.description);
  if (notes) errors.description = notes;
  if (values.type === "credit_card") {
    const limit =
      values.creditLimit.trim() === "" ? null : parse(values.creditLimit, values.currency);
    if (limit === null) errors.creditLimit = "REQUIRED";
    else if (!limit.ok || limit.value < 0) errors.creditLimit = "INVALID_AMOUNT";
    const billing = validateDayOfMonth(dayOf(values.billingDay));
    if (billing) errors.billingDay = billing;
    const payment = validateDayOfMonth(dayOf(values.paymentDay));
    if (payment) errors.paymentDay = payment;
  }
  if (values.type === "loan") {
    if (values.loanDueDate && validateIsoDate(values.loanDueDate))
      errors.loanDueDate = "INVALID_DATE";
    if (values.loanPaymentAmount.trim() !== "") {
      const amount = parse(values.loanPaymentAmount, values.currency);
      if (!amount.ok || amount.value <= 0) errors.loanPaymentAmount = "INVALID_AMOUNT";
    }
  }
  if (isLiabilityType(values.type)) {
    const rate = dayOf(values.interestRate);
    const rateError = rate === undefined ? null : validateInterestRate(rate);
    if (rateError) errors.interestRate = rateError;
    if (values.minimumPayment.trim() !== "") {
      const amount = parse(values.minimumPayment, values.currency);
      if (!amount.ok || amount.value < 0) errors.minimumPayment = "INVALID_AMOUNT";
    }
  }
  return errors;
}

/** Minor units of a money field that passed validation (undefined when left empty). */
function amountOf(text: string, currency: CurrencyCode, parse: Parse): number | undefined {
  if (text.trim() === "") return undefined;
  const result = parse(text, currency);
  return result.ok ? result.value : undefined;
}

/** The API input for values that passed validateAccountValues; only the fields of its type. */
export function valuesToInput(values: AccountFormValues, parse: Parse): AccountInput {
  const balance = balanceOf(values, parse);
  const entered = balance.ok ? balance.value : 0;
  const input: AccountInput = {
    name: values.name.trim(),
    type: values.type,
    currency: values.currency,
    initialBalance: isLiabilityType(values.type) ? -entered || 0 : entered,
    description: values.description.trim() || undefined,
  };
  if (values.type === "credit_card") {
    input.creditLimit = amountOf(values.creditLimit, values.currency, parse);
    input.billingDay = dayOf(values.billingDay);
    input.paymentDay = dayOf(values.paymentDay);
  }
  if (values.type === "loan") {
    input.loanDueDate = values.loanDueDate || undefined;
    input.loanPaymentType = values.loanPaymentType;
    input.loanPaymentAmount = amountOf(values.loanPaymentAmount, values.currency, parse);
  }
  if (isLiabilityType(values.type)) {
    input.interestRate = dayOf(values.interestRate);
    input.minimumPayment = amountOf(values.minimumPayment, values.currency, parse);
  }
  return input;
}

/**
 * Credit left on a card as the form stands: limit − owed, or null while either is unreadable
 * and for a card without a limit (as the account list shows it: nothing "available").
 */
export function availableCreditOf(values: AccountFormValues, parse: Parse): number | null {
  const limit = amountOf(values.creditLimit, values.currency, parse);
  const owed = balanceOf(values, parse);
  if (limit === undefined || limit <= 0 || !owed.ok) return null;
  return limit - Math.max(0, owed.value);
}
