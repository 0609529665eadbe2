import "@mantine/charts/styles.layer.css";
import { CompositeChart } from "@mantine/charts";
import { REPORT_COLORS } from "../categoryColors";
import { monthAxes, type ChartFormat } from "./legend";

/** Net worth as a filled area, with assets above and liabilities (negative) below. */
export default function NetWorthChart({
  points,
  labels,
  format,
}: {
  points: { month: string; assets: number; liabilities: number; netWorth: number }[];
  labels: { netWorth: string; assets: string; liabilities: string };
  format: ChartFormat;
}) {
  return (
    <CompositeChart
      h="100%"
      {...monthAxes(format, ["netWorth", "assets", "liabilities"], points)}
      data={points.map((p) => ({ ...p, month: format.shortMonth(p.month) }))}
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
      referenceLines={[{ y: 0, color: "gray.5" }]}
      curveType="monotone"
      strokeWidth={2}
      withDots={points.length <= 12}
    />
  );
}
