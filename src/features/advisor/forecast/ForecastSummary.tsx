import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { Forecast } from "../../../data/advisor";
import { useFormatters } from "../../../lib/format";

/** Days from one "YYYY-MM-DD" to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * What the forecast says in words: where the money dips lowest (and which account, before
 * which income), what is safe to spend until payday, and how far off last month's was.
 */
export function ForecastSummary({
  forecast,
  compact = false,
}: {
  forecast: Forecast;
  compact?: boolean;
}) {
  const { t } = useTranslation("advisor");
  const format = useFormatters();
  const dip = forecast.lowestAccount;
  const account = forecast.accounts.find((a) => a.accountId === dip?.accountId);
  const income = forecast.incomeAfterLowest;
  const values = {
    account: account?.name ?? "",
    amount: dip ? format.money(dip.balance, dip.currency) : "",
    date: dip ? format.date(dip.date) : "",
    days: dip && income ? daysBetween(dip.date, income) : 0,
  };
  return (
    <Stack gap="xs">
      {dip && account && (
        <Text size="sm" data-testid="forecast-lowest">
          {income && values.days > 0
            ? t("forecast.lowestBeforeIncome", { ...values, count: values.days })
            : t("forecast.lowest", values)}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {forecast.nextIncome
            ? t("forecast.safeUntil", { date: format.date(forecast.nextIncome) })
            : t("forecast.safeNoIncome")}
        </Text>
        <MoneyText
          amount={forecast.safeToSpend}
          currency={forecast.currency}
          fw={600}
          ta="right"
          data-testid="forecast-safe"
        />
      </Group>
      {!compact && forecast.backtest && (
        <Text size="xs" c="dimmed" data-testid="forecast-backtest">
          {t("forecast.backtest", {
            month: format.month(forecast.backtest.month),
            percent: format.percent(forecast.backtest.errorPercent),
          })}
        </Text>
      )}
    </Stack>
  );
}
