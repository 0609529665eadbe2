/**
 * Amounts as banks write them: "1.234,56", "1,234.56", "-12.50", "(12.50)", "12.50-",
 * "1 234,56 €", "1'234.56". The decimal separator is decided once for the whole column, since a
 * single "1,234" cannot tell thousands from decimals on its own.
 */
export type DecimalSeparator = "." | ",";

/** The largest amount a file may carry, in minor units (matches the ledger's own maximum). */
export const MAX_IMPORT_AMOUNT = 1_000_000_000_000_000;

export type AmountResult =
  | { ok: true; minor: number }
  | { ok: false; code: "INVALID_AMOUNT" | "TOO_MANY_DECIMALS" | "AMOUNT_TOO_LARGE" };

function cleaned(text: string): string {
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
    const text = cleaned(raw);
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

/** One amount in minor units with `digits` decimals; parentheses and a trailing minus are negative. */
export function parseAmount(raw: string, decimal: DecimalSeparator, digits: number): AmountResult {
  let text = cleaned(raw);
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
  const parts = text.split(group).join("").split(decimal);
  if (parts.length > 2 || !/^\d+$/.test(parts[0] || "0") || parts[0] + (parts[1] ?? "") === "") {
    return { ok: false, code: "INVALID_AMOUNT" };
  }
  const whole = parts[0] || "0";
  let fraction = parts[1] ?? "";
  if (!/^\d*$/.test(fraction)) return { ok: false, code: "INVALID_AMOUNT" };
  if (fraction.length > digits) {
    if (/[^0]/.test(fraction.slice(digits))) return { ok: false, code: "TOO_MANY_DECIMALS" };
    fraction = fraction.slice(0, digits);
  }
  const minor = Number(whole + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(minor) || minor > MAX_IMPORT_AMOUNT) {
    return { ok: false, code: "AMOUNT_TOO_LARGE" };
  }
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}
