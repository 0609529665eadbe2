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
import {
  vBudgetScope,
  vFrequency,
  vOccurrenceStatus,
  vPlanKind,
  vScheduleKind,
} from "./shared/planning";
import { vCsvMapping, vImportFormat, vImportStatus } from "./shared/importing";

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
    /** Who was paid or who paid (the shop, employer, landlord), as the user sees it. */
    payee: v.optional(v.string()),
    /** The import that added this transaction, so "Undo import" removes exactly its rows. */
    importId: v.optional(v.id("imports")),
    /** Stable per statement line (bank FITID, or date|amount|payee|occurrence): re-runs skip it. */
    importKey: v.optional(v.string()),
  })
    .index("by_account_date", ["accountId", "date"])
    .index("by_account_importKey", ["accountId", "importKey"])
    .index("by_import", ["importId"])
    .index("by_user_payee_date", ["userId", "payee", "date"])
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

  /**
   * Monthly budgets in `currency` (the display currency when set). One row per user, month and
   * scope (a category or "overall"). `rollover`: this month's unspent amount carries into the
   * next month (model/budgets.ts).
   */
  budgets: defineTable({
    userId: v.id("users"),
    month: v.string(),
    scope: vBudgetScope,
    amount: v.number(),
    currency: vCurrency,
    rollover: v.boolean(),
  }).index("by_user_month_scope", ["userId", "month", "scope"]),

  /**
   * Recurring income, expenses and transfers. `amount` is positive minor units of the account's
   * currency. `nextSlot` is the next occurrence the poster has not looked at yet; `nextDue` is
   * the earliest date something of this schedule must post (nextSlot or an edited occurrence's
   * date), absent when nothing is left; the cron reads only schedules with nextDue ≤ today.
   */
  schedules: defineTable({
    userId: v.id("users"),
    kind: vScheduleKind,
    accountId: v.id("accounts"),
    toAccountId: v.optional(v.id("accounts")),
    amount: v.number(),
    category: vCategory,
    notes: v.optional(v.string()),
    frequency: vFrequency,
    interval: v.number(),
    startDate: v.string(),
    endDate: v.optional(v.string()),
    count: v.optional(v.number()),
    dayOfMonth: v.optional(v.number()),
    nextSlot: v.optional(v.string()),
    nextDue: v.optional(v.string()),
    /** Set when the schedule was made from a card's or loan's payment fields. */
    fromAccountFields: v.optional(v.boolean()),
    /** Code of the last failure to post, for the UI; cleared by the next success. */
    lastError: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_nextDue", ["nextDue"]),

  /**
   * One row per (schedule, occurrence date) the user or the poster acted on: the guard that
   * makes posting exactly-once, and the place for skips and one-off edits. `dueDate` is when it
   * posts (an edited date, else `date`).
   */
  scheduleOccurrences: defineTable({
    userId: v.id("users"),
    scheduleId: v.id("schedules"),
    date: v.string(),
    dueDate: v.string(),
    status: vOccurrenceStatus,
    amount: v.optional(v.number()),
    notes: v.optional(v.string()),
    transactionId: v.optional(v.id("transactions")),
    error: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_schedule_date", ["scheduleId", "date"])
    .index("by_schedule_status_due", ["scheduleId", "status", "dueDate"]),

  /**
   * Savings goals and purchase plans. Progress comes from the linked account's balance when
   * `accountId` is set, else from `contributed` (the sum of planContributions, kept in the
   * same mutation as each contribution).
   */
  plans: defineTable({
    userId: v.id("users"),
    name: v.string(),
    kind: vPlanKind,
    targetAmount: v.number(),
    currency: vCurrency,
    targetDate: v.string(),
    accountId: v.optional(v.id("accounts")),
    notes: v.optional(v.string()),
    contributed: v.number(),
  }).index("by_user", ["userId"]),

  /** Manual contributions to a plan, in the plan's currency (negative = withdrawal). */
  planContributions: defineTable({
    userId: v.id("users"),
    planId: v.id("plans"),
    date: v.string(),
    amount: v.number(),
    notes: v.optional(v.string()),
  })
    .index("by_user", ["userId"])
    .index("by_plan_date", ["planId", "date"]),

  /** E-mail verification links: only the SHA-256 of the token is kept; single use, expiring. */
  emailVerificationTokens: defineTable({
    userId: v.id("users"),
    email: v.string(),
    tokenHash: v.string(),
    expiresAt: v.number(),
  })
    .index("by_hash", ["tokenHash"])
    .index("by_user", ["userId"]),

  /** E-mails sent per address in the current window, to rate-limit sends (internal only). */
  emailSendLimits: defineTable({
    email: v.string(),
    windowStart: v.number(),
    count: v.number(),
  }).index("by_email", ["email"]),

  /** A user whose data is being removed in batches; one row while the deletion runs. */
  accountDeletions: defineTable({
    userId: v.id("users"),
    startedAt: v.number(),
  }).index("by_user", ["userId"]),

  /** Per-user state of an advisor insight (by its stable id): dismissed or snoozed until a date. */
  insightStates: defineTable({
    userId: v.id("users"),
    insightId: v.string(),
    dismissed: v.boolean(),
    /** "YYYY-MM-DD": hidden while today is before this date. */
    snoozedUntil: v.optional(v.string()),
  }).index("by_user_insight", ["userId", "insightId"]),

  /** One row per statement import: what came in, from which file, and whether it was undone. */
  imports: defineTable({
    userId: v.id("users"),
    accountId: v.id("accounts"),
    fileName: v.string(),
    format: vImportFormat,
    encoding: v.string(),
    startedAt: v.number(),
    finishedAt: v.optional(v.number()),
    status: vImportStatus,
    /** Rows of the file, rows written, rows skipped as duplicates (flagged or already imported). */
    total: v.number(),
    added: v.number(),
    duplicates: v.number(),
  })
    .index("by_user", ["userId"])
    .index("by_account", ["accountId"]),

  /** The CSV column mapping last used for an account, offered again on its next import. */
  importMappings: defineTable({
    userId: v.id("users"),
    accountId: v.id("accounts"),
    mapping: vCsvMapping,
  })
    .index("by_user", ["userId"])
    .index("by_account", ["accountId"]),

  /** Advisor chat conversations, one row per conversation. */
  chatThreads: defineTable({
    userId: v.id("users"),
    title: v.string(),
    updatedAt: v.number(),
  }).index("by_user_updated", ["userId", "updatedAt"]),

  /**
   * Messages of a conversation. An assistant message is written while the model streams
   * (status "streaming", content growing chunk by chunk) so the reactive query shows it live.
   */
  chatMessages: defineTable({
    userId: v.id("users"),
    threadId: v.id("chatThreads"),
    role: v.union(v.literal("user"), v.literal("assistant")),
    content: v.string(),
    status: v.union(v.literal("streaming"), v.literal("done"), v.literal("error")),
    /** Names of the tools the assistant used for this answer. */
    tools: v.optional(v.array(v.string())),
    /** Error code when status is "error". */
    error: v.optional(v.string()),
  })
    .index("by_thread", ["threadId"])
    .index("by_user", ["userId"]),

  /** A restore from an export file in progress (one row while it runs; see dataRestore.ts). */
  restores: defineTable({
    userId: v.id("users"),
    startedAt: v.number(),
  }).index("by_user", ["userId"]),
});
