/** The fields of a stored exchange rate, declared once for the schema and the API's view. */
import { v } from "convex/values";
import { vCurrency } from "../validators";

/** Per-user exchange rates: 1 `base` = `rate` `quote`. */
export const exchangeRateFields = v.object({
  userId: v.id("users"),
  base: vCurrency,
  quote: vCurrency,
  rate: v.number(),
  source: v.union(v.literal("manual"), v.literal("reference")),
  updatedAt: v.number(),
});

/** A pair and its rate as entered or fetched: 1 `base` = `rate` `quote`. */
export const ratePairFields = exchangeRateFields.pick("base", "quote", "rate").fields;

/** What storing fetched reference rates did: pairs stored, pairs left alone. */
export const vRateCounts = v.object({ stored: v.number(), skipped: v.number() });
