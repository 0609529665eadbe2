import { SimpleGrid } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useNetWorth, type NetWorthReport as Data, type ReportArgs } from "../../../data/reports";
import { useReportFormatters } from "../reportFormat";
import { DataTable, monthColumn, numeric } from "./DataTable";
import { Figure, ReportCard, ReportSkeleton } from "./ReportCard";

const NetWorthChart = lazy(() => import("../charts/NetWorthChart"));

/** Report 4: assets, liabilities and net worth at each month end of the period. */
export function NetWorthReport({ args, rangeLabel }: { args: ReportArgs; rangeLabel: string }) {
  const { t } = useTranslation("reports");
  const data = useNetWorth(args);
  const f = useReportFormatters(data?.displayCurrency ?? "USD");
  if (!data) return <ReportSkeleton />;
  const currency = data.displayCurrency;
  const first = data.points[0];
  const last = data.points.at(-1) ?? first;
  const change = last.netWorth - first.netWorth;
  const values = { change: f.money(Math.abs(change)), value: f.money(last.netWorth) };
  const summary =
    data.points.length < 2 || change === 0
      ? t("netWorth.summaryFlat", values)
      : t(change > 0 ? "netWorth.summaryUp" : "netWorth.summaryDown", values);
  const amount = (value: number) => <MoneyText amount={value} currency={currency} inherit />;
  return (
    <ReportCard
      id="net-worth"
      title={t("netWorth.title")}
      summary={summary}
      range={args}
      toCsv={(csv) => csv.netWorthCsv(data, (key) => t(`columns.${key}`))}
      figures={
        <SimpleGrid cols={3} spacing="sm" mt="md" maw={560}>
          <Figure label={t("columns.netWorth")}>{amount(last.netWorth)}</Figure>
          <Figure label={t("columns.assets")}>{amount(last.assets)}</Figure>
          <Figure label={t("columns.liabilities")}>{amount(last.liabilities)}</Figure>
        </SimpleGrid>
      }
      chart={
        <NetWorthChart
          points={data.points}
          labels={{
            netWorth: t("columns.netWorth"),
            assets: t("columns.assets"),
            liabilities: t("columns.liabilities"),
          }}
          format={f}
        />
      }
      table={
        <DataTable<Data["points"][number]>
          testId="net-worth-table"
          caption={t("netWorth.caption", { range: rangeLabel, currency })}
          rows={data.points}
          rowKey={(r) => r.month}
          columns={[
            monthColumn(t("columns.month"), f.tableMonth),
            numeric("assets", t("columns.assets"), (r) => amount(r.assets)),
            numeric("liabilities", t("columns.liabilities"), (r) => amount(r.liabilities)),
            numeric("netWorth", t("columns.netWorth"), (r) => amount(r.netWorth)),
          ]}
        />
      }
    />
  );
}
