import { type CurrencyCode, minorDigits } from "./currencies";

/**
 * The largest amount, in minor units, of one transaction, balance, monthly rollup total,
 * budget or plan: 10^15 (ten trillion dollars or euros, a quadrillion yen), far above any
 * real fortune. Writes that would go past it are refused with AMOUNT_TOO_LARGE. It keeps the
 * arithmetic exact: 9 × MAX_AMOUNT < 2^53, so the sum or difference of stored totals (a
 * balance and a transaction, income − expense of a month) always stays a safe integer, where
 * an unbounded total (2^53 − 1 + 2) silently lost a unit.
 */
export const MAX_AMOUNT = 10 ** 15;

export type ParseResult =
  { ok: true; value: number } | { ok: false; code: "INVALID_AMOUNT" | "AMOUNT_TOO_LARGE" };

/** An integer amount within ±MAX_AMOUNT. */
export function isWithinMaxAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && Math.abs(amount) <= MAX_AMOUNT;
}

/** `-0` is stored as 0: a negative zero would print as "−0.00" and compare oddly in sorts. */
export function normalizeAmount(amount: number): number {
  return amount === 0 ? 0 : amount;
}

/** Decimal and group separators of a locale, read from Intl so they match what users see. */
export function separatorsFor(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
  const group = parts.find((p) => p.type === "group")?.value ?? ",";
  return { decimal, group };
}

/**
 * Parses what a user typed ("1.234,56" in de, "1,234.56" in en, "-12.5") into minor units.
 * Rejects empty input, letters and too many decimals for the currency (INVALID_AMOUNT) and
 * amounts beyond MAX_AMOUNT (AMOUNT_TOO_LARGE).
 */
export function parseMoneyInput(
  input: string,
  currency: CurrencyCode,
  locale: string,
): ParseResult {
  const fail = { ok: false, code: "INVALID_AMOUNT" } as const;
  const { decimal, group } = separatorsFor(locale);
  let text = input.trim().replace(/[\s\u00a0\u202f]/g, "");
  let negative = false;
  if (text.startsWith("-") || text.startsWith("\u2212")) {
    negative = true;
    text = text.slice(1);
  }
  const normalized = normalizeDigits(text, decimal, group);
  if (normalized === null) return fail;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(normalized);
  if (!match) return fail;
  const fraction = match[2] ?? "";
  const digits = minorDigits(currency);
  if (fraction.length > digits) return fail;
  return toMinorUnits(match[1], fraction, digits, negative);
}

/**
 * The one step every parser ends with: digit strings of the whole and (at most `digits`)
 * fraction part → signed minor units, refused beyond MAX_AMOUNT. A "-0" is 0.
 */
function toMinorUnits(
  whole: string,
  fraction: string,
  digits: number,
  negative: boolean,
): ParseResult {
  const units = Number((whole || "0") + fraction.padEnd(digits, "0"));
  if (!(units <= MAX_AMOUNT)) return { ok: false, code: "AMOUNT_TOO_LARGE" };
  return { ok: true, value: negative && units !== 0 ? -units : units };
}

