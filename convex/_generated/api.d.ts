/* eslint-disable */
/**
 * Generated `api` utility.
 *
 * THIS CODE IS AUTOMATICALLY GENERATED.
 *
 * To regenerate, run `npx convex dev`.
 * @module
 */

import type {
  ApiFromModules,
  FilterApi,
  FunctionReference,
} from "convex/server";
import type * as accountDeletion from "../accountDeletion.js";
import type * as accounts from "../accounts.js";
import type * as advisor from "../advisor.js";
import type * as advisorTools from "../advisorTools.js";
import type * as auth from "../auth.js";
import type * as budgets from "../budgets.js";
import type * as bulk from "../bulk.js";
import type * as categories from "../categories.js";
import type * as chat from "../chat.js";
import type * as chatStore from "../chatStore.js";
import type * as crons from "../crons.js";
import type * as dataExport from "../dataExport.js";
import type * as dataRestore from "../dataRestore.js";
import type * as emailVerification from "../emailVerification.js";
import type * as emails from "../emails.js";
import type * as exchangeRates from "../exchangeRates.js";
import type * as http from "../http.js";
import type * as imports from "../imports.js";
import type * as lib_functions from "../lib/functions.js";
import type * as lib_ownership from "../lib/ownership.js";
import type * as model_accounts_balances from "../model/accounts/balances.js";
import type * as model_accounts_fields from "../model/accounts/fields.js";
import type * as model_accounts_input from "../model/accounts/input.js";
import type * as model_accounts_summary from "../model/accounts/summary.js";
import type * as model_accounts_views from "../model/accounts/views.js";
import type * as model_advisor_accounts from "../model/advisor/accounts.js";
import type * as model_advisor_affordability from "../model/advisor/affordability.js";
import type * as model_advisor_engine from "../model/advisor/engine.js";
import type * as model_advisor_fields from "../model/advisor/fields.js";
import type * as model_advisor_insights from "../model/advisor/insights.js";
import type * as model_advisor_plans from "../model/advisor/plans.js";
import type * as model_advisor_recurring from "../model/advisor/recurring.js";
import type * as model_advisor_spending from "../model/advisor/spending.js";
import type * as model_auth_fields from "../model/auth/fields.js";
import type * as model_auth_passwordBackoff from "../model/auth/passwordBackoff.js";
import type * as model_auth_providers from "../model/auth/providers.js";
import type * as model_auth_rateLimits from "../model/auth/rateLimits.js";
import type * as model_auth_siteUrl from "../model/auth/siteUrl.js";
import type * as model_auth_tokens from "../model/auth/tokens.js";
import type * as model_auth_users from "../model/auth/users.js";
import type * as model_bulk_bulk from "../model/bulk/bulk.js";
import type * as model_bulk_edit from "../model/bulk/edit.js";
import type * as model_bulk_fields from "../model/bulk/fields.js";
import type * as model_categories_check from "../model/categories/check.js";
import type * as model_categories_fields from "../model/categories/fields.js";
import type * as model_categories_move from "../model/categories/move.js";
import type * as model_chat_fields from "../model/chat/fields.js";
import type * as model_chat_llmClient from "../model/chat/llmClient.js";
import type * as model_chat_llmConfig from "../model/chat/llmConfig.js";
import type * as model_chat_llmTools from "../model/chat/llmTools.js";
import type * as model_chat_loop from "../model/chat/loop.js";
import type * as model_currency_exchange from "../model/currency/exchange.js";
import type * as model_currency_fields from "../model/currency/fields.js";
import type * as model_currency_referenceRates from "../model/currency/referenceRates.js";
import type * as model_email_delivery from "../model/email/delivery.js";
import type * as model_email_fields from "../model/email/fields.js";
import type * as model_email_templates from "../model/email/templates.js";
import type * as model_env from "../model/env.js";
import type * as model_errors from "../model/errors.js";
import type * as model_imports_batchLedger from "../model/imports/batchLedger.js";
import type * as model_imports_fields from "../model/imports/fields.js";
import type * as model_imports_matching from "../model/imports/matching.js";
import type * as model_imports_rows from "../model/imports/rows.js";
import type * as model_payees_fields from "../model/payees/fields.js";
import type * as model_payees_move from "../model/payees/move.js";
import type * as model_payees_stats from "../model/payees/stats.js";
import type * as model_payees_views from "../model/payees/views.js";
import type * as model_planning_budgets from "../model/planning/budgets.js";
import type * as model_planning_fields from "../model/planning/fields.js";
import type * as model_planning_occurrences from "../model/planning/occurrences.js";
import type * as model_planning_plans from "../model/planning/plans.js";
import type * as model_planning_recurrence from "../model/planning/recurrence.js";
import type * as model_planning_schedules from "../model/planning/schedules.js";
import type * as model_portability_fields from "../model/portability/fields.js";
import type * as model_portability_idFields from "../model/portability/idFields.js";
import type * as model_portability_restoreDocs from "../model/portability/restoreDocs.js";
import type * as model_portability_tables from "../model/portability/tables.js";
import type * as model_reconciliation_reconcile from "../model/reconciliation/reconcile.js";
import type * as model_reports_cashflow from "../model/reports/cashflow.js";
import type * as model_reports_reports from "../model/reports/reports.js";
import type * as model_reports_tags from "../model/reports/tags.js";
import type * as model_rules_apply from "../model/rules/apply.js";
import type * as model_rules_candidates from "../model/rules/candidates.js";
import type * as model_rules_fields from "../model/rules/fields.js";
import type * as model_rules_input from "../model/rules/input.js";
import type * as model_rules_match from "../model/rules/match.js";
import type * as model_rules_suggestions from "../model/rules/suggestions.js";
import type * as model_sample_build from "../model/sample/build.js";
import type * as model_sample_vocab from "../model/sample/vocab.js";
import type * as model_transactions_entries from "../model/transactions/entries.js";
import type * as model_transactions_extras from "../model/transactions/extras.js";
import type * as model_transactions_fields from "../model/transactions/fields.js";
import type * as model_transactions_ledger from "../model/transactions/ledger.js";
import type * as model_transactions_list from "../model/transactions/list.js";
import type * as model_transactions_rollups from "../model/transactions/rollups.js";
import type * as model_transactions_transfers from "../model/transactions/transfers.js";
import type * as model_transactions_views from "../model/transactions/views.js";
import type * as model_users_accountDeletion from "../model/users/accountDeletion.js";
import type * as model_users_fields from "../model/users/fields.js";
import type * as model_users_ownedTables from "../model/users/ownedTables.js";
import type * as model_users_preferences from "../model/users/preferences.js";
import type * as payees from "../payees.js";
import type * as plans from "../plans.js";
import type * as preferences from "../preferences.js";
import type * as profile from "../profile.js";
import type * as reconciliation from "../reconciliation.js";
import type * as reports from "../reports.js";
import type * as rules from "../rules.js";
import type * as sampleData from "../sampleData.js";
import type * as schedules from "../schedules.js";
import type * as sessions from "../sessions.js";
import type * as shared_afford from "../shared/afford.js";
import type * as shared_budgetPace from "../shared/budgetPace.js";
import type * as shared_capacity from "../shared/capacity.js";
import type * as shared_currencies from "../shared/currencies.js";
import type * as shared_dates from "../shared/dates.js";
import type * as shared_domain from "../shared/domain.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_feasibility from "../shared/feasibility.js";
import type * as shared_fx from "../shared/fx.js";
import type * as shared_importing from "../shared/importing.js";
import type * as shared_money from "../shared/money.js";
import type * as shared_planning from "../shared/planning.js";
import type * as shared_portability from "../shared/portability.js";
import type * as shared_rates from "../shared/rates.js";
import type * as shared_recurrence from "../shared/recurrence.js";
import type * as shared_text from "../shared/text.js";
import type * as shared_validation from "../shared/validation.js";
import type * as shared_validators from "../shared/validators.js";
import type * as throttle from "../throttle.js";
import type * as transactions from "../transactions.js";
import type * as users from "../users.js";

