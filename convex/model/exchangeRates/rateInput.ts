/** A rate the user (or a restored backup) sets: two different currencies, a sane rate. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import type { CurrencyCode } from "../../shared/currencies";
import { isValidRate } from "../../shared/rates";
import { fail } from "../errors";

export function checkRatePair(base: CurrencyCode, quote: CurrencyCode, rate: number): void {
  if (base === quote) fail("INVALID_CURRENCY", "quote");
  if (!isValidRate(rate)) fail("INVALID_RATE", "rate");
}

export async function findPair(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
  base: CurrencyCode,
  quote: CurrencyCode,
) {
  return await ctx.db
    .query("exchangeRates")
    .withIndex("by_user_pair", (q) => q.eq("userId", userId).eq("base", base).eq("quote", quote))
    .first();
}
