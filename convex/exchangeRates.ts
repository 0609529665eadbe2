/**
 * The user's exchange rates: "1 base = rate quote". Rates the user types are "manual";
 * refreshReferenceRates adds "reference" rates and never overwrites a manual one. Lookups use
 * a pair directly or inverted (shared/rates.ts); a missing rate is never treated as 1.
 */
import { systemFields } from "convex-helpers/validators";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { env, internalMutation, type MutationCtx } from "./_generated/server";
import { userAction, userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import {
  crossRates,
  DEFAULT_RATES_API_URL,
  parseRatesResponse,
  type PairRate,
} from "./model/currency/referenceRates";
import { exchangeRateFields } from "./model/currency/fields";
import { checkRatePair, findPair } from "./model/currency/rateInput";
import { isValidRate } from "./shared/rates";
import { fail } from "./model/errors";

const vRate = exchangeRateFields.omit("userId").extend(systemFields("exchangeRates"));
/** A pair and its rate as entered or fetched: 1 `base` = `rate` `quote`. */
const pairFields = exchangeRateFields.pick("base", "quote", "rate").fields;

export const list = userQuery({
  args: {},
  returns: v.array(vRate),
  handler: async (ctx) => {
    const rows = await ctx.db
      .query("exchangeRates")
      .withIndex("by_user_pair", (q) => q.eq("userId", ctx.ledgerKey))
      .collect();
    return rows.map(({ userId: _userId, ...row }) => row);
  },
});

/** Sets the user's own rate for a pair (a manual rate replaces a reference one). */
export const upsert = userMutation({
  args: pairFields,
  returns: v.id("exchangeRates"),
  handler: async (ctx, { base, quote, rate }) => {
    checkRatePair(base, quote, rate);
    const fields = { rate, source: "manual" as const, updatedAt: Date.now() };
    const existing = await findPair(ctx, ctx.ledgerKey, base, quote);
    if (existing !== null) {
      await ctx.db.patch("exchangeRates", existing._id, fields);
      return existing._id;
    }
    return await ctx.db.insert("exchangeRates", { userId: ctx.ledgerKey, base, quote, ...fields });
  },
});

export const remove = userMutation({
  args: { id: v.id("exchangeRates") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "exchangeRates", id);
    await ctx.db.delete("exchangeRates", id);
    return null;
  },
});

const vCounts = v.object({ stored: v.number(), skipped: v.number() });

/**
 * Fetches reference rates and stores them for the caller. Any network or format failure is
 * ConvexError RATES_UNAVAILABLE, so the UI can say "could not refresh, stored rates kept".
 */
export const refreshReferenceRates = userAction({
  args: {},
  returns: vCounts,
  handler: async (ctx): Promise<{ stored: number; skipped: number }> => {
    // Each refresh is a fetch from the upstream API: limited per user.
    await ctx.runMutation(internal.internal.throttle.consumeForUser, {
      name: "rateRefresh",
      userId: ctx.ledgerKey,
    });
    const url = env.RATES_API_URL ?? DEFAULT_RATES_API_URL;
    let body: unknown;
    try {
      const response = await fetch(url, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      body = await response.json();
    } catch {
      fail("RATES_UNAVAILABLE");
    }
    const perBase = parseRatesResponse(body);
    if (perBase === null) fail("RATES_UNAVAILABLE");
    return await ctx.runMutation(internal.exchangeRates.storeReferenceRates, {
      userId: ctx.ledgerKey,
      rates: crossRates(perBase),
    });
  },
});

/** Stores reference rates; a pair the user set by hand (either direction) is left alone. */
export const storeReferenceRates = internalMutation({
  args: {
    userId: v.id("users"),
    rates: v.array(v.object(pairFields)),
  },
  returns: vCounts,
  handler: async (ctx, { userId, rates }) => {
    let stored = 0;
    for (const pair of rates) {
      if (await storeOne(ctx, userId, pair)) stored += 1;
    }
    return { stored, skipped: rates.length - stored };
  },
});

async function storeOne(ctx: MutationCtx, userId: Id<"users">, pair: PairRate): Promise<boolean> {
  if (!isValidRate(pair.rate) || pair.base === pair.quote) return false;
  const direct = await findPair(ctx, userId, pair.base, pair.quote);
  const inverse = await findPair(ctx, userId, pair.quote, pair.base);
  if (direct?.source === "manual" || inverse?.source === "manual") return false;
  const fields = { rate: pair.rate, source: "reference" as const, updatedAt: Date.now() };
  if (direct !== null) await ctx.db.patch("exchangeRates", direct._id, fields);
  else
    await ctx.db.insert("exchangeRates", { userId, base: pair.base, quote: pair.quote, ...fields });
  // A stale reference row in the other direction would only add rounding; drop it.
  if (inverse !== null) await ctx.db.delete("exchangeRates", inverse._id);
  return true;
}
