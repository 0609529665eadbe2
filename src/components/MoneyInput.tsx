import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { currencySymbol } from "../lib/currencyLabels";
import { useMoneyInputFormat } from "../lib/moneyInput";

interface MoneyInputProps extends Omit<TextInputProps, "value" | "onChange" | "leftSection"> {
  /** The text as typed; parse it with useMoneyInputFormat().parse. */
  value?: string;
  onChange?: (text: string) => void;
  currency: CurrencyCode;
  /** Off where the amount is read in more than one currency (each row's own). */
  withSymbol?: boolean;
}

/**
 * An amount field that reads numbers the way the user writes them: "1.234,56" in German,
 * "1,234.56" in English. It keeps the typed text; the form parses and validates it so a bad
 * value is reported and never sent.
 */
export function MoneyInput({
  value = "",
  onChange,
  currency,
  withSymbol = true,
  ...props
}: MoneyInputProps) {
  const { i18n } = useTranslation();
  const { locale, example } = useMoneyInputFormat();
  const symbol = currencySymbol(currency, locale);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      placeholder={example(currency)}
      lang={i18n.language}
      value={value}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      leftSection={withSymbol ? <span aria-hidden="true">{symbol}</span> : undefined}
      leftSectionWidth={withSymbol ? Math.max(36, symbol.length * 9 + 18) : undefined}
      styles={{ input: { fontVariantNumeric: "tabular-nums", textAlign: "right" } }}
      {...props}
    />
  );
}
