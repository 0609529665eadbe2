/**
 * The fields of a transaction and of the monthly rollups kept beside them, declared once:
 * the schema, the entry arguments (transactions/entries.ts) and the view the API returns
 * (transactions/views.ts) derive from these.
 */
import { v } from "convex/values";
import { vCategory, vCurrency, vTransactionKind } from "../../shared/validators";

export const vClearedStatus = v.union(
  v.literal("uncleared"),
  v.literal("cleared"),
  v.literal("reconciled"),
);

export const transactionFields = v.object({
  userId: v.id("users"),
  accountId: v.id("accounts"),
  /** The user's calendar date, "YYYY-MM-DD". */
  date: v.string(),
  kind: vTransactionKind,
  /** Signed minor units in the account's currency: income > 0, expense < 0. */
  amount: v.number(),
  category: vCategory,
  notes: v.optional(v.string()),
  /** Set when entered in another currency than the account's: amount, currency, rate used. */
  original: v.optional(v.object({ amount: v.number(), currency: vCurrency, rate: v.number() })),
  /** The other side of a transfer. */
  counterpartId: v.optional(v.id("transactions")),
  /** Who was paid or who paid (the shop, employer, landlord), as the user sees it. */
  payee: v.optional(v.string()),
  /** The import that added this transaction, so "Undo import" removes exactly its rows. */
  importId: v.optional(v.id("imports")),
  /** Stable per statement line (bank FITID, or date|amount|payee|occurrence): re-runs skip it. */
  importKey: v.optional(v.string()),
  /**
   * Reconciliation status; absent means uncleared. "reconciled" ones matched a bank statement
   * and are protected: changing one needs `allowReconciled: true` (model/reconciliation).
   */
  cleared: v.optional(vClearedStatus),
});

/** Totals per user, month, account and category; reports and budgets read only these. */
export const monthlyRollupFields = v.object({
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
});
