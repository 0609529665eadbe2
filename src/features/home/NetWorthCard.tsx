import { SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { useAccountSummary } from "../../data/accounts";
import { MoneyText } from "../../components/MoneyText";
import { HomeCard } from "../../components/HomeCard";
import { useFormatters } from "../../lib/format";

function Figure({ label, amount, currency, lead = false }: FigureProps) {
  return (
    <Stack gap={2} justify="flex-end">
      {label && (
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
      )}
      <MoneyText
        amount={amount}
        currency={currency}
        fz={lead ? "xl" : "lg"}
        fw={lead ? 700 : undefined}
        ta="left"
      />
    </Stack>
  );
}

interface FigureProps {
  /** None for the headline: the card's title already names it. */
  label?: string;
  amount: number;
  currency: CurrencyCode;
  /** The headline figure, larger and bolder than the two beside it. */
  lead?: boolean;
}

/** Net worth, assets and liabilities in the display currency, live from the accounts. */
export function NetWorthCard() {
  const { t } = useTranslation("home");
  const { list } = useFormatters();
  const summary = useAccountSummary();
  const currency = summary?.displayCurrency ?? "USD";
  return (
    <HomeCard
      title={t("netWorth.title")}
      link={{ to: "/accounts", label: t("netWorth.viewAccounts") }}
      testId="home-net-worth"
      loadingHeight={56}
    >
      {summary && (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure amount={summary.net} currency={currency} lead />
            <Figure label={t("netWorth.assets")} amount={summary.assets} currency={currency} />
            <Figure
              label={t("netWorth.liabilities")}
              amount={summary.liabilities}
              currency={currency}
            />
          </SimpleGrid>
          {!summary.complete && (
            <Text size="xs" c="dimmed" mt="sm" data-testid="net-worth-missing">
              {t("netWorth.missingRates", {
                currencies: list(summary.missingRates),
                currency: summary.displayCurrency,
              })}
            </Text>
          )}
        </>
      )}
    </HomeCard>
  );
}
