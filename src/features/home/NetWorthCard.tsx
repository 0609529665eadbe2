import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAccountSummary } from "../../data/accounts";
import { MoneyText } from "../../components/MoneyText";

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Net worth, assets and liabilities in the display currency, live from the accounts. */
export function NetWorthCard() {
  const { t } = useTranslation("home");
  const summary = useAccountSummary();
  return (
    <Card withBorder padding="lg" radius="md" data-testid="home-net-worth">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{t("netWorth.title")}</Text>
        <Anchor component={Link} to="/accounts" size="sm">
          {t("netWorth.viewAccounts")}
        </Anchor>
      </Group>
      {summary === undefined ? (
        <Skeleton h={56} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Figure label={t("netWorth.net")}>
              <MoneyText
                amount={summary.net}
                currency={summary.displayCurrency}
                fz="xl"
                fw={700}
                ta="left"
              />
            </Figure>
            <Figure label={t("netWorth.assets")}>
              <MoneyText
                amount={summary.assets}
                currency={summary.displayCurrency}
                fz="lg"
                ta="left"
              />
            </Figure>
            <Figure label={t("netWorth.liabilities")}>
              <MoneyText
                amount={summary.liabilities}
                currency={summary.displayCurrency}
                fz="lg"
                ta="left"
              />
            </Figure>
          </SimpleGrid>
          {!summary.complete && (
            <Text size="xs" c="dimmed" mt="sm" data-testid="net-worth-missing">
              {t("netWorth.missingRates", {
                currencies: summary.missingRates.join(", "),
                currency: summary.displayCurrency,
              })}
            </Text>
          )}
        </>
      )}
    </Card>
  );
}
