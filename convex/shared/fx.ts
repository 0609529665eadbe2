/**
 * Converting plain amounts into one target currency with the user's stored rates, for the
 * advisor's pure rules. A missing rate converts to 0 and is remembered, so the caller can show
 * it as missing; it is never taken as 1:1.
 */
import type { CurrencyCode } from "./currencies";
import { convertAmount } from "./money";
import { findRate, type StoredRate } from "./rates";

export interface Fx {
  readonly currency: CurrencyCode;
  /** `amount` of `from` in the target currency; 0 (and listed in missing) without a rate. */
  into(amount: number, from: CurrencyCode): number;
  missing(): CurrencyCode[];
}

export function fxInto(rates: readonly StoredRate[], currency: CurrencyCode): Fx {
  const missing = new Set<CurrencyCode>();
  return {
    currency,
    into(amount, from) {
      const rate = findRate(rates, from, currency);
      if (rate === null) {
        missing.add(from);
        return 0;
      }
      return convertAmount(amount, from, currency, rate);
    },
    missing: () => [...missing].sort(),
  };
}
