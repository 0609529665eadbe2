import "@mantine/charts/styles.layer.css";
import { CompositeChart } from "@mantine/charts";
import { getThemeColor, useMantineTheme } from "@mantine/core";
import { Rectangle, type BarShapeProps } from "recharts";
import { REPORT_COLORS } from "../categoryColors";
import { monthAxes, type ChartFormat } from "./legend";

/**
 * Net cash flow per month as bars, green above zero and red below, with the running total as
 * a line so a run of small deficits is visible too.
 */
export default function CashFlowChart({
  months,
  labels,
  format,
}: {
  months: { month: string; net: number; cumulative: number }[];
  labels: { net: string; cumulative: string };
  format: ChartFormat;
}) {
  const theme = useMantineTheme();
  const positive = getThemeColor(REPORT_COLORS.positive, theme);
  const negative = getThemeColor(REPORT_COLORS.negative, theme);
  return (
    <CompositeChart
      h="100%"
      {...monthAxes(format, ["net", "cumulative"], months)}
      data={months.map((m) => ({
        month: format.shortMonth(m.month),
        net: m.net,
        cumulative: m.cumulative,
      }))}
      series={[
        { name: "net", label: labels.net, type: "bar", color: REPORT_COLORS.positive },
        { name: "cumulative", label: labels.cumulative, type: "line", color: REPORT_COLORS.line },
      ]}
      barProps={{
        shape: (props: BarShapeProps) => (
          <Rectangle {...props} fill={Number(props.payload?.net) < 0 ? negative : positive} />
        ),
      }}
      referenceLines={[{ y: 0, color: "gray.5" }]}
      maxBarWidth={28}
      curveType="monotone"
      strokeWidth={2}
    />
  );
}
