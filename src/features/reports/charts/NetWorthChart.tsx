import "@mantine/charts/styles.layer.css";
import { CompositeChart } from "@mantine/charts";
import { REPORT_COLORS } from "../categoryColors";
import { legendInOrder } from "./legend";

/** Net worth as a filled area, with assets above and liabilities (negative) below. */
export default function NetWorthChart({
  points,
  labels,
  money,
  compactMoney,
  shortMonth,
}: {
  points: { month: string; assets: number; liabilities: number; netWorth: number }[];
  labels: { netWorth: string; assets: string; liabilities: string };
  money: (minor: number) => string;
  compactMoney: (minor: number) => string;
  shortMonth: (key: string) => string;
}) {
  return (
    <CompositeChart
      h="100%"
      data={points.map((p) => ({ ...p, month: shortMonth(p.month) }))}
      dataKey="month"
      series={[
        { name: "netWorth", label: labels.netWorth, type: "area", color: REPORT_COLORS.netWorth },
        { name: "assets", label: labels.assets, type: "line", color: REPORT_COLORS.assets },
        {
          name: "liabilities",
          label: labels.liabilities,
          type: "line",
          color: REPORT_COLORS.liabilities,
          strokeDasharray: "4 3",
        },
      ]}
      valueFormatter={money}
      yAxisProps={{ tickFormatter: compactMoney, width: 64 }}
      referenceLines={[{ y: 0, color: "gray.5" }]}
      gridAxis="x"
      tickLine="none"
      curveType="monotone"
      strokeWidth={2}
      withDots={points.length <= 12}
      withLegend
      legendProps={legendInOrder(["netWorth", "assets", "liabilities"])}
    />
  );
}
