import { useTranslation } from "react-i18next";
import { normalizeTypedDecimal } from "../../../convex/shared/decimal";
import { separatorsFor } from "../../../convex/shared/money";
import { intlLocale } from "../../lib/format";

/** Reads a typed quantity or price in the current language into the API's "12.5" form. */
export function useDecimalInput() {
  const { i18n } = useTranslation();
  const { decimal, group } = separatorsFor(intlLocale(i18n.language));
  return (text: string): string | null => normalizeTypedDecimal(text, decimal, group);
}

/** Whole days from a price's date to today ("YYYY-MM-DD" both). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An exact decimal string ("1234.5") shown in the current language ("1.234,5"), digit for digit. */
export function useDecimalText() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const { decimal } = separatorsFor(locale);
  const whole = new Intl.NumberFormat(locale);
  return (text: string): string => {
    const [int, fraction] = text.replace(/^-/, "").split(".");
    const sign = text.startsWith("-") ? "-" : "";
    const grouped = whole.format(BigInt(int));
    return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}${decimal}${fraction}`;
  };
}
