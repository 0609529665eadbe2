import { useMemo } from "react";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { toMajor } from "../../../convex/shared/money";
import { currencyDisplay, useFormatters } from "../../lib/format";

/**
 * Report-only formats built on the app's formatters (same locale): compact money for chart
 * axes ("$1.2K", "1,2 Tsd. €"), short months for axis ticks and long ones for tables. Tooltips
 * and tables use the full `money` format.
 */
export function useReportFormatters(currency: CurrencyCode) {
  const base = useFormatters();
  const { locale } = base;
  return useMemo(() => {
    // Three significant digits: "€2.85K" where the language abbreviates thousands, and
    // "2850 €" (not "2850,4 €") in German, which abbreviates only from a million.
    const compact = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: currencyDisplay(locale, currency),
      notation: "compact",
      maximumSignificantDigits: 3,
    });
    const shortMonth = new Intl.DateTimeFormat(locale, {
      month: "short",
      year: "2-digit",
      timeZone: "UTC",
    });
    const tableMonth = new Intl.DateTimeFormat(locale, {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    const longMonth = new Intl.DateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    const asDate = (key: string) => new Date(`${key}-01T00:00:00Z`);
    return {
      locale,
      /** Minor units in the report's currency, in full: "$1,234.56". */
      money: (minor: number) => base.money(minor, currency),
      compactMoney: (minor: number) => compact.format(toMajor(minor, currency)),
      /** "YYYY-MM" → "Mar 25" for axis ticks. */
      shortMonth: (key: string) => shortMonth.format(asDate(key)),
      /** "YYYY-MM" → "Mar 2025" for table rows: short enough for 360 px screens. */
      tableMonth: (key: string) => tableMonth.format(asDate(key)),
      /** "YYYY-MM" → "March 2025" for summaries and captions. */
      longMonth: (key: string) => longMonth.format(asDate(key)),
      /**
       * Two "YYYY-MM" keys → one span in the language's own style ("January – June 2025",
       * "2025年1月～6月"), or a single month when they are equal.
       */
      monthRange: (from: string, to: string) =>
        from === to
          ? longMonth.format(asDate(from))
          : longMonth.formatRange(asDate(from), asDate(to)),
      /** 0–1 → "42.5%". */
      share: (value: number) => percent.format(value),
    };
  }, [base, currency, locale]);
}
