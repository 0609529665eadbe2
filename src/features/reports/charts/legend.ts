import type { LegendPayload } from "recharts";

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
