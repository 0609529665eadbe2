/**
 * What investment accounts added to net worth at each month's end, beyond their ledger balance:
 * the cash their trades moved and the holdings at that month's last close. Units at a month's
 * end are today's less the changes of later trades (the monthly trade entries); prices come
 * from the month-end index (one document per symbol and year), so ten years read about ten
 * documents per symbol rather than every daily close. A symbol with only typed prices is
 * looked up per month within a budget; past it, the last month's price is carried back.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import { marketValue } from "../../shared/decimal";
import type { Converter } from "../exchangeRates/convert";
import { priceOn } from "./prices";
import { MAX_POSITIONS } from "./valuation";

const MAX_MONTH_DOCS = 600;
/** Typed-price lookups one report may make (two reads each). */
const TYPED_LOOKUPS = 4_000;

interface ReadCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

type MonthEnd = { price: number; currency: CurrencyCode };
/** Typed-price lookups left, and each symbol's latest close found (walking back in time). */
type Budget = { left: number; carried: Map<string, MonthEnd> };

/** Month ("YYYY-MM") → what the investment accounts add, per account currency. */
export async function investmentExtras(
  ctx: ReadCtx,
  accounts: readonly Doc<"accounts">[],
  months: readonly string[],
  conv: Converter,
): Promise<Map<string, Map<CurrencyCode, number>>> {
  const extras = new Map<string, Map<CurrencyCode, number>>();
  const investing = accounts.filter((a) => a.type === "investment");
  if (investing.length === 0 || months.length === 0) return extras;
  const priceCache = new Map<string, Map<string, MonthEnd>>();
  const budget: Budget = { left: TYPED_LOOKUPS, carried: new Map() };
  for (const account of investing) {
    const positions = await ctx.db
      .query("investmentPositions")
      .withIndex("by_account_symbol", (q) => q.eq("accountId", account._id))
      .take(MAX_POSITIONS);
    const portfolio = await ctx.db
      .query("portfolios")
      .withIndex("by_account", (q) => q.eq("accountId", account._id))
      .first();
    const entries = (
      await ctx.db
        .query("portfolioMonths")
        .withIndex("by_account_month", (q) => q.eq("accountId", account._id))
        .take(MAX_MONTH_DOCS)
    ).flatMap((m) => m.entries);
    const units = new Map(positions.map((p) => [p.symbol, p.quantity]));
    let cash = portfolio?.tradeCash ?? 0;
    // Walk back from today: undo each trade after the month's end.
    const sorted = [...entries].sort((x, y) => y.date.localeCompare(x.date));
    let next = 0;
    for (const month of [...months].sort().reverse()) {
      const end = `${month}-31`;
      while (next < sorted.length && sorted[next].date > end) {
        const e = sorted[next++];
        units.set(e.symbol, (units.get(e.symbol) ?? 0) - e.change);
        cash -= e.flow;
      }
      let total = cash;
      for (const [symbol, quantity] of units) {
        if (quantity <= 0) continue;
        const close = await monthEndOf(ctx, priceCache, budget, symbol, month);
        if (close === null) continue;
        const native = marketValue(quantity, close.price, close.currency);
        total +=
          close.currency === account.currency
            ? native
            : (conv.convert(native, close.currency, account.currency) ?? 0);
      }
      const row = extras.get(month) ?? new Map<CurrencyCode, number>();
      row.set(account.currency, (row.get(account.currency) ?? 0) + total);
      extras.set(month, row);
    }
  }
  return extras;
}

/** The symbol's last close of `month`: the shared month-end index, else a typed price. */
async function monthEndOf(
  ctx: ReadCtx,
  cache: Map<string, Map<string, MonthEnd>>,
  budget: Budget,
  symbol: string,
  month: string,
): Promise<MonthEnd | null> {
  const key = `${symbol}|${month.slice(0, 4)}`;
  let year = cache.get(key);
  if (year === undefined) {
    const doc = await ctx.db
      .query("priceMonthEnds")
      .withIndex("by_symbol_year", (q) => q.eq("symbol", symbol).eq("year", month.slice(0, 4)))
      .first();
    year = new Map((doc?.closes ?? []).map((c) => [c.month, c]));
    cache.set(key, year);
  }
  const shared = year.get(month);
  if (shared !== undefined) return remember(budget, symbol, shared);
  if (budget.left <= 0) return budget.carried.get(symbol) ?? null;
  budget.left -= 1;
  const typed = await priceOn(ctx.db, ctx.ledgerKey, symbol, `${month}-31`);
  return typed === null ? null : remember(budget, symbol, typed);
}

function remember(budget: Budget, symbol: string, close: MonthEnd): MonthEnd {
  budget.carried.set(symbol, close);
  return close;
}
