/**
 * Which tables hold a user's data, for export and restore. Every table with a userId is either
 * exported (and restorable) or listed in NOT_EXPORTED with the reason; a test fails when a new
 * table is in neither list, so an export can never silently miss a user's data.
 */
import type { TableNames } from "../../_generated/dataModel";
import type { ExportedTable } from "../../shared/portability";

export { EXPORTED_TABLES, type ExportedTable } from "../../shared/portability";

/** The index whose first field is userId, per exported table. */
export const USER_INDEX: Record<ExportedTable, string> = {
  userPreferences: "by_user",
  accounts: "by_user",
  rules: "by_user",
  categories: "by_user",
  imports: "by_user",
  importMappings: "by_user",
  transactions: "by_user_date",
  budgets: "by_user_month_scope",
  schedules: "by_user",
  scheduleOccurrences: "by_user",
  plans: "by_user",
  planContributions: "by_user",
  exchangeRates: "by_user_pair",
  insightStates: "by_user_insight",
  chatThreads: "by_user_updated",
  chatMessages: "by_user",
  envelopeMonths: "by_user_month",
  envelopeCategories: "by_user_category",
  envelopeAccounts: "by_user_account",
};

export const NOT_EXPORTED: Partial<Record<TableNames, string>> = {
  investmentTrades: "not in the export format yet: a restore has no path that replays trades",
  investmentPositions: "derived from the investment trades",
  portfolioMonths: "derived from the investment trades",
  portfolios: "derived from the investment trades (and the margin switch)",
  manualPrices: "not in the export format yet, like the trades they value",
  monthlyRollups: "derived from transactions; rebuilt by the restore",
  clientWrites: "a device's resend guard (idempotency keys), meaningless in another deployment",
  dailyNets: "derived from transactions (running-balance checkpoints); rebuilt by the restore",
  payees: "derived from transactions' payees; rebuilt by the restore",
  transactionTags: "derived from transactions' tags; rebuilt by the restore",
  splitCategories: "derived from split transactions' parts; rebuilt by the restore",
  loginEvents: "sign-in history of this deployment, not the user's money data",
  emailVerificationTokens: "single-use secrets",
  accountDeletions: "bookkeeping of a deletion in progress",
  restores: "bookkeeping of a restore in progress",
  undoLog: "short-lived undo entries of bulk edits, dropped after minutes",
  undoItems: "the deleted transactions of short-lived undo entries, dropped with them",
  authAccounts: "credentials stay with the deployment",
  authSessions: "sessions stay with the deployment",
  authRefreshTokens: "sessions stay with the deployment",
  authVerificationCodes: "single-use secrets",
  authVerifiers: "single-use secrets",
  authRateLimits: "abuse limits of this deployment",
  bankConnections: "a link to a bank through this deployment; connecting again makes a new one",
  bankSecrets: "sealed bank credentials stay with the deployment",
  bankAuthorizations: "an authorisation under way at a bank lasts minutes; its state is no data",
  twoFactor: "a sealed secret bound to this deployment's key; set up again after a move",
  sessionInfo: "sessions stay with the deployment",
  sessionActivity: "sessions stay with the deployment",
  notifications: "reminders this deployment made for the person; the next sweep makes them again",
  notificationPreferences: "the person's reminder settings on this deployment, not the books",
  knownBrowsers: "sign-in history of this deployment, not the user's money data",
  envelopeGroups:
    "the envelope budget's category groups: how the screen is arranged, not money; the export format (version 2) has no place for them yet",
  envelopeGroupViews: "which groups one person keeps folded on this deployment, not the books",
  householdMembers: "who shares a household is of this deployment; a restore fills the open one",
};
