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
import type * as model_accountDeletion from "../model/accountDeletion.js";
import type * as model_accountInput from "../model/accountInput.js";
import type * as model_affordability from "../model/affordability.js";
import type * as model_authProviders from "../model/authProviders.js";
import type * as model_authTokens from "../model/authTokens.js";
import type * as model_authUsers from "../model/authUsers.js";
import type * as model_balances from "../model/balances.js";
import type * as model_budgets from "../model/budgets.js";
import type * as model_cashflow from "../model/cashflow.js";
import type * as model_chatLoop from "../model/chatLoop.js";
import type * as model_emailTemplates from "../model/emailTemplates.js";
import type * as model_entries from "../model/entries.js";
import type * as model_env from "../model/env.js";
import type * as model_errors from "../model/errors.js";
import type * as model_exchange from "../model/exchange.js";
import type * as model_imports_batchLedger from "../model/imports/batchLedger.js";
import type * as model_imports_matching from "../model/imports/matching.js";
import type * as model_imports_rows from "../model/imports/rows.js";
import type * as model_insights from "../model/insights.js";
import type * as model_insightsAccounts from "../model/insightsAccounts.js";
import type * as model_insightsEngine from "../model/insightsEngine.js";
import type * as model_insightsPlans from "../model/insightsPlans.js";
import type * as model_insightsRecurring from "../model/insightsRecurring.js";
import type * as model_insightsSpending from "../model/insightsSpending.js";
import type * as model_ledger from "../model/ledger.js";
import type * as model_llmClient from "../model/llmClient.js";
import type * as model_llmConfig from "../model/llmConfig.js";
import type * as model_llmTools from "../model/llmTools.js";
import type * as model_occurrences from "../model/occurrences.js";
import type * as model_plans from "../model/plans.js";
import type * as model_portability_idFields from "../model/portability/idFields.js";
import type * as model_portability_restoreDocs from "../model/portability/restoreDocs.js";
import type * as model_portability_tables from "../model/portability/tables.js";
import type * as model_recurrence from "../model/recurrence.js";
import type * as model_referenceRates from "../model/referenceRates.js";
import type * as model_reports from "../model/reports.js";
import type * as model_rollups from "../model/rollups.js";
import type * as model_schedules from "../model/schedules.js";
import type * as model_siteUrl from "../model/siteUrl.js";
import type * as model_summary from "../model/summary.js";
import type * as model_transactionList from "../model/transactionList.js";
import type * as model_transfers from "../model/transfers.js";
import type * as model_views from "../model/views.js";
import type * as plans from "../plans.js";
import type * as preferences from "../preferences.js";
import type * as profile from "../profile.js";
import type * as reports from "../reports.js";
import type * as schedules from "../schedules.js";
import type * as shared_currencies from "../shared/currencies.js";
import type * as shared_dates from "../shared/dates.js";
import type * as shared_domain from "../shared/domain.js";
import type * as shared_errors from "../shared/errors.js";
import type * as shared_importing from "../shared/importing.js";
import type * as shared_money from "../shared/money.js";
import type * as shared_planning from "../shared/planning.js";
import type * as shared_portability from "../shared/portability.js";
import type * as shared_rates from "../shared/rates.js";
import type * as shared_recurrence from "../shared/recurrence.js";
import type * as shared_validation from "../shared/validation.js";
import type * as shared_validators from "../shared/validators.js";
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
  "model/accountDeletion": typeof model_accountDeletion;
  "model/accountInput": typeof model_accountInput;
  "model/affordability": typeof model_affordability;
  "model/authProviders": typeof model_authProviders;
  "model/authTokens": typeof model_authTokens;
  "model/authUsers": typeof model_authUsers;
  "model/balances": typeof model_balances;
  "model/budgets": typeof model_budgets;
  "model/cashflow": typeof model_cashflow;
  "model/chatLoop": typeof model_chatLoop;
  "model/emailTemplates": typeof model_emailTemplates;
  "model/entries": typeof model_entries;
  "model/env": typeof model_env;
  "model/errors": typeof model_errors;
  "model/exchange": typeof model_exchange;
  "model/imports/batchLedger": typeof model_imports_batchLedger;
  "model/imports/matching": typeof model_imports_matching;
  "model/imports/rows": typeof model_imports_rows;
  "model/insights": typeof model_insights;
  "model/insightsAccounts": typeof model_insightsAccounts;
  "model/insightsEngine": typeof model_insightsEngine;
  "model/insightsPlans": typeof model_insightsPlans;
  "model/insightsRecurring": typeof model_insightsRecurring;
  "model/insightsSpending": typeof model_insightsSpending;
  "model/ledger": typeof model_ledger;
  "model/llmClient": typeof model_llmClient;
  "model/llmConfig": typeof model_llmConfig;
  "model/llmTools": typeof model_llmTools;
  "model/occurrences": typeof model_occurrences;
  "model/plans": typeof model_plans;
  "model/portability/idFields": typeof model_portability_idFields;
  "model/portability/restoreDocs": typeof model_portability_restoreDocs;
  "model/portability/tables": typeof model_portability_tables;
  "model/recurrence": typeof model_recurrence;
  "model/referenceRates": typeof model_referenceRates;
  "model/reports": typeof model_reports;
  "model/rollups": typeof model_rollups;
  "model/schedules": typeof model_schedules;
  "model/siteUrl": typeof model_siteUrl;
  "model/summary": typeof model_summary;
  "model/transactionList": typeof model_transactionList;
  "model/transfers": typeof model_transfers;
  "model/views": typeof model_views;
  plans: typeof plans;
  preferences: typeof preferences;
  profile: typeof profile;
  reports: typeof reports;
  schedules: typeof schedules;
  "shared/currencies": typeof shared_currencies;
  "shared/dates": typeof shared_dates;
  "shared/domain": typeof shared_domain;
  "shared/errors": typeof shared_errors;
  "shared/importing": typeof shared_importing;
  "shared/money": typeof shared_money;
  "shared/planning": typeof shared_planning;
  "shared/portability": typeof shared_portability;
  "shared/rates": typeof shared_rates;
  "shared/recurrence": typeof shared_recurrence;
  "shared/validation": typeof shared_validation;
  "shared/validators": typeof shared_validators;
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
