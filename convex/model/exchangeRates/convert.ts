/**
 * The one converter into the user's display currency, behind reports, budgets, the planner,
 * the advisor's rules and the accounts' net worth. It converts with the user's stored rates; a
 * currency without a rate converts to nothing and is listed in missingRates(), so the caller
 * shows the total as incomplete. A missing rate is never taken as 1:1.
 */
import type { Doc, Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import { type CurrencyCode, DEFAULT_CURRENCY } from "../../shared/currencies";
import { convertAmount } from "../../shared/money";
import { findRate, type StoredRate } from "../../shared/rates";

export interface ConvertCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
  /** The person asking (households): their display currency, not the household's key's. */
  personId?: Id<"users">;
}

export class Converter {
  /** Currencies met without a rate; a caller may add those a pure rule reported. */
  readonly missing = new Set<CurrencyCode>();

  constructor(
    readonly currency: CurrencyCode,
    readonly rates: readonly StoredRate[],
  ) {}

  /** `amount` of `from` in `to` (the display currency unless told), or null without a rate. */
  convert(amount: number, from: CurrencyCode, to: CurrencyCode = this.currency): number | null {
    const rate = findRate(this.rates, from, to);
    if (rate === null) {
      // Listed by the currency that is not the display one, which is what the UI asks a rate for.
      this.missing.add(from !== this.currency ? from : to);
      return null;
    }
    return convertAmount(amount, from, to, rate);
  }

  /** `amount` of `from` in the display currency; 0 (and listed as missing) without a rate. */
  into(amount: number, from: CurrencyCode): number {
    return this.convert(amount, from) ?? 0;
  }

  /** Sum of per-currency totals in the display currency; unconvertible currencies left out. */
  total(sums: ReadonlyMap<CurrencyCode, number> | undefined, to = this.currency): number {
    let result = 0;
    for (const [currency, amount] of sums ?? []) result += this.convert(amount, currency, to) ?? 0;
    return result;
  }

  /** The currencies that had no rate so far, sorted. */
  missingRates(): CurrencyCode[] {
    return [...this.missing].sort();
  }
}

export async function displayCurrencyOf(ctx: ConvertCtx): Promise<CurrencyCode> {
  const prefs = await ctx.db
    .query("userPreferences")
    .withIndex("by_user", (q) => q.eq("userId", ctx.personId ?? ctx.ledgerKey))
    .first();
  return prefs?.currency ?? DEFAULT_CURRENCY;
}

/** Every rate the household stored: at most one per ordered pair of the supported currencies. */
export async function ratesOf(
  ctx: { db: QueryCtx["db"] },
  userId: Id<"users">,
): Promise<Doc<"exchangeRates">[]> {
  return await ctx.db
    .query("exchangeRates")
    .withIndex("by_user_pair", (q) => q.eq("userId", userId))
    .collect();
}

/** A converter into the user's display currency with all their stored rates. */
export async function loadConverter(ctx: ConvertCtx): Promise<Converter> {
  const rates = await ratesOf(ctx, ctx.ledgerKey);
  return new Converter(await displayCurrencyOf(ctx), rates);
}
