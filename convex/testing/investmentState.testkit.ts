/** What an investment account's trades left behind, as plain data tests can compare. */
import type { Id } from "../_generated/dataModel";
import type { TestConvex } from "./helpers.testkit";

export async function investmentStateOf(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run(async (ctx) => {
    const positions = await ctx.db
      .query("investmentPositions")
      .withIndex("by_account_symbol", (q) => q.eq("accountId", accountId))
      .collect();
    const portfolio = await ctx.db
      .query("portfolios")
      .withIndex("by_account", (q) => q.eq("accountId", accountId))
      .first();
    const months = await ctx.db
      .query("portfolioMonths")
      .withIndex("by_account_month", (q) => q.eq("accountId", accountId))
      .collect();
    const trades = await ctx.db
      .query("investmentTrades")
      .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
      .collect();
    return {
      positions: positions
        .map((p) => ({ symbol: p.symbol, quantity: p.quantity, costBasis: p.costBasis }))
        .sort((a, b) => a.symbol.localeCompare(b.symbol)),
      totals: {
        tradeCash: portfolio?.tradeCash ?? 0,
        realizedGain: portfolio?.realizedGain ?? 0,
        dividends: portfolio?.dividends ?? 0,
      },
      months: months.map((m) => ({ month: m.month, entries: m.entries })),
      realizedGains: trades
        .sort((a, b) => a._creationTime - b._creationTime)
        .map((tr) => tr.realizedGain ?? null),
    };
  });
}
