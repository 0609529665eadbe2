import "@mantine/charts/styles.layer.css";
import { DonutChart } from "@mantine/charts";
import { Center } from "@mantine/core";
import type { Category } from "../../../../convex/shared/domain";
import { categoryColor } from "../categoryColors";

/** Expenses per category as a ring in the categories' own colours, the total in the middle. */
export default function SpendingDonut({
  categories,
  name,
  money,
  centre,
}: {
  categories: { category: Category; amount: number }[];
  name: (category: Category) => string;
  money: (minor: number) => string;
  centre: string;
}) {
  return (
    <Center h="100%">
      <DonutChart
        data={categories.map((c) => ({
          name: name(c.category),
          value: c.amount,
          color: categoryColor(c.category),
        }))}
        size={220}
        thickness={30}
        paddingAngle={1}
        strokeWidth={1}
        chartLabel={centre}
        valueFormatter={money}
        tooltipDataSource="segment"
        withTooltip
      />
    </Center>
  );
}
