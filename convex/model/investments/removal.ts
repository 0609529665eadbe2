/**
 * Removes one trade and keeps everything built from it exact. A position is running state
 * (average cost, trade by trade), so the symbol's remaining trades are replayed in the order
 * they were recorded: each later sell's realised gain follows the new average cost, and the
 * position and the account's totals move by the differences. Nothing is written until the
 * replay has succeeded, so a refusal (OVERSELL, TOO_MANY_TRADES) changes nothing.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { fail } from "../errors";
import { applyTrade, type PositionState } from "./averageCost";
import { forgetManualPrice } from "./prices";
import { monthEntryOf } from "./record";

interface WriteCtx {
  db: MutationCtx["db"];
  ledgerKey: Id<"users">;
}

/** Trades of one symbol in one account replayed at most: far above real use, within Convex's limits. */
export const MAX_REPLAY_TRADES = 4_000;

interface Replay {
  position: PositionState;
  /** Trades left after the removal. */
  remaining: number;
  /** Later sells whose stored realised gain or cash change no longer matches the replay. */
  changed: { id: Id<"investmentTrades">; realizedGain: number; cashChange: number }[];
  /** Realised gain and cash the remaining sells differ by from what they stored. */
  gainDelta: number;
  cashDelta: number;
}

/** The symbol's trades in the order `record` applied them (creation order). */
async function symbolTrades(ctx: WriteCtx, trade: Doc<"investmentTrades">) {
  const trades = await ctx.db
    .query("investmentTrades")
    .withIndex("by_account_symbol_date", (q) =>
      q.eq("accountId", trade.accountId).eq("symbol", trade.symbol),
    )
    .take(MAX_REPLAY_TRADES + 1);
  if (trades.length > MAX_REPLAY_TRADES) fail("TOO_MANY_TRADES", "id");
  // The index orders by the trade's date; a back-dated trade was applied when it was recorded.
  return trades.sort((a, b) => a._creationTime - b._creationTime);
}

function replayWithout(
  trades: readonly Doc<"investmentTrades">[],
  removed: Id<"investmentTrades">,
): Replay {
  let position: PositionState = { quantity: 0, costBasis: 0 };
  const replay: Replay = { position, remaining: 0, changed: [], gainDelta: 0, cashDelta: 0 };
  for (const t of trades) {
    if (t._id === removed) continue;
    const effect = applyTrade(position, {
      kind: t.kind,
      quantity: t.quantity ?? 0,
      amount: t.amount,
      fee: t.fee,
    });
    if (!effect.ok) fail(effect.code, "id");
    position = effect.position;
    replay.remaining += 1;
    if (t.kind !== "sell") continue;
    replay.gainDelta += effect.realizedGain - (t.realizedGain ?? 0);
    replay.cashDelta += effect.cashChange - t.cashChange;
    if (effect.realizedGain !== t.realizedGain || effect.cashChange !== t.cashChange) {
      replay.changed.push({
        id: t._id,
        realizedGain: effect.realizedGain,
        cashChange: effect.cashChange,
      });
    }
  }
  return { ...replay, position };
}

export async function removeTrade(ctx: WriteCtx, trade: Doc<"investmentTrades">): Promise<void> {
  const trades = await symbolTrades(ctx, trade);
  const replay = replayWithout(trades, trade._id);

  for (const c of replay.changed) {
    await ctx.db.patch("investmentTrades", c.id, {
      realizedGain: c.realizedGain,
      cashChange: c.cashChange,
    });
  }
  await ctx.db.delete("investmentTrades", trade._id);

  await updatePosition(ctx, trade, replay);
  const portfolio = await ctx.db
    .query("portfolios")
    .withIndex("by_account", (q) => q.eq("accountId", trade.accountId))
    .first();
  if (portfolio !== null) {
    await ctx.db.patch("portfolios", portfolio._id, {
      tradeCash: portfolio.tradeCash - trade.cashChange + replay.cashDelta,
      realizedGain: portfolio.realizedGain + replay.gainDelta - (trade.realizedGain ?? 0),
      dividends: portfolio.dividends - (trade.kind === "dividend" ? trade.cashChange : 0),
    });
  }
  await dropMonthEntry(ctx, trade, trades);
  // The price the trade wrote for its day goes with it, unless another of the day's trades
  // of the symbol here gave the same price.
  const sameDay = trades.filter(
    (t) => t._id !== trade._id && t.date === trade.date && t.price === trade.price,
  );
  if (trade.price !== undefined && sameDay.length === 0) {
    await forgetManualPrice(ctx, { symbol: trade.symbol, date: trade.date, price: trade.price });
  }
}

async function updatePosition(ctx: WriteCtx, trade: Doc<"investmentTrades">, replay: Replay) {
  const position = await ctx.db
    .query("investmentPositions")
    .withIndex("by_account_symbol", (q) =>
      q.eq("accountId", trade.accountId).eq("symbol", trade.symbol),
    )
    .first();
  // A broker-reported position (bank sync) is the broker's word, replaced at each sync; the
  // trade history does not describe it, so a replay must not overwrite it.
  if (position === null || position.fromBank === true) return;
  if (replay.remaining === 0) {
    // No trade of the symbol is left: the holding never existed, as recording none would leave it.
    await ctx.db.delete("investmentPositions", position._id);
    return;
  }
  await ctx.db.patch("investmentPositions", position._id, replay.position);
}

type MonthEntry = ReturnType<typeof monthEntryOf>;

function sameEntry(a: MonthEntry, b: MonthEntry): boolean {
  return a.date === b.date && a.symbol === b.symbol && a.flow === b.flow && a.change === b.change;
}

/**
 * Takes the trade's entry out of its month's entries. Entries carry no trade id, but each
 * trade's entry was appended as it was recorded, so the trade that is the k-th of its symbol's
 * trades with an identical entry (in creation order) owns the k-th identical entry.
 */
async function dropMonthEntry(
  ctx: WriteCtx,
  trade: Doc<"investmentTrades">,
  symbolTradesInOrder: readonly Doc<"investmentTrades">[],
) {
  const doc = await ctx.db
    .query("portfolioMonths")
    .withIndex("by_account_month", (q) =>
      q.eq("accountId", trade.accountId).eq("month", trade.date.slice(0, 7)),
    )
    .first();
  if (doc === null) return;
  const entry = monthEntryOf(trade);
  const twinsBefore = symbolTradesInOrder
    .slice(
      0,
      symbolTradesInOrder.findIndex((t) => t._id === trade._id),
    )
    .filter((t) => sameEntry(monthEntryOf(t), entry)).length;
  let seen = 0;
  const index = doc.entries.findIndex((e) => sameEntry(e, entry) && seen++ === twinsBefore);
  if (index === -1) return;
  const entries = doc.entries.filter((_, i) => i !== index);
  if (entries.length === 0) await ctx.db.delete("portfolioMonths", doc._id);
  else await ctx.db.patch("portfolioMonths", doc._id, { entries });
}
