/**
 * Investment tables. Quantities and unit prices are fixed-point integers of 1e-8
 * (shared/decimal.ts); amounts are integer minor units of the account's currency.
 */
import { v } from "convex/values";
import { literals } from "../../shared/literals";
import { ASSET_KINDS, PRICE_SOURCES, TRADE_KINDS } from "../../shared/investments";
import { userRow, vCurrency } from "../validators";

export const vTradeKind = literals(TRADE_KINDS);
export const vAssetKind = literals(ASSET_KINDS);

/** One buy, sell or dividend as typed or imported: the history behind a position. */
export const investmentTradeFields = userRow({
  accountId: v.id("accounts"),
  date: v.string(),
  kind: vTradeKind,
  symbol: v.string(),
  /** Units bought or sold (1e-8 fixed); absent for a dividend. */
  quantity: v.optional(v.number()),
  /** Unit price in major units of the account's currency (1e-8 fixed), when given. */
  price: v.optional(v.number()),
  /** Gross amount (quantity × price, or the dividend) in minor units of the account's currency. */
  amount: v.number(),
  fee: v.number(),
  /** What the trade did to the account's cash (negative for a buy). */
  cashChange: v.number(),
  /** A sell's realised gain: proceeds − fee − average cost of the units sold. */
  realizedGain: v.optional(v.number()),
});

/**
 * What an account holds of one symbol, kept up to date by the mutation that writes each trade,
 * so holdings and summaries read positions, never the trade history.
 */
export const investmentPositionFields = userRow({
  accountId: v.id("accounts"),
  symbol: v.string(),
  quantity: v.number(),
  /** Average-cost basis of the units held, minor units of the account's currency. */
  costBasis: v.number(),
  assetKind: v.optional(vAssetKind),
  /** The currency the holding is priced in when no price is known yet. */
  priceCurrency: v.optional(vCurrency),
  /**
   * The household's latest typed (or traded) price of the symbol, kept here by writeManualPrice
   * so valuing a holding reads one shared close, not a second index range per holding.
   */
  typedPrice: v.optional(v.object({ date: v.string(), price: v.number(), currency: vCurrency })),
  /** Reported by the bank sync (internal/bankConnections/holdings.ts): the broker keeps it up to date. */
  fromBank: v.optional(v.boolean()),
});

/** Per investment account: the running totals of its trades. */
export const portfolioFields = userRow({
  accountId: v.id("accounts"),
  /** Sum of the trades' cash changes; the account's cash is its balance plus this. */
  tradeCash: v.number(),
  realizedGain: v.number(),
  /** Dividends and interest received, net of their fees. */
  dividends: v.number(),
  /**
   * The market value of the holdings the bank last reported: a bank's balance of an investment
   * account already includes them, so the account's cash is its balance less this.
   */
  bankHoldingsValue: v.optional(v.number()),
  /** Cash may go below zero only when true (a margin account); absent is false. */
  allowMargin: v.optional(v.boolean()),
});

/**
 * Shared daily closes, one per symbol and date, written by the price provider or the demo feed
 * for everyone: prices are market data, not a person's.
 */
export const priceFields = v.object({
  symbol: v.string(),
  date: v.string(),
  price: v.number(),
  currency: vCurrency,
  source: literals(PRICE_SOURCES),
});

/** The month-end index of the shared closes: one document per symbol and year. */
export const priceMonthEndFields = v.object({
  symbol: v.string(),
  year: v.string(),
  closes: v.array(
    v.object({ month: v.string(), date: v.string(), price: v.number(), currency: vCurrency }),
  ),
});

/** A price a household typed for something the provider does not know (a fund, a private share). */
export const manualPriceFields = userRow({
  symbol: v.string(),
  date: v.string(),
  price: v.number(),
  currency: vCurrency,
});

/** Symbols someone holds, for the daily fetch: when each was last fetched and how it went. */
export const trackedSymbolFields = v.object({
  symbol: v.string(),
  lastFetchedDay: v.optional(v.string()),
  lastError: v.optional(v.string()),
});

/**
 * One account's trades of one month, as performance reads them: the investor's cash flows per
 * trade (money put in negative) and each trade's change of units. Performance over 1 month to
 * 20 years reads these (one document a month) instead of every trade.
 */
export const portfolioMonthFields = userRow({
  accountId: v.id("accounts"),
  month: v.string(),
  entries: v.array(
    v.object({
      date: v.string(),
      symbol: v.string(),
      /** Investor's view, minor units of the account's currency: a buy is negative. */
      flow: v.number(),
      /** Units added (buy) or removed (sell), 1e-8 fixed; 0 for a dividend. */
      change: v.number(),
    }),
  ),
});
