import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconArrowsExchange } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountSummary } from "../../../data/accounts";
import { SmallButton } from "../../../components/SmallButton";

interface SummaryCardProps {
  summary: AccountSummary;
  onOpenRates: () => void;
  /** Absent for a viewer, who reads the rates but adds none. */
  onAddRate?: (base: CurrencyCode, quote: CurrencyCode) => void;
}

/**
 * Net worth in the display currency and totals per currency. A currency without a rate is
 * named and left out (never counted 1:1), with a way to add the rate right there.
 */
export function SummaryCard({ summary, onOpenRates, onAddRate }: SummaryCardProps) {
  const { t } = useTranslation("accounts");
  const display = summary.displayCurrency;
  const multiCurrency =
    summary.byCurrency.length > 1 || summary.byCurrency.some((r) => r.currency !== display);
  return (
    <Paper withBorder radius="md" p="md" data-testid="net-worth-card">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text size="sm" c="dimmed" fw={500}>
            {summary.complete ? t("summary.netWorth") : t("summary.netWorthPartial")}
          </Text>
          <Title order={3} fz={28} data-testid="net-worth">
            <MoneyText amount={summary.net} currency={display} inherit />
          </Title>
        </Stack>
        <SmallButton variant="light" icon={IconArrowsExchange} onClick={onOpenRates}>
          {t("summary.rates")}
        </SmallButton>
      </Group>
      <SimpleGrid cols={2} spacing="sm" mt="sm" maw={420}>
        <Figure label={t("summary.assets")} amount={summary.assets} currency={display} />
        <Figure label={t("summary.liabilities")} amount={summary.liabilities} currency={display} />
      </SimpleGrid>
      {!summary.complete && (
        <Alert
          mt="md"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t("summary.missingTitle")}
          data-testid="missing-rates"
        >
          <Stack gap={6}>
            <Text size="sm">{t("summary.missingBody", { currency: display })}</Text>
            {summary.missingRates.map((currency) => (
              <Group key={currency} justify="space-between" gap="xs" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {t("summary.missingRate", { from: currency, to: display })}
                </Text>
                {onAddRate && (
                  <Button
                    size="compact-sm"
                    variant="white"
                    color="yellow"
                    onClick={() => onAddRate(currency, display)}
                  >
                    {t("summary.addRate")}
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
      {multiCurrency && (
        <Stack gap={4} mt="md" component="section" aria-label={t("summary.byCurrency")}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t("summary.byCurrency")}
          </Text>
          {summary.byCurrency.map((row) => (
            <Group
              key={row.currency}
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="currency-total"
            >
              <Text size="sm">
                {row.currency}{" "}
                <Text span size="xs" c="dimmed">
                  {t("summary.accounts", { count: row.accountCount })}
                </Text>
              </Text>
              <MoneyText amount={row.net} currency={row.currency} size="sm" fw={500} />
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function Figure({
  label,
  amount,
  currency,
}: {
  label: string;
  amount: number;
  currency: CurrencyCode;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <MoneyText
        amount={amount}
        currency={currency}
        size="sm"
        fw={600}
        style={{ textAlign: "left" }}
      />
    </Stack>
  );
}
