import "@mantine/charts/styles.layer.css";
import { LineChart } from "@mantine/charts";
import type { Forecast } from "../../../data/advisor";
import { useFormatters } from "../../../lib/format";

const COLORS = ["teal.6", "grape.6", "orange.6", "cyan.6", "pink.6", "lime.7"];

/**
 * The forecast day by day: the total of the counted accounts (display currency) in bold, and
 * each counted account's own line (its own currency, named in the legend), with the floor.
 */
export default function ForecastChart({
  forecast,
  totalLabel,
}: {
  forecast: Forecast;
  totalLabel: string;
}) {
  const format = useFormatters();
  const counted = forecast.accounts.filter((a) => !a.excluded);
  const perAccount = counted.length > 1;
  const data = forecast.points.map((p, i) => ({
    date: format.date(p.date),
    total: p.total,
    ...(perAccount ? Object.fromEntries(counted.map((a, k) => [`a${k}`, a.balances[i]])) : {}),
  }));
  const series = [
    { name: "total", label: totalLabel, color: "blue.6" },
    ...(perAccount
      ? counted.map((a, k) => ({
          name: `a${k}`,
          label: `${a.name} (${a.currency})`,
          color: COLORS[k % COLORS.length],
        }))
      : []),
  ];
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="date"
      series={series}
      curveType="linear"
      withDots={false}
      strokeWidth={2}
      gridAxis="x"
      tickLine="none"
      withLegend={perAccount}
      legendProps={{ verticalAlign: "bottom" }}
      valueFormatter={(v) => format.money(v, forecast.currency)}
      yAxisProps={{ width: 72, tickFormatter: (v: number) => format.money(v, forecast.currency) }}
      referenceLines={
        forecast.floorTotal !== 0 ? [{ y: forecast.floorTotal, color: "red.5" }] : undefined
      }
    />
  );
}
