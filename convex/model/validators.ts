/** Convex argument validators built from the shared domain constants. */
import { v, type PropertyValidators } from "convex/values";
import { literals } from "../shared/literals";
import { CURRENCIES } from "../shared/currencies";
import {
  ACCOUNT_TYPES,
  CATEGORIES,
  LANGUAGES,
  LOAN_PAYMENT_TYPES,
  TRANSACTION_KINDS,
} from "../shared/domain";

export const vCurrency = literals(CURRENCIES);
export const vAccountType = literals(ACCOUNT_TYPES);
export const vLoanPaymentType = literals(LOAN_PAYMENT_TYPES);
export const vBuiltInCategory = literals(CATEGORIES);
/** A built-in category or one of the user's own (model/categories checks that it is theirs). */
export const vCategory = v.union(vBuiltInCategory, v.id("categories"));
export const vTransactionKind = literals(TRANSACTION_KINDS);
export const vLanguage = literals(LANGUAGES);

/**
 * The fields of a row in a user's books: `userId` (the open household's ledger key, see
 * model/households/access.ts) and the row's own fields. Every `by_user…` index starts with it.
 */
export function userRow<Fields extends PropertyValidators>(fields: Fields) {
  return v.object({ userId: v.id("users"), ...fields });
}
