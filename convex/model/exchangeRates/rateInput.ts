/** A rate the user (or a restored backup) sets: its checks, and keeping or deleting it. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
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

/** Sets the household's own rate for the pair; a manual rate replaces a reference one. */
export async function setManualRate(
  ctx: { db: MutationCtx["db"] },
  userId: Id<"users">,
  pair: { base: CurrencyCode; quote: CurrencyCode; rate: number },
): Promise<Id<"exchangeRates">> {
  const { base, quote, rate } = pair;
  const fields = { rate, source: "manual" as const, updatedAt: Date.now() };
  const existing = await findPair(ctx, userId, base, quote);
  if (existing !== null) {
    await ctx.db.patch("exchangeRates", existing._id, fields);
    return existing._id;
  }
  return await ctx.db.insert("exchangeRates", { userId, base, quote, ...fields });
}

/** Deletes one stored rate (its owner checked by the caller). */
export async function removeRate(
  ctx: { db: MutationCtx["db"] },
  id: Id<"exchangeRates">,
): Promise<void> {
  await ctx.db.delete("exchangeRates", id);
}
