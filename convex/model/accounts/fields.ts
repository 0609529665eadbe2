/**
 * The fields of an account, declared once: the schema, the create/update arguments
 * (accounts/input.ts) and the view the API returns (accounts/views.ts) derive from this.
 */
import { v } from "convex/values";
import { vAccountType, vCurrency, vLoanPaymentType } from "../validators";

export const accountFields = v.object({
  userId: v.id("users"),
  name: v.string(),
  type: vAccountType,
  currency: vCurrency,
  /** Signed minor units: what the account held when added (owed amounts are negative). */
  initialBalance: v.number(),
  /** initialBalance + sum of transaction amounts, kept in the same mutation as each write. */
  balance: v.number(),
  /**
   * Sum of the amounts of the cleared and reconciled transactions (without initialBalance), kept
   * in the same mutation as each write and clear toggle, so reconciling never scans the history;
   * absent (= 0) on accounts from before reconciliation. Excluding initialBalance means an edit
   * of initialBalance need not touch it.
   */
  clearedTotal: v.optional(v.number()),
  description: v.optional(v.string()),
  creditLimit: v.optional(v.number()),
  billingDay: v.optional(v.number()),
  paymentDay: v.optional(v.number()),
  loanDueDate: v.optional(v.string()),
  loanPaymentType: v.optional(vLoanPaymentType),
  loanPaymentAmount: v.optional(v.number()),
  /** Cards and loans: the interest rate, percent a year (24 is 24 %), for the payoff plan. */
  interestRate: v.optional(v.number()),
  /** Cards and loans: the least to pay each month, minor units of the account's currency. */
  minimumPayment: v.optional(v.number()),
  /**
   * The balance the cash-flow forecast warns below, minor units of the account's own currency
   * (a fixed 500 means nothing in yen); absent is 0.
   */
  floor: v.optional(v.number()),
  /** Left out of the cash-flow forecast by the user. */
  forecastExcluded: v.optional(v.boolean()),
  /** Made by "Try it with sample data"; "Remove sample data" deletes exactly these. */
  sample: v.optional(v.boolean()),
  /** Set when deletion has started; the account is hidden while batches remove its data. */
  deletingAt: v.optional(v.number()),
});
