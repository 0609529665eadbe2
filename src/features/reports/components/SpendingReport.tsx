import { Box, Center, Group, Text } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { categoryColor } from "../categoryColors";
import { useSpending, type ReportArgs } from "../../../data/reports";
import { useReportFormatters } from "../reportFormat";
import { DataTable, numeric } from "./DataTable";
import { ReportCard, ReportSkeleton } from "./ReportCard";
import { useCategoryNames } from "../../../data/categoryNames";

const SpendingDonut = lazy(() => import("../charts/SpendingDonut"));

interface Row {
  category: CategoryKey | "total";
  amount: number;
  share: number;
}

/** Report 1: where the money went, by category, largest first. */
export function SpendingReport({ args, rangeLabel }: { args: ReportArgs; rangeLabel: string }) {
  const { t } = useTranslation("reports");
  const data = useSpending(args);
  const f = useReportFormatters(data?.displayCurrency ?? "USD");
  const { label: name } = useCategoryNames();
  if (!data) return <ReportSkeleton />;
  const top = data.categories[0];
  const summary = top
    ? t("spending.summary", {
        total: f.money(data.total),
        top: name(top.category),
        share: f.share(top.share),
      })
    : t("spending.none");
  const rows: Row[] = data.categories;
  return (
    <ReportCard
      id="spending-by-category"
      title={t("spending.title")}
      summary={summary}
      range={args}
      toCsv={(csv) => csv.spendingCsv(data, (key) => t(`columns.${key}`), name)}
      chart={
        top ? (
          <SpendingDonut
            categories={data.categories}
            name={name}
            money={f.money}
            centre={f.money(data.total)}
          />
        ) : (
          <Center h="100%">
            <Text size="sm" c="dimmed">
              {t("spending.none")}
            </Text>
          </Center>
        )
      }
      table={
        top && (
          <DataTable<Row>
            testId="spending-table"
            caption={t("spending.caption", { range: rangeLabel, currency: data.displayCurrency })}
            rows={rows}
            rowKey={(r) => r.category}
            footer={{ category: "total", amount: data.total, share: 1 }}
            minWidth={260}
            columns={[
              {
                key: "category",
                label: t("columns.category"),
                render: (r) =>
                  r.category === "total" ? (
                    t("columns.total")
                  ) : (
                    <Group gap={8} wrap="nowrap">
                      <Box
                        w={10}
                        h={10}
                        bg={categoryColor(r.category)}
                        style={{ borderRadius: 3, flex: "none" }}
                        aria-hidden
                      />
                      {name(r.category)}
                    </Group>
                  ),
              },
              numeric("amount", t("columns.amount"), (r) => f.money(r.amount)),
              numeric("share", t("columns.share"), (r) => f.share(r.share)),
            ]}
          />
        )
      }
    />
  );
}
