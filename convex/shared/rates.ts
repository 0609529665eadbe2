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

export function isValidRate(rate: number): boolean {
  return Number.isFinite(rate) && rate > 0;
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
