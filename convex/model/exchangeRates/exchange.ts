/** Server side of currency conversion: reads the user's stored rates for one pair. */
import type { Id } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server.js";
import type { CurrencyCode } from "../../shared/currencies";
import { convertAmount } from "../../shared/money";
import { findRate, type StoredRate } from "../../shared/rates";
import { validatePositiveAmount } from "../../shared/validation";
import { ensure, fail } from "../errors";

interface RateCtx {
  db: QueryCtx["db"];
  ledgerKey: Id<"users">;
}

/** The stored rows for a pair in both directions (at most one each). */
async function pairRates(ctx: RateCtx, a: CurrencyCode, b: CurrencyCode): Promise<StoredRate[]> {
  const [direct, inverse] = await Promise.all(
    [
      [a, b],
      [b, a],
    ].map(([base, quote]) =>
      ctx.db
        .query("exchangeRates")
        .withIndex("by_user_pair", (q) =>
          q.eq("userId", ctx.ledgerKey).eq("base", base).eq("quote", quote),
        )
        .collect(),
    ),
  );
  return [...direct, ...inverse];
}

/** The rate from → to, or null when the user has none. */
export async function rateOf(
  ctx: RateCtx,
  from: CurrencyCode,
  to: CurrencyCode,
): Promise<number | null> {
  if (from === to) return 1;
  return findRate(await pairRates(ctx, from, to), from, to);
}

/** The rate from → to, or ConvexError MISSING_RATE. Never assumes 1 for a missing pair. */
export async function requireRate(
  ctx: RateCtx,
  from: CurrencyCode,
  to: CurrencyCode,
): Promise<number> {
  return (await rateOf(ctx, from, to)) ?? fail("MISSING_RATE", "currency");
}

export interface Converted {
  /** Positive minor units in the target currency. */
  amount: number;
  /** Set when a conversion happened: the positive amount entered and the rate used. */
  original?: { amount: number; currency: CurrencyCode; rate: number };
}

/** Converts a positive amount with a known rate; a result of 0 or beyond safe is refused. */
export function convertWithRate(
  amount: number,
  currency: CurrencyCode,
  target: CurrencyCode,
  rate: number,
): Converted {
  if (currency === target) return { amount };
  const converted = convertAmount(amount, currency, target, rate);
  // A tiny amount can round to nothing in the target currency: that is not a transaction.
  ensure(validatePositiveAmount(converted), "amount");
  return { amount: converted, original: { amount, currency, rate } };
}

/** Converts a positive amount entered in `currency` into `target` with the user's rate. */
export async function convertEntered(
  ctx: RateCtx,
  amount: number,
  currency: CurrencyCode,
  target: CurrencyCode,
): Promise<Converted> {
  if (currency === target) return { amount };
  return convertWithRate(amount, currency, target, await requireRate(ctx, currency, target));
}