/**
 * A utility for referencing Convex functions in your app's API.
 *
 * Usage:
 * ```js
 * const myFunctionReference = api.myModule.myFunction;
 * ```
 */
declare const fullApi: ApiFromModules<{
  accountDeletion: typeof accountDeletion;
  accounts: typeof accounts;
  advisor: typeof advisor;
  advisorTools: typeof advisorTools;
  auth: typeof auth;
  budgets: typeof budgets;
  bulk: typeof bulk;
  categories: typeof categories;
  chat: typeof chat;
  chatStore: typeof chatStore;
  crons: typeof crons;
  dataExport: typeof dataExport;
  dataRestore: typeof dataRestore;
  emailVerification: typeof emailVerification;
  emails: typeof emails;
  exchangeRates: typeof exchangeRates;
  http: typeof http;
  imports: typeof imports;
  "lib/functions": typeof lib_functions;
  "lib/ownership": typeof lib_ownership;
  "model/accounts/balances": typeof model_accounts_balances;
  "model/accounts/fields": typeof model_accounts_fields;
  "model/accounts/input": typeof model_accounts_input;
  "model/accounts/summary": typeof model_accounts_summary;
  "model/accounts/views": typeof model_accounts_views;
  "model/advisor/accounts": typeof model_advisor_accounts;
  "model/advisor/affordability": typeof model_advisor_affordability;
  "model/advisor/engine": typeof model_advisor_engine;
  "model/advisor/fields": typeof model_advisor_fields;
  "model/advisor/insights": typeof model_advisor_insights;
  "model/advisor/plans": typeof model_advisor_plans;
  "model/advisor/recurring": typeof model_advisor_recurring;
  "model/advisor/spending": typeof model_advisor_spending;
  "model/auth/fields": typeof model_auth_fields;
  "model/auth/passwordBackoff": typeof model_auth_passwordBackoff;
  "model/auth/providers": typeof model_auth_providers;
  "model/auth/rateLimits": typeof model_auth_rateLimits;
  "model/auth/siteUrl": typeof model_auth_siteUrl;
  "model/auth/tokens": typeof model_auth_tokens;
  "model/auth/users": typeof model_auth_users;
  "model/bulk/bulk": typeof model_bulk_bulk;
  "model/bulk/edit": typeof model_bulk_edit;
  "model/bulk/fields": typeof model_bulk_fields;
  "model/categories/check": typeof model_categories_check;
  "model/categories/fields": typeof model_categories_fields;
  "model/categories/move": typeof model_categories_move;
  "model/chat/fields": typeof model_chat_fields;
  "model/chat/llmClient": typeof model_chat_llmClient;
  "model/chat/llmConfig": typeof model_chat_llmConfig;
  "model/chat/llmTools": typeof model_chat_llmTools;
  "model/chat/loop": typeof model_chat_loop;
  "model/currency/exchange": typeof model_currency_exchange;
  "model/currency/fields": typeof model_currency_fields;
  "model/currency/referenceRates": typeof model_currency_referenceRates;
  "model/email/delivery": typeof model_email_delivery;
  "model/email/fields": typeof model_email_fields;
  "model/email/templates": typeof model_email_templates;
  "model/env": typeof model_env;
  "model/errors": typeof model_errors;
  "model/imports/batchLedger": typeof model_imports_batchLedger;
  "model/imports/fields": typeof model_imports_fields;
  "model/imports/matching": typeof model_imports_matching;
  "model/imports/rows": typeof model_imports_rows;
  "model/payees/fields": typeof model_payees_fields;
  "model/payees/move": typeof model_payees_move;
  "model/payees/stats": typeof model_payees_stats;
  "model/payees/views": typeof model_payees_views;
  "model/planning/budgets": typeof model_planning_budgets;
  "model/planning/fields": typeof model_planning_fields;
  "model/planning/occurrences": typeof model_planning_occurrences;
  "model/planning/plans": typeof model_planning_plans;
  "model/planning/recurrence": typeof model_planning_recurrence;
  "model/planning/schedules": typeof model_planning_schedules;
  "model/portability/fields": typeof model_portability_fields;
  "model/portability/idFields": typeof model_portability_idFields;
  "model/portability/restoreDocs": typeof model_portability_restoreDocs;
  "model/portability/tables": typeof model_portability_tables;
  "model/reconciliation/reconcile": typeof model_reconciliation_reconcile;
  "model/reports/cashflow": typeof model_reports_cashflow;
  "model/reports/reports": typeof model_reports_reports;
  "model/reports/tags": typeof model_reports_tags;
  "model/rules/apply": typeof model_rules_apply;
  "model/rules/candidates": typeof model_rules_candidates;
  "model/rules/fields": typeof model_rules_fields;
  "model/rules/input": typeof model_rules_input;
  "model/rules/match": typeof model_rules_match;
  "model/rules/suggestions": typeof model_rules_suggestions;
  "model/sample/build": typeof model_sample_build;
  "model/sample/vocab": typeof model_sample_vocab;
  "model/transactions/entries": typeof model_transactions_entries;
  "model/transactions/extras": typeof model_transactions_extras;
  "model/transactions/fields": typeof model_transactions_fields;
  "model/transactions/ledger": typeof model_transactions_ledger;
  "model/transactions/list": typeof model_transactions_list;
  "model/transactions/rollups": typeof model_transactions_rollups;
  "model/transactions/transfers": typeof model_transactions_transfers;
  "model/transactions/views": typeof model_transactions_views;
  "model/users/accountDeletion": typeof model_users_accountDeletion;
  "model/users/fields": typeof model_users_fields;
  "model/users/ownedTables": typeof model_users_ownedTables;
  "model/users/preferences": typeof model_users_preferences;
  payees: typeof payees;
  plans: typeof plans;
  preferences: typeof preferences;
  profile: typeof profile;
  reconciliation: typeof reconciliation;
  reports: typeof reports;
  rules: typeof rules;
  sampleData: typeof sampleData;
  schedules: typeof schedules;
  sessions: typeof sessions;
  "shared/afford": typeof shared_afford;
  "shared/budgetPace": typeof shared_budgetPace;
  "shared/capacity": typeof shared_capacity;
  "shared/currencies": typeof shared_currencies;
  "shared/dates": typeof shared_dates;
  "shared/domain": typeof shared_domain;
  "shared/errors": typeof shared_errors;
  "shared/feasibility": typeof shared_feasibility;
  "shared/fx": typeof shared_fx;
  "shared/importing": typeof shared_importing;
  "shared/money": typeof shared_money;
  "shared/planning": typeof shared_planning;
  "shared/portability": typeof shared_portability;
  "shared/rates": typeof shared_rates;
  "shared/recurrence": typeof shared_recurrence;
  "shared/text": typeof shared_text;
  "shared/validation": typeof shared_validation;
  "shared/validators": typeof shared_validators;
  throttle: typeof throttle;
  transactions: typeof transactions;
  users: typeof users;
}>;
export declare const api: FilterApi<
  typeof fullApi,
  FunctionReference<any, "public">
>;
export declare const internal: FilterApi<
  typeof fullApi,
  FunctionReference<any, "internal">
>;
