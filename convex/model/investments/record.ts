/**
 * Writes one trade and, in the same mutation, the position and the account's portfolio totals
 * it changes, so reading holdings never needs the trade history.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { marketValue, parseDecimal } from "../../shared/decimal";
import { type AssetKind, normalizeSymbol, type TradeKind } from "../../shared/investments";
import { isWithinMaxAmount } from "../../shared/money";
import { validateIsoDate } from "../../shared/validation";
import { ensure, fail } from "../errors";
import { applyTrade } from "./averageCost";
import { latestTypedPrice, trackSymbol, writeManualPrice } from "./prices";

interface WriteCtx {
  db: MutationCtx["db"];
  ledgerKey: Id<"users">;
}

export interface RecordInput {
  date: string;
  kind: TradeKind;
  symbol: string;
  quantity?: string | number;
  price?: string | number;
  amount?: number;
  fee?: number;
  assetKind?: AssetKind;
}

/** A positive decimal of at most 8 places, as 1e-8 fixed point; `code` otherwise. */
export function positiveDecimal(
  input: string | number,
  code: "INVALID_QUANTITY" | "INVALID_PRICE",
  field: string,
): number {
  const fixed = parseDecimal(input);
  if (fixed === null || fixed <= 0) fail(code, field);
  return fixed;
}

function money(value: number | undefined, field: string, allowZero: boolean): number | undefined {
  if (value === undefined) return undefined;
  const ok = Number.isSafeInteger(value) && (allowZero ? value >= 0 : value > 0);
  if (!ok || !isWithinMaxAmount(value)) fail("INVALID_AMOUNT", field);
  return value;
}

export function requireInvestmentAccount(account: Doc<"accounts">): void {
  if (account.type !== "investment") fail("NOT_INVESTMENT_ACCOUNT", "accountId");
}

/** The trade's units, unit price and gross amount in the account's minor units. */
function tradeFigures(account: Doc<"accounts">, input: RecordInput) {
  const fee = money(input.fee, "fee", true) ?? 0;
  const given = money(input.amount, "amount", false);
  if (input.kind === "dividend") {
    if (given === undefined) fail("REQUIRED", "amount");
    return { quantity: 0, price: undefined, amount: given, fee };
  }
  if (input.quantity === undefined) fail("REQUIRED", "quantity");
  const quantity = positiveDecimal(input.quantity, "INVALID_QUANTITY", "quantity");
  const price =
    input.price === undefined ? undefined : positiveDecimal(input.price, "INVALID_PRICE", "price");
  const amount =
    given ?? (price === undefined ? undefined : marketValue(quantity, price, account.currency));
  if (amount === undefined) fail("REQUIRED", "price");
  if (!isWithinMaxAmount(amount)) fail("AMOUNT_TOO_LARGE", "amount");
  return { quantity, price, amount, fee };
}

