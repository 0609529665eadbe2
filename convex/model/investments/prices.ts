/**
 * Prices: shared daily closes (the provider's or the demo feed's, one per symbol and date for
 * everyone) and the prices a household typed. A holding is valued at the latest of the two; a
 * provider that stops answering leaves the last close with its date, which the screen shows.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";

type Db = QueryCtx["db"];

export interface Quote {
  price: number;
  date: string;
  currency: CurrencyCode;
  source: "manual" | "provider" | "demo";
}

/** The last price of `symbol` on or before `date`, typed or shared, the later of the two. */
export async function priceOn(
  db: Db,
  userId: Id<"users">,
  symbol: string,
  date: string,
): Promise<Quote | null> {
  const typed = await db
    .query("manualPrices")
    .withIndex("by_user_symbol_date", (q) =>
      q.eq("userId", userId).eq("symbol", symbol).lte("date", date),
    )
    .order("desc")
    .first();
  const shared = await db
    .query("prices")
    .withIndex("by_symbol_date", (q) => q.eq("symbol", symbol).lte("date", date))
    .order("desc")
    .first();
  // On the same day the household's own price wins: they typed it because they know better.
  if (typed !== null && (shared === null || typed.date >= shared.date)) {
    return { price: typed.price, date: typed.date, currency: typed.currency, source: "manual" };
  }
  return shared === null
    ? null
    : { price: shared.price, date: shared.date, currency: shared.currency, source: shared.source };
}

/** Writes (or replaces) the shared close of `symbol` on `date`. */
export async function writeSharedClose(
  ctx: MutationCtx,
  close: { symbol: string; date: string; price: number; currency: CurrencyCode },
  source: "provider" | "demo",
): Promise<void> {
  const existing = await ctx.db
    .query("prices")
    .withIndex("by_symbol_date", (q) => q.eq("symbol", close.symbol).eq("date", close.date))
    .first();
  const row = { ...close, source };
  if (existing === null) await ctx.db.insert("prices", row);
  else await ctx.db.patch("prices", existing._id, row);
  await indexMonthEnd(ctx, close);
}

/**
 * Keeps the month-end index: one document per symbol and year holding each month's last close,
 * so net worth over ten years reads ten documents per symbol instead of every daily close.
 */
async function indexMonthEnd(
  ctx: MutationCtx,
  close: { symbol: string; date: string; price: number; currency: CurrencyCode },
): Promise<void> {
  const year = close.date.slice(0, 4);
  const month = close.date.slice(0, 7);
  const doc = await ctx.db
    .query("priceMonthEnds")
    .withIndex("by_symbol_year", (q) => q.eq("symbol", close.symbol).eq("year", year))
    .first();
  const entry = { month, date: close.date, price: close.price, currency: close.currency };
  if (doc === null) {
    await ctx.db.insert("priceMonthEnds", { symbol: close.symbol, year, closes: [entry] });
    return;
  }
  const current = doc.closes.find((c) => c.month === month);
  if (current !== undefined && current.date > close.date) return;
  const closes = [...doc.closes.filter((c) => c.month !== month), entry].sort((x, y) =>
    x.month.localeCompare(y.month),
  );
  await ctx.db.patch("priceMonthEnds", doc._id, { closes });
}

/** Puts `symbol` on the daily fetch list (once for everyone). */
export async function trackSymbol(ctx: { db: MutationCtx["db"] }, symbol: string): Promise<void> {
  const known = await ctx.db
    .query("trackedSymbols")
    .withIndex("by_symbol", (q) => q.eq("symbol", symbol))
    .first();
  if (known === null) await ctx.db.insert("trackedSymbols", { symbol });
}

/** Writes (or replaces) the household's own price of `symbol` on `date`. */
export async function writeManualPrice(
  ctx: { db: MutationCtx["db"]; ledgerKey: Id<"users"> },
  entry: { symbol: string; date: string; price: number; currency: CurrencyCode },
): Promise<void> {
  const existing = await ctx.db
    .query("manualPrices")
    .withIndex("by_user_symbol_date", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("symbol", entry.symbol).eq("date", entry.date),
    )
    .first();
  if (existing === null) await ctx.db.insert("manualPrices", { userId: ctx.ledgerKey, ...entry });
  else await ctx.db.patch("manualPrices", existing._id, entry);
  const { symbol, ...typed } = entry;
  const holders = await ctx.db
    .query("investmentPositions")
    .withIndex("by_user_symbol", (q) => q.eq("userId", ctx.ledgerKey).eq("symbol", symbol))
    .take(MAX_HOLDERS);
  for (const position of holders) {
    if (position.typedPrice !== undefined && position.typedPrice.date > entry.date) continue;
    await ctx.db.patch("investmentPositions", position._id, { typedPrice: typed });
  }
}

/**
 * Takes back the household's price of `symbol` on `date` when it is `price` (the one a removed
 * trade wrote): a mistyped trade's price would otherwise go on valuing the holding. Each
 * holder's typed price falls back to the household's latest remaining one.
 */
export async function forgetManualPrice(
  ctx: { db: MutationCtx["db"]; ledgerKey: Id<"users"> },
  entry: { symbol: string; date: string; price: number },
): Promise<void> {
  const saved = await ctx.db
    .query("manualPrices")
    .withIndex("by_user_symbol_date", (q) =>
      q.eq("userId", ctx.ledgerKey).eq("symbol", entry.symbol).eq("date", entry.date),
    )
    .first();
  if (saved === null || saved.price !== entry.price) return;
  await ctx.db.delete("manualPrices", saved._id);
  const latest = await latestTypedPrice(ctx.db, ctx.ledgerKey, entry.symbol);
  const holders = await ctx.db
    .query("investmentPositions")
    .withIndex("by_user_symbol", (q) => q.eq("userId", ctx.ledgerKey).eq("symbol", entry.symbol))
    .take(MAX_HOLDERS);
  for (const position of holders) {
    const typed = position.typedPrice;
    if (typed === undefined || typed.date !== entry.date || typed.price !== entry.price) continue;
    await ctx.db.patch("investmentPositions", position._id, { typedPrice: latest });
  }
}

/** A household's accounts holding one symbol: a handful, bounded all the same. */
const MAX_HOLDERS = 100;

/** The household's latest typed price of `symbol`, for a position being opened. */
export async function latestTypedPrice(
  db: Db,
  userId: Id<"users">,
  symbol: string,
): Promise<{ date: string; price: number; currency: CurrencyCode } | undefined> {
  const typed = await db
    .query("manualPrices")
    .withIndex("by_user_symbol_date", (q) => q.eq("userId", userId).eq("symbol", symbol))
    .order("desc")
    .first();
  return typed === null
    ? undefined
    : { date: typed.date, price: typed.price, currency: typed.currency };
}

/** A position's price now: the later of the shared close and the household's typed price. */
export async function positionPrice(
  db: Db,
  position: {
    symbol: string;
    typedPrice?: { date: string; price: number; currency: CurrencyCode };
  },
): Promise<Quote | null> {
  const shared = await db
    .query("prices")
    .withIndex("by_symbol_date", (q) => q.eq("symbol", position.symbol))
    .order("desc")
    .first();
  const typed = position.typedPrice;
  // On the same day the household's own price wins: they typed it because they know better.
  if (typed !== undefined && (shared === null || typed.date >= shared.date)) {
    return { ...typed, source: "manual" };
  }
  return shared === null
    ? null
    : { price: shared.price, date: shared.date, currency: shared.currency, source: shared.source };
}
