/**
 * An investment account's holdings at market and its summary, read from positions and the
 * latest prices (never from the trade history). A holding priced in another currency than the
 * account's is converted with the household's exchange rates; without a rate its value is
 * null and the currency is listed as missing, never taken as 1:1.
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import { formatDecimal, marketValue } from "../../shared/decimal";
import type { Converter } from "../exchangeRates/convert";
import { vCurrency } from "../validators";
import { vAssetKind } from "./fields";
import { positionPrice } from "./prices";

/** Positions read per account: far above a real portfolio, far below Convex's read limit. */
export const MAX_POSITIONS = 1_000;

export const vHolding = v.object({
  symbol: v.string(),
  /** Exact decimal string ("12.5"). */
  quantity: v.string(),
  /** The latest unit price as an exact decimal string in `priceCurrency`; null when none is known. */
  price: v.union(v.string(), v.null()),
  priceDate: v.union(v.string(), v.null()),
  priceCurrency: v.union(vCurrency, v.null()),
  priceSource: v.union(v.literal("manual"), v.literal("provider"), v.literal("demo"), v.null()),
  /** Market value in minor units of `currency` (the account's); null without a price or rate. */
  value: v.union(v.number(), v.null()),
  costBasis: v.number(),
  unrealizedGain: v.union(v.number(), v.null()),
  currency: vCurrency,
  assetKind: v.union(vAssetKind, v.null()),
  /** The price's currency when no rate converts it into the account's. */
  missingRate: v.union(vCurrency, v.null()),
});
export type Holding = Infer<typeof vHolding>;

export const vInvestmentSummary = v.object({
  /** The account's cash: its balance plus what its trades moved. */
  cash: v.number(),
  /** Cash plus holdings at market. */
  value: v.number(),
  costBasis: v.number(),
  unrealizedGain: v.number(),
  realizedGain: v.number(),
  dividends: v.number(),
  currency: vCurrency,
  /** False when a holding had no price or no rate (its value is left out). */
  complete: v.boolean(),
  missingRates: v.array(vCurrency),
  missingPrices: v.array(v.string()),
});
export type InvestmentSummary = Infer<typeof vInvestmentSummary>;

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

export async function positionsOf(ctx: ReadCtx, accountId: Id<"accounts">) {
  return await ctx.db
    .query("investmentPositions")
    .withIndex("by_account_symbol", (q) => q.eq("accountId", accountId))
    .take(MAX_POSITIONS);
}

export async function portfolioOf(ctx: ReadCtx, accountId: Id<"accounts">) {
  return await ctx.db
    .query("portfolios")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .first();
}

export async function valueHoldings(
  ctx: ReadCtx,
  account: Doc<"accounts">,
  conv: Converter,
): Promise<Holding[]> {
  const positions = await positionsOf(ctx, account._id);
  const rows: Holding[] = [];
  for (const p of positions) {
    if (p.quantity === 0) continue;
    const quote = await positionPrice(ctx.db, p);
    const priceCurrency = quote?.currency ?? p.priceCurrency ?? null;
    const native = quote === null ? null : marketValue(p.quantity, quote.price, quote.currency);
    const value =
      native === null || quote === null
        ? null
        : rateOrNull(conv, native, quote.currency, account.currency);
    rows.push({
      symbol: p.symbol,
      quantity: formatDecimal(p.quantity),
      price: quote === null ? null : formatDecimal(quote.price),
      priceDate: quote?.date ?? null,
      priceCurrency,
      priceSource: quote?.source ?? null,
      value,
      costBasis: p.costBasis,
      unrealizedGain: value === null ? null : value - p.costBasis,
      currency: account.currency,
      assetKind: p.assetKind ?? null,
      missingRate: native !== null && value === null ? priceCurrency : null,
    });
  }
  return rows;
}

/** Converts without recording the pair on the converter's display-currency missing list. */
function rateOrNull(
  conv: Converter,
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
): number | null {
  if (from === to) return amount;
  const missingBefore = new Set(conv.missing);
  const converted = conv.convert(amount, from, to);
  if (converted === null) {
    conv.missing.clear();
    for (const c of missingBefore) conv.missing.add(c);
  }
  return converted;
}

export async function summarizeAccount(
  ctx: ReadCtx,
  account: Doc<"accounts">,
  conv: Converter,
): Promise<{ summary: InvestmentSummary; holdings: Holding[] }> {
  const holdings = await valueHoldings(ctx, account, conv);
  const portfolio = await portfolioOf(ctx, account._id);
  const cash = cashOf(account, portfolio);
  let market = 0;
  let pricedCost = 0;
  let costBasis = 0;
  for (const h of holdings) {
    costBasis += h.costBasis;
    if (h.value === null) continue;
    market += h.value;
    pricedCost += h.costBasis;
  }
  const missingRates = [
    ...new Set(holdings.flatMap((h) => (h.missingRate ? [h.missingRate] : []))),
  ];
  const missingPrices = holdings.filter((h) => h.price === null).map((h) => h.symbol);
  return {
    holdings,
    summary: {
      cash,
      value: cash + market,
      costBasis,
      unrealizedGain: market - pricedCost,
      realizedGain: portfolio?.realizedGain ?? 0,
      dividends: portfolio?.dividends ?? 0,
      currency: account.currency,
      complete: missingRates.length === 0 && missingPrices.length === 0,
      missingRates: missingRates.sort(),
      missingPrices,
    },
  };
}

/** The account's cash: its ledger balance, what its trades moved, less bank-reported holdings. */
export function cashOf(account: Doc<"accounts">, portfolio: Doc<"portfolios"> | null): number {
  return account.balance + (portfolio?.tradeCash ?? 0) - (portfolio?.bankHoldingsValue ?? 0);
}