async function recordTrade(
  ctx: WriteCtx,
  account: Doc<"accounts">,
  input: RecordInput,
): Promise<Omit<Doc<"investmentTrades">, "_creationTime">> {
  requireInvestmentAccount(account);
  ensure(validateIsoDate(input.date), "date");
  const symbol = normalizeSymbol(input.symbol);
  if (symbol === null) fail("INVALID_SYMBOL", "symbol");
  const figures = tradeFigures(account, input);

  const position = await ctx.db
    .query("investmentPositions")
    .withIndex("by_account_symbol", (q) => q.eq("accountId", account._id).eq("symbol", symbol))
    .first();
  const effect = applyTrade(position ?? { quantity: 0, costBasis: 0 }, {
    kind: input.kind,
    ...figures,
  });
  if (!effect.ok) fail(effect.code, "quantity");

  const portfolio = await ctx.db
    .query("portfolios")
    .withIndex("by_account", (q) => q.eq("accountId", account._id))
    .first();
  const tradeCash = (portfolio?.tradeCash ?? 0) + effect.cashChange;
  if (account.balance + tradeCash < 0 && effect.cashChange < 0 && !portfolio?.allowMargin) {
    fail("INSUFFICIENT_CASH", "amount");
  }
  const totals = {
    tradeCash,
    realizedGain: (portfolio?.realizedGain ?? 0) + effect.realizedGain,
    dividends: (portfolio?.dividends ?? 0) + effect.dividend,
  };
  if (portfolio === null) {
    await ctx.db.insert("portfolios", { userId: ctx.ledgerKey, accountId: account._id, ...totals });
  } else {
    await ctx.db.patch("portfolios", portfolio._id, totals);
  }

  if (position === null) {
    const typedPrice = await latestTypedPrice(ctx.db, ctx.ledgerKey, symbol);
    await ctx.db.insert("investmentPositions", {
      userId: ctx.ledgerKey,
      accountId: account._id,
      symbol,
      ...effect.position,
      ...(input.assetKind === undefined ? {} : { assetKind: input.assetKind }),
      ...(typedPrice === undefined ? {} : { typedPrice }),
    });
    await trackSymbol(ctx, symbol);
  } else if (input.kind !== "dividend" || input.assetKind !== undefined) {
    await ctx.db.patch("investmentPositions", position._id, {
      ...effect.position,
      ...(input.assetKind === undefined ? {} : { assetKind: input.assetKind }),
    });
  }

  const trade = {
    userId: ctx.ledgerKey,
    accountId: account._id,
    date: input.date,
    kind: input.kind,
    symbol,
    ...(input.kind === "dividend" ? {} : { quantity: figures.quantity }),
    ...(figures.price === undefined ? {} : { price: figures.price }),
    amount: figures.amount,
    fee: figures.fee,
    cashChange: effect.cashChange,
    ...(input.kind === "sell" ? { realizedGain: effect.realizedGain } : {}),
  };
  await noteInMonth(ctx, account._id, monthEntryOf(trade));
  return { ...trade, _id: await ctx.db.insert("investmentTrades", trade) };
}

type MonthEntrySource = Pick<
  Doc<"investmentTrades">,
  "date" | "symbol" | "kind" | "quantity" | "cashChange"
>;

/** The entry a trade adds to its month's performance entries (model/investments/performance.ts). */
export function monthEntryOf(trade: MonthEntrySource) {
  const units = trade.quantity ?? 0;
  const change = trade.kind === "buy" ? units : trade.kind === "sell" ? -units : 0;
  return { date: trade.date, symbol: trade.symbol, flow: trade.cashChange, change };
}

/**
 * Records the trade, and its unit price as the household's price of the symbol that day: a
 * trade's price is what the holding was worth then, so without a later price the holding is
 * valued at it rather than not at all.
 */
export async function recordPricedTrade(
  ctx: WriteCtx,
  account: Doc<"accounts">,
  input: RecordInput,
): Promise<Id<"investmentTrades">> {
  const trade = await recordTrade(ctx, account, input);
  if (trade.price !== undefined) {
    await writeManualPrice(ctx, {
      symbol: trade.symbol,
      date: trade.date,
      price: trade.price,
      currency: account.currency,
    });
  }
  return trade._id;
}

/** Adds the trade to its month's performance entries (model/investments/performance.ts). */
async function noteInMonth(
  ctx: WriteCtx,
  accountId: Id<"accounts">,
  entry: { date: string; symbol: string; flow: number; change: number },
): Promise<void> {
  const month = entry.date.slice(0, 7);
  const doc = await ctx.db
    .query("portfolioMonths")
    .withIndex("by_account_month", (q) => q.eq("accountId", accountId).eq("month", month))
    .first();
  if (doc === null) {
    await ctx.db.insert("portfolioMonths", {
      userId: ctx.ledgerKey,
      accountId,
      month,
      entries: [entry],
    });
  } else {
    await ctx.db.patch("portfolioMonths", doc._id, { entries: [...doc.entries, entry] });
  }
}
