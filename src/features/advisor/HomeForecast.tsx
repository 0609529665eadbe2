import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { HomeCard } from "../../components/HomeCard";
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
    <HomeCard
      title={t("forecast.homeTitle")}
      link={{ to: "/advisor?tab=forecast", label: t("forecast.open") }}
      testId="home-forecast"
      loadingHeight={48}
    >
      {forecast && (
        <>
          <ForecastSummary forecast={forecast} compact />
          <Text size="xs" c="dimmed" mt={4}>
            {t("forecast.homeHint")}
          </Text>
        </>
      )}
    </HomeCard>
  );
}
