/**
 * The shared price fetch. Every minute one run asks the provider for at most its free tier's
 * per-minute allowance of symbols not yet fetched today, so each held symbol is fetched once a
 * day for everyone, never per person. A failed fetch keeps the last close (with its date) and
 * records the error; the symbol is tried again the next day.
 */
import { v } from "convex/values";
import { internal } from "../_generated/api";
import { internalAction, internalMutation, internalQuery } from "../_generated/server";
import { priceProviderFromEnv } from "../model/investments/priceProvider";
import { writeSharedClose } from "../model/investments/prices";
import { vCurrency } from "../model/validators";

/** Symbols to fetch now: not fetched `today` (or all of them, for a feed whose prices move). */
export const due = internalQuery({
  args: { today: v.string(), limit: v.number(), refetchSameDay: v.boolean() },
  returns: v.array(v.string()),
  handler: async (ctx, { today, limit, refetchSameDay }) => {
    const rows = refetchSameDay
      ? await ctx.db.query("trackedSymbols").withIndex("by_lastFetchedDay").take(limit)
      : await ctx.db
          .query("trackedSymbols")
          .withIndex("by_lastFetchedDay", (q) => q.lt("lastFetchedDay", today))
          .take(limit);
    // Never-fetched symbols have no lastFetchedDay and sort first, which lt() includes.
    return rows.map((r) => r.symbol);
  },
});

export const store = internalMutation({
  args: {
    symbol: v.string(),
    today: v.string(),
    source: v.union(v.literal("provider"), v.literal("demo")),
    close: v.optional(v.object({ date: v.string(), price: v.number(), currency: vCurrency })),
    error: v.optional(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { symbol, today, source, close, error }) => {
    if (close !== undefined) await writeSharedClose(ctx, { symbol, ...close }, source);
    const row = await ctx.db
      .query("trackedSymbols")
      .withIndex("by_symbol", (q) => q.eq("symbol", symbol))
      .first();
    if (row !== null) {
      await ctx.db.patch("trackedSymbols", row._id, { lastFetchedDay: today, lastError: error });
    }
    return null;
  },
});

export const refresh = internalAction({
  args: {},
  returns: v.null(),
  handler: async (ctx) => {
    const provider = priceProviderFromEnv();
    if (provider === null) return null;
    const today = new Date().toISOString().slice(0, 10);
    const symbols = await ctx.runQuery(internal.internal.investments.due, {
      today,
      limit: provider.perRun,
      refetchSameDay: provider.refetchSameDay,
    });
    for (const symbol of symbols) {
      const result = await provider.fetchClose(symbol);
      await ctx.runMutation(internal.internal.investments.store, {
        symbol,
        today,
        source: provider.source,
        ...(result.ok
          ? {
              close: {
                date: result.close.date,
                price: result.close.price,
                currency: result.close.currency,
              },
            }
          : { error: result.error }),
      });
    }
    return null;
  },
});
