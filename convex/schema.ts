/**
 * Tables and their indexes. Each table's fields are declared once, in its domain's
 * model/<domain>/fields.ts; the arguments and views of the API derive from the same objects
 * (pick/omit/extend), so a new field is one edit there.
 */
import { dailyNetFields } from "./model/ledger/dailyNetFields";
import { authTables } from "@convex-dev/auth/server";
import { rateLimitTables } from "convex-helpers/server/rateLimit";
import { defineSchema, defineTable } from "convex/server";
import { accountFields } from "./model/accounts/fields";
import { insightStateFields } from "./model/advisor/fields";
import { emailVerificationTokenFields, signInBackoffFields } from "./model/auth/fields";
import { chatMessageFields, chatThreadFields } from "./model/chat/fields";
import { exchangeRateFields } from "./model/exchangeRates/fields";
import {
  envelopeAccountFields,
  envelopeCategoryFields,
  envelopeMonthFields,
} from "./model/budgets/envelopeFields";
import { envelopeGroupFields, envelopeGroupViewFields } from "./model/budgets/envelopeGroupFields";
import { emailOutboxFields } from "./model/emails/fields";
import { budgetFields } from "./model/budgets/fields";
import { planContributionFields, planFields } from "./model/plans/fields";
import { scheduleFields, scheduleOccurrenceFields } from "./model/schedules/fields";
import { importFields, importMappingFields } from "./model/imports/fields";
import { notificationFields, notificationPreferenceFields } from "./model/notifications/fields";
import { restoreFields } from "./model/portability/fields";
import {
  monthlyRollupFields,
  transactionFields,
  transactionTagFields,
  splitCategoryFields,
} from "./model/transactions/fields";
import {
  accountDeletionFields,
  loginEventFields,
  userPreferenceFields,
} from "./model/users/fields";

import { undoItemFields, undoLogFields } from "./model/bulk/fields";
import { clientWriteFields } from "./model/transactions/clientWrites";
import { payeeFields } from "./model/payees/fields";
import { ruleFields } from "./model/rules/fields";
import { categoryFields } from "./model/categories/fields";
import {
  bankAuthorizationFields,
  bankConnectionFields,
  bankSecretFields,
} from "./model/bankConnections/fields";
import {
  knownBrowserFields,
  sessionActivityFields,
  sessionInfoFields,
  twoFactorFields,
} from "./model/auth/securityFields";
import { v } from "convex/values";
import {
  investmentPositionFields,
  investmentTradeFields,
  manualPriceFields,
  portfolioFields,
  portfolioMonthFields,
  priceFields,
  priceMonthEndFields,
  trackedSymbolFields,
} from "./model/investments/fields";
import {
  householdFields,
  householdInvitationFields,
  householdMemberFields,
} from "./model/households/fields";

