/**
 * Reference rates fetched from a public API. The default source is open.er-api.com
 * (`RATES_API_URL`, default https://open.er-api.com/v6/latest/USD), which answers
 *   { "result": "success", "base_code": "USD", "rates": { "USD": 1, "EUR": 0.92, ... } }
 * meaning 1 base = rates[X] X. A Frankfurter-style answer { "base": "EUR", "rates": {...} }
 * (base left out of rates) is read the same way. From one base we derive every pair of the
 * 11 offered currencies, so any account currency converts to any display currency directly.
 */
import { CURRENCIES, isCurrencyCode, type CurrencyCode } from "../../shared/currencies";
import { isValidRate } from "../../shared/rates";

export const DEFAULT_RATES_API_URL = "https://open.er-api.com/v6/latest/USD";

export interface PairRate {
  base: CurrencyCode;
  quote: CurrencyCode;
  rate: number;
}

/** Rates per unit of the answer's base currency, or null for an answer we cannot read. */
export function parseRatesResponse(body: unknown): Map<CurrencyCode, number> | null {
  if (typeof body !== "object" || body === null) return null;
  const data = body as { result?: unknown; base_code?: unknown; base?: unknown; rates?: unknown };
  if (data.result !== undefined && data.result !== "success") return null;
  if (typeof data.rates !== "object" || data.rates === null) return null;
  const perBase = new Map<CurrencyCode, number>();
  const base = data.base_code ?? data.base;
  if (isCurrencyCode(base)) perBase.set(base, 1);
  for (const [code, rate] of Object.entries(data.rates)) {
    if (isCurrencyCode(code) && typeof rate === "number" && isValidRate(rate)) {
      perBase.set(code, rate);
    }
  }
  return perBase.size >= 2 ? perBase : null;
}

/** One rate per unordered pair, base listed first in CURRENCIES order (inverse is derived). */
export function crossRates(perBase: Map<CurrencyCode, number>): PairRate[] {
  const pairs: PairRate[] = [];
  CURRENCIES.forEach((base, i) => {
    for (const quote of CURRENCIES.slice(i + 1)) {
      const b = perBase.get(base);
      const q = perBase.get(quote);
      if (b !== undefined && q !== undefined) pairs.push({ base, quote, rate: q / b });
    }
  });
  return pairs;
}
