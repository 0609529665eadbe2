/**
 * Dates as bank files write them. The order of day, month and year is decided from the whole
 * column: "01/02/2026" alone is ambiguous, but a column that also holds "13/02/2026" is not.
 * When every order fits, the user chooses (the preview shows the candidates).
 */
export const DATE_ORDERS = ["ymd", "dmy", "mdy"] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  ene: 1,
  abr: 4,
  ago: 8,
  dic: 12,
  fev: 2,
  mai: 5,
  okt: 10,
  dez: 12,
};

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function fullYear(text: string): number {
  const year = Number(text);
  if (text.length > 2) return year;
  // Two-digit years (QIF's 1/15'04, CSV's 15.01.26): 70–99 are the 1900s, the rest this century.
  return year >= 70 ? 1900 + year : 2000 + year;
}

function valid(year: number, month: number, day: number): string | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < 1900 || year > 2200 || month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > days ? null : `${year}-${pad(month)}-${pad(day)}`;
}

function monthNumber(token: string): number {
  if (/^\d+$/.test(token)) return Number(token);
  return (
    MONTHS[token.toLowerCase().replace(/\.$/, "").slice(0, 4)] ??
    MONTHS[token.toLowerCase().slice(0, 3)] ??
    NaN
  );
}

/** Splits "2026-10-01", "1/15'04", "15.01.2026", "01 Oct 2026", "Oct 1, 2026", "20261001". */
function tokens(raw: string): string[] | null {
  const text = raw
    .trim()
    .replace(/T.*$/, "")
    .replace(/\s+\d{1,2}:\d{2}(:\d{2})?.*$/, "");
  if (/^\d{8}$/.test(text)) return [text.slice(0, 4), text.slice(4, 6), text.slice(6, 8)];
  const parts = text.split(/[\s/.\-',]+/).filter(Boolean);
  return parts.length === 3 ? parts : null;
}

export function parseDate(raw: string, order: DateOrder): string | null {
  const parts = tokens(raw);
  if (!parts) return null;
  const textMonth = parts.findIndex((p) => /^[a-zA-Z]/.test(p));
  if (textMonth >= 0) {
    // A month written as a word leaves one reading: the 4-digit (or last) token is the year.
    const numbers = parts.filter((_, i) => i !== textMonth);
    if (!numbers.every((p) => /^\d{1,4}$/.test(p))) return null;
    const yearFirst = numbers[0].length === 4;
    const year = fullYear(yearFirst ? numbers[0] : numbers[1]);
    const day = Number(yearFirst ? numbers[1] : numbers[0]);
    return valid(year, monthNumber(parts[textMonth]), day);
  }
  if (!parts.every((p) => /^\d{1,4}$/.test(p))) return null;
  const [a, b, c] = parts;
  if (order === "ymd") return a.length === 4 ? valid(Number(a), Number(b), Number(c)) : null;
  if (c.length === 1 || c.length === 3) return null;
  if (order === "dmy") return valid(fullYear(c), Number(b), Number(a));
  return valid(fullYear(c), Number(a), Number(b));
}

/**
 * The orders under which every value of the column that is a date at all is a real date.
 * Values that are no date in any order ("n/a", a typo) are shown as row problems instead.
 */
export function detectDateOrders(values: readonly string[]): DateOrder[] {
  const present = values.map((v) => v.trim()).filter((v) => v && looksLikeDate(v));
  if (present.length === 0) return [];
  return DATE_ORDERS.filter((order) => present.every((value) => parseDate(value, order) !== null));
}

/** True when a single value reads as a date in some order (used to find the date column). */
export function looksLikeDate(value: string): boolean {
  return DATE_ORDERS.some((order) => parseDate(value, order) !== null);
}