export default defineSchema({
  ...authTables,
  /** convex-helpers' rate limiter buckets (model/auth/rateLimits.ts; internal only). */
  ...rateLimitTables,

  userPreferences: defineTable(userPreferenceFields).index("by_user", ["userId"]),
  /** Per person (model/notifications): the sweep's items and each person's choices. */
  notifications: defineTable(notificationFields)
    .index("by_user_shown_created", ["userId", "shown", "createdAt"])
    .index("by_user_read", ["userId", "shown", "read"])
    .index("by_user_key", ["userId", "key"]),
  notificationPreferences: defineTable(notificationPreferenceFields).index("by_user", ["userId"]),
  loginEvents: defineTable(loginEventFields).index("by_user", ["userId"]),
  accountDeletions: defineTable(accountDeletionFields).index("by_user", ["userId"]),

  accounts: defineTable(accountFields).index("by_user", ["userId"]),

  transactions: defineTable(transactionFields)
    .index("by_account_date", ["accountId", "date"])
    .index("by_account_importKey", ["accountId", "importKey"])
    .index("by_import", ["importId"])
    .index("by_user_payee_date", ["userId", "payee", "date"])
    .index("by_account_category_date", ["accountId", "category", "date"])
    .index("by_user_date", ["userId", "date"])
    .index("by_user_category_date", ["userId", "category", "date"])
    .index("by_account_cleared_date", ["accountId", "cleared", "date"])
    .index("by_user_sample", ["userId", "sample"])
    .index("by_account_bankId", ["accountId", "bankId"])
    .index("by_account_amount_date", ["accountId", "amount", "date"])
    .index("by_account_pending", ["accountId", "pending"])
    .index("by_user_updatedAt", ["userId", "updatedAt"])
    // Transfer recognition looks up the mirror of a new row by amount (model/ledger/pairing.ts).
    .index("by_user_amount_date", ["userId", "amount", "date"])
    .searchIndex("search_text", {
      searchField: "searchText",
      filterFields: ["accountId", "userId", "month", "date"],
    }),
  transactionTags: defineTable(transactionTagFields)
    .index("by_user_tag_date", ["userId", "tag", "date"])
    .index("by_account_tag_date", ["accountId", "tag", "date"])
    .index("by_user_date", ["userId", "date"])
    .index("by_transaction", ["transactionId"]),
  splitCategories: defineTable(splitCategoryFields)
    .index("by_account_category_date", ["accountId", "category", "date"])
    .index("by_user_category_date", ["userId", "category", "date"])
    .index("by_transaction", ["transactionId"]),
  payees: defineTable(payeeFields)
    .index("by_user_key", ["userId", "key"])
    .index("by_user_count", ["userId", "count"])
    .index("by_user_rhythm", ["userId", "rhythm"]),
  rules: defineTable(ruleFields).index("by_user", ["userId"]),
  categories: defineTable(categoryFields).index("by_user", ["userId"]),
  clientWrites: defineTable(clientWriteFields).index("by_user_clientId", ["userId", "clientId"]),
  undoLog: defineTable(undoLogFields)
    .index("by_user_created", ["userId", "createdAt"])
    .index("by_created", ["createdAt"]),
  undoItems: defineTable(undoItemFields)
    .index("by_undo", ["undoId"])
    .index("by_user_created", ["userId", "createdAt"])
    .index("by_created", ["createdAt"]),
  dailyNets: defineTable(dailyNetFields)
    .index("by_account_day", ["accountId", "day"])
    .index("by_user", ["userId"]),
  monthlyRollups: defineTable(monthlyRollupFields)
    .index("by_user_month", ["userId", "month"])
    .index("by_account_month_category", ["accountId", "month", "category"])
    .index("by_user_category_month", ["userId", "category", "month"]),

  /** Investments (model/investments): trades, positions kept with them, prices. */
  investmentTrades: defineTable(investmentTradeFields)
    .index("by_account_date", ["accountId", "date"])
    .index("by_account_symbol_date", ["accountId", "symbol", "date"])
    .index("by_user_date", ["userId", "date"]),
  investmentPositions: defineTable(investmentPositionFields)
    .index("by_account_symbol", ["accountId", "symbol"])
    .index("by_user_symbol", ["userId", "symbol"]),
  portfolioMonths: defineTable(portfolioMonthFields)
    .index("by_account_month", ["accountId", "month"])
    .index("by_user_month", ["userId", "month"]),
  portfolios: defineTable(portfolioFields)
    .index("by_account", ["accountId"])
    .index("by_user", ["userId"]),
  /** Shared market data, not a household's: no userId. */
  prices: defineTable(priceFields).index("by_symbol_date", ["symbol", "date"]),
  priceMonthEnds: defineTable(priceMonthEndFields).index("by_symbol_year", ["symbol", "year"]),
  manualPrices: defineTable(manualPriceFields).index("by_user_symbol_date", [
    "userId",
    "symbol",
    "date",
  ]),
  trackedSymbols: defineTable(trackedSymbolFields)
    .index("by_symbol", ["symbol"])
    .index("by_lastFetchedDay", ["lastFetchedDay"]),

  exchangeRates: defineTable(exchangeRateFields).index("by_user_pair", ["userId", "base", "quote"]),

  budgets: defineTable(budgetFields)
    .index("by_user_month_scope", ["userId", "month", "scope"])
    .index("by_user_scope_month", ["userId", "scope", "month"]),
  schedules: defineTable(scheduleFields)
    .index("by_user", ["userId"])
    .index("by_nextDue", ["nextDue"]),
  scheduleOccurrences: defineTable(scheduleOccurrenceFields)
    .index("by_user", ["userId"])
    .index("by_schedule_date", ["scheduleId", "date"])
    .index("by_schedule_status_due", ["scheduleId", "status", "dueDate"]),
  plans: defineTable(planFields).index("by_user", ["userId"]),
  planContributions: defineTable(planContributionFields)
    .index("by_user", ["userId"])
    .index("by_plan_date", ["planId", "date"]),

  insightStates: defineTable(insightStateFields).index("by_user_insight", ["userId", "insightId"]),
  chatThreads: defineTable(chatThreadFields).index("by_user_updated", ["userId", "updatedAt"]),
  chatMessages: defineTable(chatMessageFields)
    .index("by_thread", ["threadId"])
    .index("by_user", ["userId"]),

  imports: defineTable(importFields)
    .index("by_user", ["userId"])
    .index("by_account", ["accountId"]),
  importMappings: defineTable(importMappingFields)
    .index("by_user", ["userId"])
    .index("by_account", ["accountId"]),
  restores: defineTable(restoreFields).index("by_user", ["userId"]),

  emailOutbox: defineTable(emailOutboxFields).index("by_to", ["to"]),
  emailVerificationTokens: defineTable(emailVerificationTokenFields)
    .index("by_hash", ["tokenHash"])
    .index("by_user", ["userId"]),
  /** Password sign-in back-off per address (model/auth/passwordBackoff.ts; internal only). */
  signInBackoff: defineTable(signInBackoffFields)
    .index("by_key", ["key"])
    .index("by_lastAttempt", ["lastAttemptAt"]),
  bankConnections: defineTable(bankConnectionFields).index("by_user", ["userId"]),
  /** Sealed bank accesses (SimpleFIN URLs, Enable Banking sessions); internal functions only. */
  bankSecrets: defineTable(bankSecretFields)
    .index("by_connection", ["connectionId"])
    .index("by_user", ["userId"]),
  /** Enable Banking authorisations under way: the state to check on return (used once). */
  bankAuthorizations: defineTable(bankAuthorizationFields)
    .index("by_state", ["state"])
    .index("by_user", ["userId"]),
  /** Two-factor seeds (sealed), session details and known browsers (model/auth/twoFactor.ts). */
  twoFactor: defineTable(twoFactorFields).index("by_user", ["userId"]),
  sessionInfo: defineTable(sessionInfoFields)
    .index("by_session", ["sessionId"])
    .index("by_user", ["userId"]),
  sessionActivity: defineTable(sessionActivityFields)
    .index("by_session", ["sessionId"])
    .index("by_user", ["userId"]),
  knownBrowsers: defineTable(knownBrowserFields).index("by_user_hash", ["userId", "browserHash"]),
  /** Envelope budgeting (model/budgets/envelope.ts). */
  envelopeMonths: defineTable(envelopeMonthFields).index("by_user_month", ["userId", "month"]),
  envelopeCategories: defineTable(envelopeCategoryFields).index("by_user_category", [
    "userId",
    "category",
  ]),
  envelopeAccounts: defineTable(envelopeAccountFields).index("by_user_account", [
    "userId",
    "accountId",
  ]),
  envelopeGroups: defineTable(envelopeGroupFields).index("by_user_order", ["userId", "order"]),
  envelopeGroupViews: defineTable(envelopeGroupViewFields).index("by_user_ledger", [
    "userId",
    "ledgerKey",
  ]),

  /**
   * Convex Auth's users plus `householdLedger`: a row that only keys a shared household's data
   * (model/households/access.ts); it has no e-mail and no auth account, so it never signs in.
   */
  users: defineTable({
    ...authTables.users.validator.fields,
    householdLedger: v.optional(v.boolean()),
  })
    .index("email", ["email"])
    .index("phone", ["phone"]),
  households: defineTable(householdFields)
    .index("by_ledgerKey", ["ledgerKey"])
    .index("by_personalOf", ["personalOf"]),
  householdMembers: defineTable(householdMemberFields)
    .index("by_user_active", ["userId", "active"])
    .index("by_household_user", ["householdId", "userId"]),
  householdInvitations: defineTable(householdInvitationFields)
    .index("by_household", ["householdId"])
    .index("by_hash", ["tokenHash"]),
});
