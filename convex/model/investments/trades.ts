/** The trade list an account's screen shows: its latest trades, newest first. */
import { v, type Infer } from "convex/values";
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { formatDecimal } from "../../shared/decimal";
import { vTradeKind } from "./fields";

const RECENT = 50;

export const vTradeView = v.object({
  _id: v.id("investmentTrades"),
  date: v.string(),
  kind: vTradeKind,
  symbol: v.string(),
  quantity: v.union(v.string(), v.null()),
  price: v.union(v.string(), v.null()),
  amount: v.number(),
  fee: v.number(),
  cashChange: v.number(),
  realizedGain: v.union(v.number(), v.null()),
});
type TradeView = Infer<typeof vTradeView>;

export async function recentTrades(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
): Promise<TradeView[]> {
  const rows = await ctx.db
    .query("investmentTrades")
    .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
    .order("desc")
    .take(RECENT);
  return rows.map((t) => ({
    _id: t._id,
    date: t.date,
    kind: t.kind,
    symbol: t.symbol,
    quantity: t.quantity === undefined ? null : formatDecimal(t.quantity),
    price: t.price === undefined ? null : formatDecimal(t.price),
    amount: t.amount,
    fee: t.fee,
    cashChange: t.cashChange,
    realizedGain: t.realizedGain ?? null,
  }));
}
