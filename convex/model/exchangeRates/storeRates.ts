/** Storing fetched reference rates beside the user's own (manual rates always win). */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { isValidRate } from "../../shared/rates";
import { findPair } from "./rateInput";
import type { PairRate } from "./referenceRates";

/** Stores one reference rate; false when it is invalid or the user set the pair by hand. */
export async function storeReferenceRate(
  ctx: MutationCtx,
  userId: Id<"users">,
  pair: PairRate,
): Promise<boolean> {
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
