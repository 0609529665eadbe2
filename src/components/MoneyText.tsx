import { Text, type TextProps } from "@mantine/core";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { useFormatters } from "../lib/format";

/**
 * The colour an amount takes (the `data-sign` of `.pfa-amount`): red when negative, green
 * when positive and signed, none otherwise. For rows that draw an amount without MoneyText.
 */
export function amountSign(
  amount: number,
  signed = false,
  markNegative = true,
): "negative" | "positive" | undefined {
  if (amount < 0) return markNegative || signed ? "negative" : undefined;
  return amount > 0 && signed ? "positive" : undefined;
}

/**
 * A formatted amount with its sign (as Intl wrote it for the language) set apart: the app uses
 * tabular figures, and Inter's tabular hyphen is as wide as a digit, which read as "- $1,329.75".
 * The sign keeps proportional width, so it sits against the amount as the locale writes it.
 */
export function AmountWithSign({ text }: { text: string }) {
  const match = /^([-+\u2212])(.*)$/su.exec(text);
  if (!match) return text;
  return (
    <>
      <span className="pfa-sign">{match[1]}</span>
      {match[2]}
    </>
  );
}

interface MoneyTextProps extends TextProps {
  /** Minor units. */
  amount: number;
  currency: CurrencyCode;
  /** Show "+" on positive amounts and colour both signs (ledger rows). */
  signed?: boolean;
  /** Colour negative amounts even when not `signed` (balances). */
  markNegative?: boolean;
}

/**
 * An amount as users read it: locale format, tabular figures, right-aligned, negatives in red
 * with a real minus sign so they are clear without colour too.
 */
export function MoneyText({
  amount,
  currency,
  signed,
  markNegative = true,
  ...props
}: MoneyTextProps) {
  const { money } = useFormatters();
  return (
    <Text
      component="span"
      className="pfa-amount"
      data-sign={amountSign(amount, signed, markNegative)}
      {...props}
    >
      <AmountWithSign text={money(amount, currency, signed)} />
    </Text>
  );
}
