/**
 * Investments API: trades (buy, sell, dividend) in investment accounts, typed prices, and the
 * holdings and summaries valued at the latest prices. Quantities and prices are passed as
 * decimal strings ("12.5"; exact) or numbers; amounts and fees are integer minor units of the
 * account's currency. Cost basis is average cost (model/investments/averageCost.ts).
 */
import { v } from "convex/values";
import { userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { loadConverter } from "./model/exchangeRates/convert";
import { fail, ensure } from "./model/errors";
import { vAssetKind, vTradeKind } from "./model/investments/fields";
import { summarizeAll } from "./model/investments/portfolioSummary";
import { performanceOf, vPerformance } from "./model/investments/portfolioPerformance";
import { liveAccounts } from "./model/reports/cashflow";
import { writeManualPrice } from "./model/investments/prices";
import { setAllowMargin } from "./model/investments/margin";
import {
  positiveDecimal,
  recordPricedTrade,
  requireInvestmentAccount,
} from "./model/investments/record";
import { removeTrade as removeRecordedTrade } from "./model/investments/removal";
import { recentTrades, vTradeView } from "./model/investments/trades";
import { summarizeAccount, vHolding, vInvestmentSummary } from "./model/investments/valuation";
import { vCurrency } from "./model/validators";
import { normalizeSymbol } from "./shared/investments";
import { validateIsoDate } from "./shared/validation";

const vDecimal = v.union(v.string(), v.number());

/** Records a buy, sell or dividend; returns the trade's id. */
export const record = userMutation({
  args: {
    accountId: v.id("accounts"),
    date: v.string(),
    kind: vTradeKind,
    symbol: v.string(),
    quantity: v.optional(vDecimal),
    price: v.optional(vDecimal),
    amount: v.optional(v.number()),
    fee: v.optional(v.number()),
    /** What the holding is (stock, fund, bond, cash, crypto, other), for the allocation. */
    assetKind: v.optional(vAssetKind),
  },
  returns: v.id("investmentTrades"),
  handler: async (ctx, { accountId, ...input }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    return await recordPricedTrade(ctx, account, input);
  },
});

/**
 * Removes a trade (a typo need not stay forever): the symbol's later sells, the position and the
 * account's totals are replayed without it; OVERSELL when a later sell needed its units.
 */
export const removeTrade = userMutation({
  args: { id: v.id("investmentTrades") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    const trade = await getOwned(ctx, "investmentTrades", id);
    // An account being deleted is gone for its owner too; its trades go with it.
    await getOwned(ctx, "accounts", trade.accountId);
    await removeRecordedTrade(ctx, trade);
    return null;
  },
});

/** Types a price of `symbol` on `date` for the open household (a fund, a private share). */
export const setPrice = userMutation({
  args: { symbol: v.string(), date: v.string(), price: vDecimal, currency: vCurrency },
  returns: v.null(),
  handler: async (ctx, { symbol, date, price, currency }) => {
    const normalized = normalizeSymbol(symbol);
    if (normalized === null) fail("INVALID_SYMBOL", "symbol");
    ensure(validateIsoDate(date), "date");
    const fixed = positiveDecimal(price, "INVALID_PRICE", "price");
    await writeManualPrice(ctx, { symbol: normalized, date, price: fixed, currency });
    return null;
  },
});

/** Lets an investment account's cash go below zero (margin) or not (the default). */
export const setMargin = userMutation({
  args: { accountId: v.id("accounts"), allowMargin: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { accountId, allowMargin }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    requireInvestmentAccount(account);
    await setAllowMargin(ctx, accountId, allowMargin);
    return null;
  },
});

export const holdings = userQuery({
  args: { accountId: v.id("accounts") },
  returns: v.array(vHolding),
  handler: async (ctx, { accountId }) => {
    const account = await getOwned(ctx, "accounts", accountId);
    const { holdings } = await summarizeAccount(ctx, account, await loadConverter(ctx));
    return holdings;
  },
});

/**
 * One account's figures in its currency, or (without `accountId`) every investment account's
 * together in the display currency.
 */
export const summary = userQuery({
  args: { accountId: v.optional(v.id("accounts")) },
  returns: vInvestmentSummary,
  handler: async (ctx, { accountId }) => {
    const conv = await loadConverter(ctx);
    if (accountId === undefined) return await summarizeAll(ctx, conv);
    const account = await getOwned(ctx, "accounts", accountId);
    return (await summarizeAccount(ctx, account, conv)).summary;
  },
});

/** The account's latest trades, newest first. */
export const trades = userQuery({
  args: { accountId: v.id("accounts") },
  returns: v.array(vTradeView),
  handler: async (ctx, { accountId }) => {
    await getOwned(ctx, "accounts", accountId);
    return await recentTrades(ctx, accountId);
  },
});

/**
 * Gain and money-weighted return over 1 month, year to date, 1 year and since the start, and
 * allocation by asset kind, currency and account: one account in its currency, or every
 * investment account in the display currency. `today` is the person's calendar date.
 */
export const performance = userQuery({
  args: { accountId: v.optional(v.id("accounts")), today: v.string() },
  returns: vPerformance,
  handler: async (ctx, { accountId, today }) => {
    ensure(validateIsoDate(today), "today");
    const conv = await loadConverter(ctx);
    if (accountId !== undefined) {
      const account = await getOwned(ctx, "accounts", accountId);
      return await performanceOf(ctx, [account], account.currency, conv, today);
    }
    const accounts = (await liveAccounts(ctx)).filter((a) => a.type === "investment");
    return await performanceOf(ctx, accounts, conv.currency, conv, today);
  },
});
