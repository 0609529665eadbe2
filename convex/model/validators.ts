/** Convex argument validators built from the shared domain constants. */
import { v, type VLiteral, type VUnion } from "convex/values";
import { CURRENCIES } from "../shared/currencies";
import {
  ACCOUNT_TYPES,
  CATEGORIES,
  LANGUAGES,
  LOAN_PAYMENT_TYPES,
  TRANSACTION_KINDS,
} from "../shared/domain";

/** A union of string literals from a constant list, typed as the list's element type. */
function literals<const T extends readonly string[]>(values: T) {
  return v.union(...values.map((value) => v.literal(value))) as unknown as VUnion<
    T[number],
    VLiteral<T[number], "required">[],
    "required",
    never
  >;
}

export const vCurrency = literals(CURRENCIES);
export const vAccountType = literals(ACCOUNT_TYPES);
export const vLoanPaymentType = literals(LOAN_PAYMENT_TYPES);
export const vBuiltInCategory = literals(CATEGORIES);
/** A built-in category or one of the user's own (model/categories checks that it is theirs). */
export const vCategory = v.union(vBuiltInCategory, v.id("categories"));
export const vTransactionKind = literals(TRANSACTION_KINDS);
export const vLanguage = literals(LANGUAGES);
/** Calendar date as "YYYY-MM-DD" in the user's own calendar (no time zone). */
export const vIsoDate = v.string();