/** Parses a typed decimal such as a rate ("1,085" in de, "1.085" in en); null unless > 0. */
export function parseDecimalInput(text: string, locale: string): number | null {
  const { decimal, group } = separatorsFor(locale);
  let clean = text.trim().replace(/[\s\u00a0\u202f]/g, "");
  if (group !== decimal && !/^[\s\u00a0\u202f]$/.test(group)) clean = clean.split(group).join("");
  clean = clean.replace(decimal, ".");
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const value = Number(clean);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Removes optional group separators (each group exactly 3 digits) and turns the locale's
 * decimal separator into ".". Returns null for text that is not a well-formed number.
 */
function normalizeDigits(text: string, decimal: string, group: string): string | null {
  if (text === "") return null;
  const parts = text.split(decimal);
  if (parts.length > 2) return null;
  let [intPart] = parts;
  const fraction = parts[1];
  // Spaces are already stripped, so a space-like group separator needs no handling here.
  const isSpaceGroup = /^[\s\u00a0\u202f]$/.test(group);
  if (!isSpaceGroup && group !== decimal && intPart.includes(group)) {
    const chunks = intPart.split(group);
    if (chunks[0] === "" || chunks.slice(1).some((c) => c.length !== 3)) return null;
    intPart = chunks.join("");
  }
  if (intPart === "") intPart = "0";
  return fraction === undefined ? intPart : `${intPart}.${fraction}`;
}

/**
 * Amounts as banks write them in statements: "1.234,56", "1,234.56", "-12.50", "(12.50)",
 * "12.50-", "1 234,56 €", "1'234.56". The decimal separator is decided once for the whole
 * column (detectDecimalSeparator), since a single "1,234" cannot tell thousands from decimals.
 */
export type DecimalSeparator = "." | ",";

export type StatementAmountResult = ParseResult | { ok: false; code: "TOO_MANY_DECIMALS" };

/** Spaces, apostrophes and currency signs or codes dropped: only digits, separators and signs. */
function statementDigits(text: string): string {
  return text.replace(/[\s\u00a0\u202f'’]/g, "").replace(/[^\d.,()+\-\u2212]/g, "");
}

/** Votes over a column: a value with both separators, or one with 1, 2 or 4+ digits after it. */
export function detectDecimalSeparator(values: readonly string[]): {
  decimal: DecimalSeparator;
  certain: boolean;
} {
  let dot = 0;
  let comma = 0;
  for (const raw of values) {
    const text = statementDigits(raw);
    const lastDot = text.lastIndexOf(".");
    const lastComma = text.lastIndexOf(",");
    if (lastDot >= 0 && lastComma >= 0) {
      if (lastDot > lastComma) dot++;
      else comma++;
      continue;
    }
    const index = Math.max(lastDot, lastComma);
    if (index < 0) continue;
    const separator = text[index];
    const occurrences = text.split(separator).length - 1;
    const after = text.slice(index + 1).replace(/[^\d]/g, "").length;
    if (occurrences > 1) {
      if (separator === ".") comma++;
      else dot++;
    } else if (after !== 3) {
      if (separator === ".") dot++;
      else comma++;
    }
  }
  if (comma > dot) return { decimal: ",", certain: dot === 0 };
  return { decimal: ".", certain: comma === 0 && dot > 0 };
}

/**
 * One statement amount in minor units with `digits` decimals; parentheses and a trailing minus
 * are negative. Zeros beyond `digits` are dropped ("1.500"), other extra decimals refused
 * (TOO_MANY_DECIMALS); the cap is MAX_AMOUNT, as for typed amounts.
 */
export function parseStatementAmount(
  raw: string,
  decimal: DecimalSeparator,
  digits: number,
): StatementAmountResult {
  const fail = { ok: false, code: "INVALID_AMOUNT" } as const;
  let text = statementDigits(raw);
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^[-\u2212+]/.test(text)) {
    negative = text[0] !== "+";
    text = text.slice(1);
  } else if (/[-\u2212]$/.test(text)) {
    negative = true;
    text = text.slice(0, -1);
  }
  const group = decimal === "." ? "," : ".";
  const [whole, fraction = "", ...rest] = text.split(group).join("").split(decimal);
  if (rest.length > 0 || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return fail;
  if (whole + fraction === "") return fail;
  if (fraction.length > digits && /[^0]/.test(fraction.slice(digits))) {
    return { ok: false, code: "TOO_MANY_DECIMALS" };
  }
  return toMinorUnits(whole, fraction.slice(0, digits), digits, negative);
}

/** Whole major units → minor units of a currency (50 EUR → 5000, 50 JPY → 50). */
export function fromMajor(major: number, currency: CurrencyCode): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/**
 * Minor units → an exact plain decimal string in major units: "1234.50", "-0.05", "1234" (JPY).
 * No floating-point steps, so it is safe for files (CSV, exports) read back by other programs.
 */
export function toDecimalString(minor: number, currency: CurrencyCode): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(Math.trunc(minor))).padStart(digits + 1, "0");
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Minor units → major units as a number, for Intl formatting only. */
export function toMajor(amount: number, currency: CurrencyCode): number {
  return amount / 10 ** minorDigits(currency);
}

/** The one rule for a stored amount: a safe integer of minor units (no fractions, no overflow). */
export function isValidAmount(amount: number): boolean {
  return Number.isSafeInteger(amount);
}

/**
 * Converts minor units between currencies with a rate "1 unit of `from` = rate units of `to`".
 * Rounds half away from zero to the target's minor unit.
 */
export function convertAmount(
  amount: number,
  from: CurrencyCode,
  to: CurrencyCode,
  rate: number,
): number {
  if (from === to) return amount;
  if (!(rate > 0) || !Number.isFinite(rate)) throw new RangeError("invalid rate");
  const major = toMajor(amount, from) * rate;
  const scaled = major * 10 ** minorDigits(to);
  const rounded =
    Math.sign(scaled) * Math.round(Math.abs(scaled) + Number.EPSILON * Math.abs(scaled));
  return rounded === 0 ? 0 : rounded;
}
