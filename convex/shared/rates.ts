/**
 * Exchange-rate lookup shared by the server and the UI. A stored rate reads "1 `base` =
 * `rate` `quote`"; a pair can be used directly or inverted. A missing rate is reported as
 * missing (null) and never replaced by 1.
 */
import type { CurrencyCode } from "./currencies";

export interface StoredRate {
  base: CurrencyCode;
  quote: CurrencyCode;
  rate: number;
  source: "manual" | "reference";
}

/**
 * The range a rate must be in. Real rates between the offered currencies stay within about
 * 1e-4…1e4; a bound keeps a typo or a broken upstream answer (1e308) from turning a net worth
 * into Infinity, and with amounts capped at MAX_AMOUNT every converted total stays finite.
 */
export const MIN_RATE = 1e-6;
export const MAX_RATE = 1e6;

/** A finite rate within MIN_RATE…MAX_RATE; anything else is refused (INVALID_RATE) or ignored. */
export function isValidRate(rate: number): boolean {
  return Number.isFinite(rate) && rate >= MIN_RATE && rate <= MAX_RATE;
}

/**
 * The rate converting `from` into `to`, or null when none is stored. A rate the user typed
 * ("manual") wins over a fetched reference rate; at equal source a direct pair wins over an
 * inverted one, because inverting adds rounding.
 */
export function findRate(
  rates: readonly StoredRate[],
  from: CurrencyCode,
  to: CurrencyCode,
): number | null {
  if (from === to) return 1;
  let best: { rate: number; score: number } | null = null;
  for (const r of rates) {
    const direct = r.base === from && r.quote === to;
    const inverse = r.base === to && r.quote === from;
    if ((!direct && !inverse) || !isValidRate(r.rate)) continue;
    const score = (r.source === "manual" ? 2 : 0) + (direct ? 1 : 0);
    if (best === null || score > best.score) {
      best = { rate: direct ? r.rate : 1 / r.rate, score };
    }
  }
  return best?.rate ?? null;
}
