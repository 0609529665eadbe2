import { authTables } from "@convex-dev/auth/server";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import {
  vAccountType,
  vCategory,
  vCurrency,
  vLanguage,
  vLoanPaymentType,
  vTransactionKind,
} from "./shared/validators";

export default defineSchema({
  ...authTables,

  /** One record per user (spec section 3); created from the defaults when missing. */
  userPreferences: defineTable({
    userId: v.id("users"),
    language: vLanguage,
    currency: vCurrency,
    darkMode: v.boolean(),
  }).index("by_user", ["userId"]),

  /** Every login, so Home can show "last login" (the session before the current one). */
  loginEvents: defineTable({
    userId: v.id("users"),
    at: v.number(),
  }).index("by_user", ["userId"]),

  accounts: defineTable({
    userId: v.id("users"),
    name: v.string(),
    type: vAccountType,
    currency: vCurrency,
    /** Minor units. */
    initialBalance: v.number(),
    /** initialBalance + sum of transaction amounts, kept in the same mutation as each write. */
    balance: v.number(),
    description: v.optional(v.string()),
    creditLimit: v.optional(v.number()),
    billingDay: v.optional(v.number()),
    paymentDay: v.optional(v.number()),
    loanDueDate: v.optional(v.string()),
    loanPaymentType: v.optional(vLoanPaymentType),
    loanPaymentAmount: v.optional(v.number()),
    /** Set when deletion has started; the account is hidden while batches remove its data. */
    deletingAt: v.optional(v.number()),
  }).index("by_user", ["userId"]),

  transactions: defineTable({
    userId: v.id("users"),
    accountId: v.id("accounts"),
    /** The user's calendar date, "YYYY-MM-DD". */
    date: v.string(),
    kind: vTransactionKind,
    /** Signed minor units in the account's currency: income > 0, expense < 0. */
    amount: v.number(),
    category: vCategory,
    notes: v.optional(v.string()),
    /** Set when entered in another currency than the account's. */
    original: v.optional(v.object({ amount: v.number(), currency: vCurrency, rate: v.number() })),
    /** The other side of a transfer. */
    counterpartId: v.optional(v.id("transactions")),
  })
    .index("by_account_date", ["accountId", "date"])
    .index("by_account_category_date", ["accountId", "category", "date"])
    .index("by_user_date", ["userId", "date"]),

  /** Totals per user, month, account and category; reports and budgets read only these. */
  monthlyRollups: defineTable({
    userId: v.id("users"),
    month: v.string(),
    accountId: v.id("accounts"),
    category: vCategory,
    currency: vCurrency,
    income: v.number(),
    expense: v.number(),
    transfersIn: v.number(),
    transfersOut: v.number(),
    count: v.number(),
  })
    .index("by_user_month", ["userId", "month"])
    .index("by_account_month_category", ["accountId", "month", "category"]),

  /** Per-user exchange rates: 1 `base` = `rate` `quote`. */
  exchangeRates: defineTable({
    userId: v.id("users"),
    base: vCurrency,
    quote: vCurrency,
    rate: v.number(),
    source: v.union(v.literal("manual"), v.literal("reference")),
    updatedAt: v.number(),
  }).index("by_user_pair", ["userId", "base", "quote"]),

  /** E-mails waiting to be read when no delivery service is configured (internal only). */
  emailOutbox: defineTable({
    to: v.string(),
    subject: v.string(),
    text: v.string(),
    html: v.string(),
    sentAt: v.number(),
  }).index("by_to", ["to"]),
});
