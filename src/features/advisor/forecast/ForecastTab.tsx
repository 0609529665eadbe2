import { Center, Group, Loader, SegmentedControl, Stack, Text } from "@mantine/core";
import { IconChartLine } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/Panel";
import { useForecast } from "../../../data/advisor";
import { FloorSettings } from "./FloorSettings";
import { ForecastSummary } from "./ForecastSummary";

// The chart library loads with the chart, not with the advisor page.
const ForecastChart = lazy(() => import("./ForecastChart"));
const SPANS = ["30", "90", "180", "365"] as const;

/** Advisor → Forecast: the chart, what it means, and each account's floor. */
export function ForecastTab() {
  const { t } = useTranslation("advisor");
  const [days, setDays] = useState<(typeof SPANS)[number]>("90");
  const forecast = useForecast(Number(days));
  return (
    <Stack gap="lg">
      <Panel title={t("forecast.title")} icon={IconChartLine} card testId="forecast">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t("forecast.description")}
            </Text>
            <SegmentedControl
              size="xs"
              value={days}
              onChange={(v) => setDays(v as (typeof SPANS)[number])}
              data={SPANS.map((d) => ({
                value: d,
                label: t("forecast.days", { count: Number(d) }),
              }))}
            />
          </Group>
          {forecast === undefined ? (
            <Center h={280}>
              <Loader size="sm" />
            </Center>
          ) : (
            <>
              <Suspense
                fallback={
                  <Center h={280}>
                    <Loader size="sm" />
                  </Center>
                }
              >
                <ForecastChart forecast={forecast} totalLabel={t("forecast.total")} />
              </Suspense>
              <ForecastSummary forecast={forecast} />
              {forecast.accounts.length === 0 && (
                <Text size="sm" c="dimmed">
                  {t("forecast.noAccounts")}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Panel>
      {forecast && forecast.accounts.length > 0 && (
        <Panel title={t("forecast.floors")} card>
          <FloorSettings forecast={forecast} />
        </Panel>
      )}
    </Stack>
  );
}
