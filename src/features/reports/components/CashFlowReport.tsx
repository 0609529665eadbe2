import { SimpleGrid, Text } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useCashFlow, type CashFlowReport as Data, type ReportArgs } from "../../../data/reports";
import { useFormatters } from "../../../lib/format";
import { useReportFormatters } from "../reportFormat";
import { DataTable, monthColumn, numeric } from "./DataTable";
import { Figure, ReportCard, ReportSkeleton } from "./ReportCard";

const CashFlowChart = lazy(() => import("../charts/CashFlowChart"));

/** Report 3: what each month added or took away (income − expenses) and the running total. */
export function CashFlowReport({ args, rangeLabel }: { args: ReportArgs; rangeLabel: string }) {
  const { t } = useTranslation("reports");
  const data = useCashFlow(args);
  const f = useReportFormatters(data?.displayCurrency ?? "USD");
  const { months } = useFormatters();
  if (!data) return <ReportSkeleton />;
  const currency = data.displayCurrency;
  const overall = data.months.at(-1)?.cumulative ?? 0;
  const amount = (value: number) => <MoneyText amount={value} currency={currency} inherit />;
  return (
    <ReportCard
      id="cash-flow"
      title={t("cashFlow.title")}
      summary={t(data.averageNet >= 0 ? "cashFlow.summary" : "cashFlow.summaryNegative", {
        average: f.money(Math.abs(data.averageNet)),
      })}
      range={args}
      toCsv={(csv) => csv.cashFlowCsv(data, (key) => t(`columns.${key}`))}
      figures={
        <SimpleGrid cols={2} spacing="sm" mt="md" maw={420}>
          <Figure label={t("cashFlow.average")}>{amount(data.averageNet)}</Figure>
          <Figure label={t("cashFlow.overall")}>{amount(overall)}</Figure>
          <Text
            size="xs"
            c="dimmed"
            style={{ gridColumn: "1 / -1" }}
            data-testid="cash-flow-months"
          >
            {data.averagedMonths.length === 0
              ? t("cashFlow.averageNone")
              : t("cashFlow.averageMonths", {
                  count: data.averagedMonths.length,
                  months: months(data.averagedMonths),
                })}
          </Text>
        </SimpleGrid>
      }
      chart={
        <CashFlowChart
          months={data.months}
          labels={{ net: t("columns.net"), cumulative: t("columns.cumulative") }}
          format={f}
        />
      }
      table={
        <DataTable<Data["months"][number]>
          testId="cash-flow-table"
          caption={t("cashFlow.caption", { range: rangeLabel, currency })}
          rows={data.months}
          rowKey={(r) => r.month}
          minWidth={280}
          columns={[
            monthColumn(t("columns.month"), f.tableMonth),
            numeric("net", t("columns.net"), (r) => amount(r.net)),
            numeric("cumulative", t("columns.cumulative"), (r) => amount(r.cumulative)),
          ]}
        />
      }
    />
  );
}
