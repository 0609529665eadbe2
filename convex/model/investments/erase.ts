/** Removes an account's trades, positions and portfolio totals (account deletion, in batches). */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";

/** Deletes up to `limit` of the account's investment rows; returns how many it deleted. */
export async function eraseAccountInvestments(
  ctx: { db: MutationCtx["db"] },
  accountId: Id<"accounts">,
  limit: number,
): Promise<number> {
  const trades = await ctx.db
    .query("investmentTrades")
    .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
    .take(limit);
  for (const t of trades) await ctx.db.delete("investmentTrades", t._id);
  if (trades.length === limit) return limit;
  const positions = await ctx.db
    .query("investmentPositions")
    .withIndex("by_account_symbol", (q) => q.eq("accountId", accountId))
    .take(limit - trades.length);
  for (const p of positions) await ctx.db.delete("investmentPositions", p._id);
  const months = await ctx.db
    .query("portfolioMonths")
    .withIndex("by_account_month", (q) => q.eq("accountId", accountId))
    .take(limit);
  for (const m of months) await ctx.db.delete("portfolioMonths", m._id);
  if (months.length > 0) return trades.length + positions.length + months.length;
  const portfolio = await ctx.db
    .query("portfolios")
    .withIndex("by_account", (q) => q.eq("accountId", accountId))
    .first();
  if (portfolio !== null) await ctx.db.delete("portfolios", portfolio._id);
  return trades.length + positions.length + (portfolio === null ? 0 : 1);
}
