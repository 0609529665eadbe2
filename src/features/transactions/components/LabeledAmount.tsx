import { Group, Stack, Text } from "@mantine/core";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyText } from "../../../components/MoneyText";

interface Props {
  label: string;
  /** Nothing is shown beside the label until it is known. */
  amount: number | null | undefined;
  currency: CurrencyCode;
  /**
   * "line": label and figure on one line (the dialog); "stacked": a small dimmed label above
   * the figure (the register's bar); "total": one small bold line (the sidebar's total).
   */
  look: "line" | "stacked" | "total";
  /** A colour for the figure (the reconcile difference: zero or not). */
  color?: string;
  /** Read out when it changes (the difference, while rows are ticked). */
  live?: boolean;
  testId: string;
}

/** A labelled amount in the ledger's side panels: the reconcile figures and the sidebar's total. */
export function LabeledAmount({ label, amount, currency, look, color, live, testId }: Props) {
  const small = look !== "line";
  const caption = (
    <Text
      size={small ? "xs" : "sm"}
      c={look === "stacked" ? "dimmed" : undefined}
      fw={look === "total" ? 600 : undefined}
    >
      {label}
    </Text>
  );
  const figure = amount !== null && amount !== undefined && (
    <MoneyText
      amount={amount}
      currency={currency}
      size={look === "total" ? "xs" : "sm"}
      fw={600}
      c={color}
      data-testid={testId}
    />
  );
  if (look === "stacked") {
    return (
      <Stack gap={0} aria-live={live ? "polite" : undefined}>
        {caption}
        {figure}
      </Stack>
    );
  }
  return (
    <Group justify="space-between" wrap={look === "total" ? "nowrap" : undefined}>
      {caption}
      {figure}
    </Group>
  );
}
