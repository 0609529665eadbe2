import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { minorDigits } from "../../convex/shared/currencies";
import { toMajor } from "../../convex/shared/money";
import { addMonthsToKey } from "../../convex/shared/dates";
import type { Language } from "../../convex/shared/domain";
import { INTL_LOCALE } from "./language";

export function intlLocale(language: string): string {
  return INTL_LOCALE[language as Language] ?? language;
}

function currencySign(locale: string, currency: string, display: "symbol" | "narrowSymbol") {
  return new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: display })
    .formatToParts(1)
    .find((part) => part.type === "currency")?.value;
}

/**
 * The locale's own sign for the currency ("€"), or its code when the locale has none: es-MX
 * writes "EUR 4,762.96" where every other language shows "€". Then the narrow sign is used,
 * unless it is a bare "$", which in a peso or dollar country would read as the local money.
 */
export function currencyDisplay(locale: string, currency: string): "symbol" | "narrowSymbol" {
  if (currencySign(locale, currency, "symbol") !== currency) return "symbol";
  return currencySign(locale, currency, "narrowSymbol") === "$" ? "symbol" : "narrowSymbol";
}

/** Month keys, each the month after the one before. */
function isRun(keys: readonly string[]): boolean {
  return keys.every((key, i) => i === 0 || addMonthsToKey(keys[i - 1], 1) === key);
}

/**
 * Formatters per locale for the whole app: building an Intl formatter costs far more than
 * using one, and a ledger mounts dozens of rows that each format dates and amounts.
 */
const formattersByLocale = new Map<string, unknown>();
function cached<T>(locale: string, build: () => T): T {
  if (!formattersByLocale.has(locale)) formattersByLocale.set(locale, build());
  return formattersByLocale.get(locale) as T;
}

/**
 * The only place the UI formats money, numbers and dates: Intl in the current language, so
 * "1.234,56 €" in de and "¥1,235" in ja come out right without per-screen logic.
 */
export function useFormatters() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return cached(locale, () => {
    const moneyFormats = new Map<string, Intl.NumberFormat>();
    const moneyFormat = (currency: CurrencyCode, signDisplay: "auto" | "exceptZero") => {
      const key = `${currency}:${signDisplay}`;
      let format = moneyFormats.get(key);
      if (!format) {
        const digits = minorDigits(currency);
        format = new Intl.NumberFormat(locale, {
          style: "currency",
          currency,
          currencyDisplay: currencyDisplay(locale, currency),
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
          signDisplay,
        });
        moneyFormats.set(key, format);
      }
      return format;
    };
    const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    const dateTimeFormat = new Intl.DateTimeFormat(locale, {
      dateStyle: "medium",
      timeStyle: "short",
    });
    const monthFormat = new Intl.DateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    // A ledger shows the same few hundred days again and again while it scrolls.
    const dates = new Map<string, string>();
    const numberFormat = new Intl.NumberFormat(locale);
    const percentFormat = new Intl.NumberFormat(locale, {
      style: "percent",
      maximumFractionDigits: 0,
    });
    // Lists in the language's own words and marks: "a, b and c", "a、b、c" (never ", " in ja).
    const listFormat = new Intl.ListFormat(locale, { type: "conjunction" });
    const asMonth = (key: string) => new Date(`${key}-01T00:00:00Z`);
    const month = (key: string) => monthFormat.format(asMonth(key));
    return {
      locale,
      /** Minor units → "1.234,56 €"; `signed` adds "+" to positive amounts. */
      money: (amount: number, currency: CurrencyCode, signed = false) =>
        moneyFormat(currency, signed ? "exceptZero" : "auto").format(toMajor(amount, currency)),
      /** A calendar date "YYYY-MM-DD", shown without shifting by time zone. */
      date: (isoDate: string) => {
        let text = dates.get(isoDate);
        if (text === undefined) {
          if (dates.size > 5000) dates.clear();
          text = dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
          dates.set(isoDate, text);
        }
        return text;
      },
      /** An instant (ms since epoch) in the user's time zone. */
      dateTime: (epochMs: number) => dateTimeFormat.format(new Date(epochMs)),
      /** A month key "YYYY-MM" → "March 2025" / "März 2025" / "2025年3月". */
      month,
      /** Any list of names → "USD, EUR and GBP" / "USD、EUR、GBP". */
      list: (items: readonly string[]) => listFormat.format(items),
      /**
       * Month keys, oldest first → one span when they follow each other ("September – November
       * 2026", "2026年9月～11月"), otherwise the months as a list.
       */
      months: (keys: readonly string[]) =>
        keys.length > 1 && isRun(keys)
          ? monthFormat.formatRange(asMonth(keys[0]), asMonth(keys[keys.length - 1]))
          : listFormat.format(keys.map(month)),
      number: (value: number) => numberFormat.format(value),
      /** Whole percent from a whole-number percentage: 85 → "85 %" (de) / "85%" (en). */
      percent: (wholePercent: number) => percentFormat.format(wholePercent / 100),
    };
  });
}
