/** Domain constants shared by the server and the UI. */
import type { Id } from "../_generated/dataModel";
export const ACCOUNT_TYPES = [
  "cash",
  "bank",
  "savings",
  "investment",
  "credit_card",
  "loan",
] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const LOAN_PAYMENT_TYPES = ["one_time", "periodic"] as const;
export type LoanPaymentType = (typeof LOAN_PAYMENT_TYPES)[number];

export const CATEGORIES = [
  "food",
  "shopping",
  "housing",
  "transportation",
  "entertainment",
  "healthcare",
  "personal_care",
  "education",
  "travel",
  "gifts_donations",
  "investments",
  "income",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What a transaction, split part, budget or rule is filed under: one of the 13 built-in
 * categories (translated in every language), or a category the user made (its document id).
 */
export type CategoryKey = Category | Id<"categories">;

const CATEGORY_SET: ReadonlySet<string> = new Set(CATEGORIES);
/** Whether `value` is one of the built-in categories (not one the user made). */
export function isCategory(value: string): value is Category {
  return CATEGORY_SET.has(value);
}

export const TRANSACTION_KINDS = ["income", "expense", "transfer"] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

export const LANGUAGES = ["es", "en", "pt", "fr", "de", "ru", "zh", "ja"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";
export const FALLBACK_LANGUAGE: Language = "en";

/** Account types that hold money owed (their balance is negative when something is owed). */
export const LIABILITY_TYPES: readonly AccountType[] = ["credit_card", "loan"];

/** The one definition of "this account is a debt", used by balances, forms and the planner. */
export function isLiabilityType(type: AccountType): boolean {
  return LIABILITY_TYPES.includes(type);
}

/**
 * A text search in the ledger lists at most this many matches (Convex returns at most 1,024
 * per search query): the most relevant ones, shown in the chosen date order. The UI says when
 * there were more (convex/model/transactions/search.ts).
 */
export const SEARCH_LIMIT = 1_000;

/** Money in is income, money out an expense: the kind a signed amount has on its own. */
export function kindOfAmount(amount: number): "income" | "expense" {
  return amount > 0 ? "income" : "expense";
}
