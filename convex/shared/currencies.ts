/** The 11 currencies the product offers, with their minor-unit digits (ISO 4217). */
export const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CNY",
  "MXN",
  "CAD",
  "AUD",
  "BRL",
  "CHF",
  "RUB",
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number];

export const DEFAULT_CURRENCY: CurrencyCode = "USD";

const ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(["JPY"]);

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

/** Number of digits after the decimal separator for a currency's minor unit. */
export function minorDigits(currency: CurrencyCode): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}
