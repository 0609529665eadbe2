import type { LegendPayload } from "recharts";
import { niceTicks } from "./niceTicks";

/**
 * Legend props shared by the charts: on top, in the order the series are declared (recharts
 * sorts by name by default, which puts "Expenses" before "Income").
 */
export function legendInOrder(keys: readonly string[]) {
  return {
    verticalAlign: "top" as const,
    height: 32,
    itemSorter: (item: LegendPayload) => keys.indexOf(String(item.dataKey)),
  };
}

/** The report formats a chart needs: full money for tooltips, compact for axes, short months. */
export interface ChartFormat {
  money: (minor: number) => string;
  compactMoney: (minor: number) => string;
  shortMonth: (key: string) => string;
}

/**
 * What every month-by-month chart shares: months along x, full money in tooltips, compact
 * money on round y-axis ticks (niceTicks) over the values drawn, grid lines across only, and
 * the legend on top in series order.
 */
export function monthAxes(
  { money, compactMoney }: ChartFormat,
  keys: readonly string[],
  rows: readonly Record<string, unknown>[],
) {
  const ticks = niceTicks(rows.flatMap((row) => keys.map((key) => Number(row[key]))));
  return {
    dataKey: "month",
    valueFormatter: money,
    yAxisProps: {
      tickFormatter: compactMoney,
      width: 64,
      ticks,
      domain: [ticks[0], ticks[ticks.length - 1]],
      interval: 0,
    },
    gridAxis: "x" as const,
    tickLine: "none" as const,
    withLegend: true,
    legendProps: legendInOrder(keys),
  };
}
