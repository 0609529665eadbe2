import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { intlLocale } from "./format";

/**
 * Currency names and symbols in the current language, from Intl (CLDR data), so all 11
 * currencies read naturally in all 8 languages: "EUR · Euro (€)", "JPY · 日本円 (￥)".
 */
export function useCurrencyLabel() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  return useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: "currency" });
    return (code: CurrencyCode) =>
      `${code} · ${names.of(code) ?? code} (${currencySymbol(code, locale)})`;
  }, [locale]);
}

export function currencySymbol(code: CurrencyCode, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency: code }).formatToParts(
    0,
  );
  return parts.find((p) => p.type === "currency")?.value ?? code;
}
