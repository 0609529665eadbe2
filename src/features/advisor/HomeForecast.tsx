import { Anchor, Card, Group, Skeleton, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useForecast } from "../../data/advisor";
import { ForecastSummary } from "./forecast/ForecastSummary";

/**
 * Home's forecast card: the next 90 days' lowest point and what is safe to spend until payday,
 * with a link to the full forecast. Exported for the app shell to place on Home.
 */
export default function HomeForecast() {
  const { t } = useTranslation("advisor");
  const forecast = useForecast(90);
  if (forecast !== undefined && forecast.accounts.length === 0) return null;
  return (
    <Card withBorder radius="md" p="md" data-testid="home-forecast">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5">
          {t("forecast.homeTitle")}
        </Title>
        <Anchor component={Link} to="/advisor?tab=forecast" size="sm">
          {t("forecast.open")}
        </Anchor>
      </Group>
      {forecast === undefined ? (
        <Skeleton h={48} radius="md" />
      ) : (
        <>
          <ForecastSummary forecast={forecast} compact />
          <Text size="xs" c="dimmed" mt={4}>
            {t("forecast.homeHint")}
          </Text>
        </>
      )}
    </Card>
  );
}
