/**
 * The user's exchange rates: "1 base = rate quote". Rates the user types are "manual";
 * refreshReferenceRates adds "reference" rates and never overwrites a manual one. Lookups use
 * a pair directly or inverted (shared/rates.ts); a missing rate is never treated as 1.
 */
import { systemFields } from "convex-helpers/validators";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import { env } from "./_generated/server";
import { userAction, userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import {
  crossRates,
  DEFAULT_RATES_API_URL,
  parseRatesResponse,
} from "./model/exchangeRates/referenceRates";
import { exchangeRateFields, ratePairFields, vRateCounts } from "./model/exchangeRates/fields";
import { ratesOf } from "./model/exchangeRates/convert";
import { checkRatePair, removeRate, setManualRate } from "./model/exchangeRates/rateInput";
import { fail } from "./model/errors";

const vRate = exchangeRateFields.omit("userId").extend(systemFields("exchangeRates"));

export const list = userQuery({
  args: {},
  returns: v.array(vRate),
  handler: async (ctx) => {
    const rows = await ratesOf(ctx, ctx.ledgerKey);
    return rows.map(({ userId: _userId, ...row }) => row);
  },
});

/** Sets the user's own rate for a pair (a manual rate replaces a reference one). */
export const upsert = userMutation({
  args: ratePairFields,
  returns: v.id("exchangeRates"),
  handler: async (ctx, { base, quote, rate }) => {
    checkRatePair(base, quote, rate);
    return await setManualRate(ctx, ctx.ledgerKey, { base, quote, rate });
  },
});

export const remove = userMutation({
  args: { id: v.id("exchangeRates") },
  returns: v.null(),
  handler: async (ctx, { id }) => {
    await getOwned(ctx, "exchangeRates", id);
    await removeRate(ctx, id);
    return null;
  },
});

/**
 * Fetches reference rates and stores them for the caller. Any network or format failure is
 * ConvexError RATES_UNAVAILABLE, so the UI can say "could not refresh, stored rates kept".
 */
export const refreshReferenceRates = userAction({
  args: {},
  returns: vRateCounts,
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
    return await ctx.runMutation(internal.internal.exchangeRates.storeReferenceRates, {
      userId: ctx.ledgerKey,
      rates: crossRates(perBase),
    });
  },
});
