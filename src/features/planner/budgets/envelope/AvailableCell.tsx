import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import { AmountWithSign } from "../../../../components/MoneyText";
import { useFormatters } from "../../../../lib/format";

/**
 * Available, coloured by state: overspent (red, said in words too), underfunded for its
 * target (amber; the row's target bar says by how much), money left (green), nothing (plain).
 */
export function AvailableCell(props: {
  available: number;
  underfunded: number;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const { available, underfunded, currency } = props;
  const state =
    available < 0
      ? "overspent"
      : underfunded > 0
        ? "underfunded"
        : available > 0
          ? "funded"
          : "zero";
  const color = { overspent: "red", underfunded: "yellow", funded: "teal", zero: "gray" }[state];
  return (
    <Stack gap={0} align="flex-end">
      <Text
        component="span"
        className="pfa-amount"
        fw={650}
        size="sm"
        px={{ base: 5, xs: 8 }}
        py={2}
        bg={`var(--mantine-color-${color}-light)`}
        c={`var(--mantine-color-${color}-light-color)`}
        style={{ borderRadius: 999, whiteSpace: "nowrap" }}
        data-state={state}
        data-testid="envelope-available"
      >
        <AmountWithSign text={money(available, currency)} />
      </Text>
      {state === "overspent" && (
        <Text size="xs" c="red" ta="right">
          {t("envelope.overspent")}
        </Text>
      )}
      {/* What a target still wants is said under the category's name (TargetBar). */}
    </Stack>
  );
}
