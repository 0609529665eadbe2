import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import { REPORT_COLORS } from "../categoryColors";
import { monthAxes, type ChartFormat } from "./legend";

/** Income beside expenses for each month. */
export default function IncomeExpenseBars({
  months,
  labels,
  format,
}: {
  months: { month: string; income: number; expense: number }[];
  labels: { income: string; expense: string };
  format: ChartFormat;
}) {
  return (
    <BarChart
      h="100%"
      {...monthAxes(format, ["income", "expense"], months)}
      data={months.map((m) => ({
        month: format.shortMonth(m.month),
        income: m.income,
        expense: m.expense,
      }))}
      series={[
        { name: "income", label: labels.income, color: REPORT_COLORS.income },
        { name: "expense", label: labels.expense, color: REPORT_COLORS.expense },
      ]}
      maxBarWidth={28}
    />
  );
}
