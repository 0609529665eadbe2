/**
 * Exact decimals for quantities (shares, units) and unit prices: a fixed-point integer of
 * 1e-8 units ("12.5" → 1_250_000_000). Input is a decimal string (exact) or a number (read
 * through its shortest decimal text, so 0.1 is 0.1). Products go through BigInt, so
 * quantity × price never loses a digit before the one rounding to minor units.
 */
import { type CurrencyCode, minorDigits } from "./currencies";

export const DECIMAL_PLACES = 8;
const SCALE = 10n ** BigInt(DECIMAL_PLACES);

/** A decimal string or number → fixed-point integer of 1e-8, or null when not a plain decimal. */
export function parseDecimal(input: string | number): number | null {
  const text = typeof input === "number" ? numberText(input) : input.trim();
  if (text === null) return null;
  const match = /^(-?)(\d+)(?:\.(\d{1,8}))?$/.exec(text);
  if (match === null) return null;
  const [, sign, whole, fraction = ""] = match;
  const scaled = BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMAL_PLACES, "0"));
  const value = Number(sign === "-" ? -scaled : scaled);
  return Number.isSafeInteger(value) ? value : null;
}

/** A finite number's plain decimal text ("1e-7" → "0.0000001"); null for NaN/Infinity. */
function numberText(value: number): string | null {
  if (!Number.isFinite(value)) return null;
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value
    .toFixed(DECIMAL_PLACES + 2)
    .replace(/0+$/, "")
    .replace(/\.$/, "");
}

/** Fixed-point 1e-8 → the shortest exact decimal string ("1250000000" → "12.5"). */
export function formatDecimal(fixed: number): string {
  const sign = fixed < 0 ? "-" : "";
  const digits = String(Math.abs(fixed)).padStart(DECIMAL_PLACES + 1, "0");
  const whole = digits.slice(0, -DECIMAL_PLACES);
  const fraction = digits.slice(-DECIMAL_PLACES).replace(/0+$/, "");
  return fraction === "" ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Rounds a/b half away from zero (b > 0). */
function divRound(a: bigint, b: bigint): bigint {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return negative ? -q : q;
}

/**
 * quantity × unit price (both 1e-8 fixed point, the price in major units of `currency`) → minor
 * units of `currency`, rounded half away from zero.
 */
export function marketValue(quantity: number, price: number, currency: CurrencyCode): number {
  const minor = 10n ** BigInt(minorDigits(currency));
  return Number(divRound(BigInt(quantity) * BigInt(price) * minor, SCALE * SCALE));
}

/** amount × part / whole, rounded half away from zero (average cost of the units sold). */
export function prorate(amount: number, part: number, whole: number): number {
  if (part === whole) return amount;
  return Number(divRound(BigInt(amount) * BigInt(part), BigInt(whole)));
}

/**
 * A decimal as a person typed it in their language ("12,5" in de, "1,234.5" in en) → the plain
 * "12.5" the API takes, with no float step; null when it is not a plain positive decimal.
 */
export function normalizeTypedDecimal(text: string, decimal: string, group: string): string | null {
  let clean = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (group !== decimal && !/^[\s\u00a0\u202f]$/.test(group)) clean = clean.split(group).join("");
  clean = clean.replace(decimal, ".");
  return parseDecimal(clean) === null || !/^\d/.test(clean) ? null : clean;
}
