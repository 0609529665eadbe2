import { Text, type TextProps } from "@mantine/core";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { useFormatters } from "../lib/format";

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
  const sign = amount < 0 ? "negative" : amount > 0 && signed ? "positive" : "zero";
  const colour = sign === "negative" ? markNegative || signed : sign === "positive";
  return (
    <Text component="span" className="pfa-amount" data-sign={colour ? sign : undefined} {...props}>
      {money(amount, currency, signed)}
    </Text>
  );
}
