/**
 * Reading a date the user typed, in the forms the app shows dates in: ISO "2024-05-31", the
 * locale's numeric order (31.05.2024, 05/31/2024, 2024/5/31, 2024年5月31日) and the locale's
 * medium style with a month name ("Oct 1, 2026", "1 oct. 2026", "1 de out. de 2026",
 * "1 окт. 2026 г."), in the month names of the user's language or English. Anything else is
 * null, so the field can refuse it visibly instead of keeping another date.
 */
import { validateIsoDate } from "../../convex/shared/validation";

const monthNameCache = new Map<string, Map<string, number>>();

/** Lower-case, without dots or accents: "Okt." → "okt", "févr." → "fevr". */
function foldWord(word: string): string {
  return word.normalize("NFD").replace(/\p{M}/gu, "").replace(/\./g, "").toLocaleLowerCase();
}

/** Every long and short month name (formatting and stand-alone forms) → month 1…12. */
function monthNames(locale: string): Map<string, number> {
  const cached = monthNameCache.get(locale);
  if (cached) return cached;
  const names = new Map<string, number>();
  for (const lang of [locale, "en-US"]) {
    for (const month of ["long", "short"] as const) {
      const standalone = new Intl.DateTimeFormat(lang, { month, timeZone: "UTC" });
      const inDate = new Intl.DateTimeFormat(lang, { month, day: "numeric", timeZone: "UTC" });
      for (let m = 0; m < 12; m++) {
        const day = new Date(Date.UTC(2000, m, 15));
        names.set(foldWord(standalone.format(day)), m + 1);
        const part = inDate.formatToParts(day).find((p) => p.type === "month")?.value;
        if (part) names.set(foldWord(part), m + 1);
      }
    }
  }
  monthNameCache.set(locale, names);
  return names;
}

/** The order the locale writes numeric dates in, e.g. ["day", "month", "year"]. */
function numericOrder(locale: string): string[] {
  return new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(Date.UTC(2000, 0, 2)))
    .map((p) => p.type)
    .filter((type) => type === "year" || type === "month" || type === "day");
}

function toIso(year: number, month: number, day: number): string | null {
  const iso = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return year >= 1000 && validateIsoDate(iso) === null ? iso : null;
}

/** "YYYY-MM-DD" for what the user typed, or null when it is not a date in a known form. */
export function parseTypedDate(text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (validateIsoDate(trimmed) === null) return trimmed;
  const words = trimmed.split(/[\s,./\-年月日]+/u).filter(Boolean);
  const numbers: number[] = [];
  let month: number | undefined;
  const names = monthNames(locale);
  for (const word of words) {
    if (/^\d+$/.test(word)) {
      numbers.push(Number(word));
      continue;
    }
    const named = names.get(foldWord(word));
    if (named !== undefined && month === undefined) month = named;
    // Other words are the locale's fillers ("de", "г"); a second month name is not a date.
    else if (named !== undefined) return null;
  }
  if (month !== undefined) {
    if (numbers.length !== 2) return null;
    const yearFirst = numbers[0]! > 31;
    const [year, day] = yearFirst ? numbers : [numbers[1]!, numbers[0]!];
    return toIso(year!, month, day!);
  }
  if (numbers.length !== 3) return null;
  const value: Record<string, number> = {};
  numericOrder(locale).forEach((type, i) => (value[type] = numbers[i]!));
  // A four-digit first number is a year whatever the locale (2024/5/31 in any language).
  if (numbers[0]! > 999) return toIso(numbers[0]!, numbers[1]!, numbers[2]!);
  return toIso(value.year!, value.month!, value.day!);
}
