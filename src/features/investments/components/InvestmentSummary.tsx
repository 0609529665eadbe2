import { Alert, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { InvestmentSummaryView } from "../../../data/investments";
import { useFormatters } from "../../../lib/format";

/** The account's value (cash plus holdings at market), its cash and its gains at a glance. */
export function InvestmentSummary({ summary }: { summary: InvestmentSummaryView }) {
  const { t } = useTranslation("investments");
  const { list } = useFormatters();
  const figures = [
    { key: "value", amount: summary.value },
    { key: "cash", amount: summary.cash },
    { key: "costBasis", amount: summary.costBasis },
    { key: "unrealizedGain", amount: summary.unrealizedGain, signed: true },
    { key: "realizedGain", amount: summary.realizedGain, signed: true },
    { key: "dividends", amount: summary.dividends },
  ] as const;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" data-testid="investment-summary">
        {figures.map((f) => (
          <Paper key={f.key} withBorder radius="md" p="sm" data-testid={`summary-${f.key}`}>
            <Text size="xs" c="dimmed">
              {t(`summary.${f.key}`)}
            </Text>
            <MoneyText
              amount={f.amount}
              currency={summary.currency}
              signed={"signed" in f}
              fw={700}
              size="lg"
            />
          </Paper>
        ))}
      </SimpleGrid>
      {summary.missingRates.length > 0 && (
        <Alert color="yellow" data-testid="investments-missing-rates">
          {t("missingRates", { currencies: list(summary.missingRates) })}
        </Alert>
      )}
      {summary.missingPrices.length > 0 && (
        <Alert color="yellow">{t("missingPrices", { symbols: list(summary.missingPrices) })}</Alert>
      )}
    </Stack>
  );
}
