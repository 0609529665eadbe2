/**
 * Accounts API. Balances are signed "what the account holds" in minor units of the account's
 * currency: money owed on a credit card or loan is negative (see model/ledger/balances.ts).
 */
import { unlinkAccountEverywhere } from "./model/bankConnections/connections";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { runBatch } from "./model/jobs/batches";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { DELETE_BATCH_SIZE, deleteAccountBatch } from "./model/accounts/removal";
import { accountInputFields, normalizeAccountInput } from "./model/accounts/input";
import {
  hasTransactions,
  markAccountDeleting,
  openAccount,
  saveForecastSettings,
} from "./model/accounts/accounts";
import { ensure, fail } from "./model/errors";
import { replaceAccountSettings } from "./model/ledger/balances";
import { summarize, vSummary } from "./model/accounts/summary";
import { loadConverter } from "./model/exchangeRates/convert";
import { liveAccounts } from "./model/reports/cashflow";
import { atMarketValue, marketValues } from "./model/investments/netWorth";
import { type AccountView, toAccountView, vAccountView } from "./model/accounts/views";
import { validateIsoDate, validateSignedAmount } from "./shared/validation";

function withMarketValue(view: AccountView, value: number | undefined): AccountView {
  return value === undefined ? view : { ...view, marketValue: value };
}

/** `today` is the user's calendar date ("YYYY-MM-DD"), used for next payment dates. */
export const list = userQuery({
  args: { today: v.string() },
  returns: v.array(vAccountView),
  handler: async (ctx, { today }) => {
    ensure(validateIsoDate(today), "today");
    const accounts = await liveAccounts(ctx);
    const values = await marketValues(ctx, accounts);
    return accounts.map((a) => withMarketValue(toAccountView(a, today), values.get(a._id)));
  },
});

export const get = userQuery({
  args: { id: v.id("accounts"), today: v.string() },
  returns: vAccountView,
  handler: async (ctx, { id, today }) => {
    ensure(validateIsoDate(today), "today");
    const account = await getOwned(ctx, "accounts", id);
    const values = await marketValues(ctx, [account]);
    return withMarketValue(toAccountView(account, today), values.get(id));
  },
});

export const create = userMutation({
  args: accountInputFields,
  returns: v.id("accounts"),
  handler: async (ctx, args) => {
    const fields = normalizeAccountInput(args);
    return await openAccount(ctx, fields);
  },
});

/**
 * Replaces the editable fields. Changing initialBalance shifts the balance by the difference.
 * The currency may change only while the account has no transactions: posted amounts, rates
 * and rollups are all in the old currency, and silently reinterpreting them would be wrong.
 */
export const update = userMutation({
  args: { id: v.id("accounts"), ...accountInputFields },
  returns: v.null(),
  handler: async (ctx, { id, ...input }) => {
    const account = await getOwned(ctx, "accounts", id);
    const fields = normalizeAccountInput(input);
    if (fields.currency !== account.currency && (await hasTransactions(ctx, id))) {
      fail("CURRENCY_LOCKED", "currency");
    }
    // The forecast's settings are set on the forecast screen (setForecast): an edit of the
    // account's details that does not send them keeps them.
    const kept = {
      ...(input.floor === undefined && account.floor !== undefined ? { floor: account.floor } : {}),
      ...(input.forecastExcluded === undefined && account.forecastExcluded
        ? { forecastExcluded: true }
        : {}),
    };
    await replaceAccountSettings(ctx, account, { ...fields, ...kept });
    return null;
  },
});

/**
 * The cash-flow forecast's settings of one account: its floor (minor units of its own
 * currency; 0 removes it) and whether the forecast leaves it out.
 */
export const setForecast = userMutation({
  args: { id: v.id("accounts"), floor: v.number(), excluded: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { id, floor, excluded }) => {
    await getOwned(ctx, "accounts", id);
    ensure(validateSignedAmount(floor), "floor");
    await saveForecastSettings(ctx, id, { floor, excluded });
    return null;
  },
});

/**
 * Deletes the account, its transactions and its rollups. The account disappears at once;
 * large histories finish in scheduled batches (model/accounts/removal.ts, which also explains
 * what happens to transfers).
 */
export const remove = userMutation({
  args: { id: v.id("accounts") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "accounts", id);
    await markAccountDeleting(ctx, id);
    // A bank link to a removed account would point nowhere: it goes now.
    await unlinkAccountEverywhere(ctx, ctx.ledgerKey, id);
    await runBatch(ctx, internal.internal.accounts.deleteBatch, async () => ({
      next: (await deleteAccountBatch(ctx, id, DELETE_BATCH_SIZE)) ? { accountId: id } : null,
    }));
    return null;
  },
});

/**
 * Totals per currency and net worth in the user's display currency (preferences, else USD);
 * investment accounts count at cash plus holdings at market.
 */
export const summary = userQuery({
  args: {},
  returns: vSummary,
  handler: async (ctx) => {
    const conv = await loadConverter(ctx);
    return summarize(await atMarketValue(ctx, await liveAccounts(ctx), conv), conv);
  },
});
