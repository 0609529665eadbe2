import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { minorDigits } from "../../convex/shared/currencies";
import {
  parseMoneyInput,
  separatorsFor,
  toMajor,
  type ParseResult,
} from "../../convex/shared/money";
import { intlLocale } from "./format";

/**
 * Turning typed text into minor units and back, in the current language. Forms keep the text
 * the user typed (so "1.234,5" is never rewritten under their fingers) and parse it only to
 * validate and submit; the parsing itself is convex/shared/money.ts, the same as the server's.
 */
export function useMoneyInputFormat() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const parse = useCallback(
    (text: string, currency: CurrencyCode): ParseResult => parseMoneyInput(text, currency, locale),
    [locale],
  );
  const toText = useCallback(
    (amount: number, currency: CurrencyCode) => {
      const digits = minorDigits(currency);
      // No grouping: the text goes back into an input where the user edits it.
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        useGrouping: false,
      }).format(toMajor(amount, currency));
    },
    [locale],
  );
  const example = useMemo(() => {
    const { decimal, group } = separatorsFor(locale);
    return (currency: CurrencyCode) =>
      minorDigits(currency) === 0 ? `1${group}234` : `1${group}234${decimal}56`;
  }, [locale]);
  return { locale, parse, toText, example };
}
