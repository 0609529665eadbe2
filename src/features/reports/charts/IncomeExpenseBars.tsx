import "@mantine/charts/styles.layer.css";
import { BarChart } from "@mantine/charts";
import { REPORT_COLORS } from "../categoryColors";
import { legendInOrder } from "./legend";

/** Income beside expenses for each month. */
export default function IncomeExpenseBars({
  months,
  labels,
  money,
  compactMoney,
  shortMonth,
}: {
  months: { month: string; income: number; expense: number }[];
  labels: { income: string; expense: string };
  money: (minor: number) => string;
  compactMoney: (minor: number) => string;
  shortMonth: (key: string) => string;
}) {
  return (
    <BarChart
      h="100%"
      data={months.map((m) => ({
        month: shortMonth(m.month),
        income: m.income,
        expense: m.expense,
      }))}
      dataKey="month"
      series={[
        { name: "income", label: labels.income, color: REPORT_COLORS.income },
        { name: "expense", label: labels.expense, color: REPORT_COLORS.expense },
      ]}
      valueFormatter={money}
      yAxisProps={{ tickFormatter: compactMoney, width: 64 }}
      gridAxis="x"
      tickLine="none"
      maxBarWidth={28}
      withLegend
      legendProps={legendInOrder(["income", "expense"])}
    />
  );
}
