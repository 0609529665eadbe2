/**
 * The fields of a transaction and of the monthly rollups kept beside them, declared once:
 * the schema, the entry arguments (transactions/entries.ts) and the view the API returns
 * (transactions/views.ts) derive from these.
 */
import { v } from "convex/values";
import { vCategory, vCurrency, vTransactionKind } from "../validators";

export const vClearedStatus = v.union(
  v.literal("uncleared"),
  v.literal("cleared"),
  v.literal("reconciled"),
);

/**
 * One part of a split transaction: signed minor units in the account's currency, like the
 * transaction's own `amount`; the parts of a transaction add up exactly to its amount.
 */
export const vSplitPart = v.object({
  category: vCategory,
  amount: v.number(),
  notes: v.optional(v.string()),
});

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
  /**
   * Present (two or more parts) when one statement line is spread over several categories;
   * rollups, budgets and reports count each part in its own category. `category` then holds
   * the first part's category, a marker only (the UI shows "Split (n)").
   */
  splits: v.optional(v.array(vSplitPart)),
  /** Free labels ("vacation 2026"); mirrored in transactionTags for filtering and totals. */
  tags: v.optional(v.array(v.string())),
  /**
   * Set when the user changed the transaction by hand (edit form, bulk edit): applying a rule
   * to existing transactions leaves it alone unless the user asks otherwise.
   */
  handEdited: v.optional(v.boolean()),
  /**
   * The category is a bank feed's or an import's fallback ("income" / "other"): nothing (no
   * rule, no payee history, no file column) said where it goes, and the person has not set it
   * since. Such rows teach nothing about the person's habits: payee tallies and rule
   * suggestions skip them (model/ledger/payeeStats). Any edit of the category clears it.
   */
  categoryDefaulted: v.optional(v.boolean()),
  /**
   * Made by "Try it with sample data" (model/sampleData). An edit in the form drops it, and a
   * hand-edited or reconciled one counts as the user's: "Remove sample data" leaves it.
   */
  sample: v.optional(v.boolean()),
  /**
   * Payee and notes, normalised (lower case, NFC), written by the ledger on every write and
   * read only through the `search_text` search index (model/transactions/search.ts).
   */
  searchText: v.optional(v.string()),
  /**
   * The month of `date` ("2024-05"), written with searchText: the search index filters on it,
   * so a search can walk a date range month by month (model/transactions/searchWalk.ts).
   */
  month: v.optional(v.string()),
  /** The bank's id for this transaction (model/bankConnections): a re-sync finds it instead of adding it. */
  bankId: v.optional(v.string()),
  /** Reported by the bank as pending (not yet posted); absent once posted. */
  pending: v.optional(v.boolean()),
  /**
   * The person undid a recognised transfer this row was part of: recognition (a later sync or
   * import) leaves it alone; pairing it by hand is still possible (model/ledger/pairing.ts).
   */
  pairRefused: v.optional(v.boolean()),
  /**
   * Who of the household entered it and who changed it last, and when (model/households):
   * written by the ledger from the caller, never taken from the client. Absent on rows from
   * before households.
   */
  createdBy: v.optional(v.id("users")),
  updatedBy: v.optional(v.id("users")),
  updatedAt: v.optional(v.number()),
});

/**
 * One row per (transaction, tag), written in the same mutation as the transaction, so the
 * ledger filters by tag and reports total a tag through an index instead of a scan.
 */
export const transactionTagFields = v.object({
  userId: v.id("users"),
  tag: v.string(),
  date: v.string(),
  transactionId: v.id("transactions"),
  accountId: v.id("accounts"),
  /** The transaction's signed amount, in the account's currency. */
  amount: v.number(),
  currency: vCurrency,
});

/**
 * One row per (split transaction, distinct category of its parts), written by the ledger in the
 * same mutation as the transaction (model/ledger/splitCategories.ts), so a category filter finds
 * a split by any of its parts through an index. Plain transactions have none: their own
 * `category` is indexed on the transactions table.
 */
export const splitCategoryFields = v.object({
  userId: v.id("users"),
  accountId: v.id("accounts"),
  category: vCategory,
  date: v.string(),
  /** The whole transaction's signed amount, which the list's amount range compares. */
  amount: v.number(),
  transactionId: v.id("transactions"),
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
