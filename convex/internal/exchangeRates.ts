/** Writing fetched reference rates (exchangeRates.refreshReferenceRates fetches them). */
import { v } from "convex/values";
import { internalMutation } from "../_generated/server";
import { ratePairFields, vRateCounts } from "../model/exchangeRates/fields";
import { storeReferenceRate } from "../model/exchangeRates/storeRates";

/** Stores reference rates; a pair the user set by hand (either direction) is left alone. */
export const storeReferenceRates = internalMutation({
  args: {
    userId: v.id("users"),
    rates: v.array(v.object(ratePairFields)),
  },
  returns: vRateCounts,
  handler: async (ctx, { userId, rates }) => {
    let stored = 0;
    for (const pair of rates) {
      if (await storeReferenceRate(ctx, userId, pair)) stored += 1;
    }
    return { stored, skipped: rates.length - stored };
  },
});
