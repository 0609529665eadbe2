/**
 * A broker's positions from the bank sync (model/investments/bankHoldings.ts). The broker is
 * the authority for what a linked investment account holds: each reported position replaces
 * the account's own, positions it no longer reports go to zero, its market value per unit is
 * the household's price of the day, and since the bank's balance already includes the
 * holdings, their value is recorded so the account's cash is the balance less them.
 */
import { v } from "convex/values";
import { internalMutation } from "../../_generated/server";
import { minorDigits } from "../../shared/currencies";
import { DECIMAL_PLACES, marketValue, parseDecimal } from "../../shared/decimal";
import { normalizeSymbol } from "../../shared/investments";
import { writeManualPrice } from "../../model/investments/prices";
import { positionsOf } from "../../model/investments/valuation";

/** 1 as a 1e-8 fixed-point price. */
const ONE = 100_000_000;

/** "12.3456789012" → 12.34567890 units (the bank may send more places than we keep). */
function units(text: string): number | null {
  const [whole, fraction = ""] = text.trim().replace(/^\+/, "").split(".");
  return parseDecimal(fraction === "" ? whole : `${whole}.${fraction.slice(0, DECIMAL_PLACES)}`);
}

export const apply = internalMutation({
  args: {
    accountId: v.id("accounts"),
    today: v.string(),
    holdings: v.array(
      v.object({
        symbol: v.string(),
        shares: v.string(),
        marketValue: v.string(),
        costBasis: v.optional(v.string()),
      }),
    ),
  },
  returns: v.null(),
  handler: async (ctx, { accountId, today, holdings }) => {
    const account = await ctx.db.get("accounts", accountId);
    if (account === null || account.type !== "investment" || account.deletingAt !== undefined)
      return null;
    const owner = { db: ctx.db, ledgerKey: account.userId };
    const digits = minorDigits(account.currency);
    // Minor units of the account's currency, rounded: brokers send values with more places.
    const money = (text: string | undefined) => {
      const fixed = text === undefined ? null : units(text);
      return fixed === null ? null : marketValue(fixed, ONE, account.currency);
    };
    const existing = await positionsOf(owner, accountId);
    const reported = new Set<string>();
    let bankValue = 0;
    for (const h of holdings) {
      const symbol = normalizeSymbol(h.symbol);
      const quantity = units(h.shares);
      const value = money(h.marketValue);
      if (symbol === null || quantity === null || quantity <= 0 || value === null) continue;
      reported.add(symbol);
      bankValue += value;
      const position = existing.find((p) => p.symbol === symbol);
      const costBasis = money(h.costBasis) ?? position?.costBasis ?? value;
      if (position === undefined) {
        await ctx.db.insert("investmentPositions", {
          userId: account.userId,
          accountId,
          symbol,
          quantity,
          costBasis,
          fromBank: true,
        });
      } else {
        await ctx.db.patch("investmentPositions", position._id, {
          quantity,
          costBasis,
          fromBank: true,
        });
      }
      // The broker's value per unit is the price of the day (1e-8 fixed, major units).
      const price = Number(
        (BigInt(value) * 10n ** 16n) / (BigInt(quantity) * 10n ** BigInt(digits)),
      );
      if (price > 0) {
        await writeManualPrice(owner, { symbol, date: today, price, currency: account.currency });
      }
    }
    for (const p of existing) {
      if (p.fromBank && !reported.has(p.symbol)) {
        await ctx.db.patch("investmentPositions", p._id, { quantity: 0, costBasis: 0 });
      }
    }
    const portfolio = await ctx.db
      .query("portfolios")
      .withIndex("by_account", (q) => q.eq("accountId", accountId))
      .first();
    if (portfolio === null) {
      await ctx.db.insert("portfolios", {
        userId: account.userId,
        accountId,
        tradeCash: 0,
        realizedGain: 0,
        dividends: 0,
        bankHoldingsValue: bankValue,
      });
    } else await ctx.db.patch("portfolios", portfolio._id, { bankHoldingsValue: bankValue });
    return null;
  },
});
