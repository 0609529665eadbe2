import { SimpleGrid } from "@mantine/core";
import { lazy } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import type { IncomeExpenseReport as Data, ReportArgs } from "../../../data/reports";
import { useReportFormatters } from "../reportFormat";
import { DataTable, numeric } from "./DataTable";
import { Figure, ReportCard } from "./ReportCard";

const IncomeExpenseBars = lazy(() => import("../charts/IncomeExpenseBars"));

type Row = { month: string; income: number; expense: number; net: number };

/** Report 2: income and expenses per month, the totals and the savings rate. */
export function IncomeExpenseReport({
  data,
  args,
  rangeLabel,
}: {
  data: Data;
  args: ReportArgs;
  rangeLabel: string;
}) {
  const { t } = useTranslation("reports");
  const f = useReportFormatters(data.displayCurrency);
  const { totals } = data;
  const currency = data.displayCurrency;
  const summary =
    totals.savingsRate === null
      ? t("incomeExpenses.noIncome", { expense: f.money(totals.expense) })
      : totals.net >= 0
        ? t("incomeExpenses.summary", {
            rate: f.share(totals.savingsRate),
            net: f.money(totals.net),
          })
        : t("incomeExpenses.deficit", { amount: f.money(-totals.net) });
  const amount = (value: number) => <MoneyText amount={value} currency={currency} inherit />;
  return (
    <ReportCard
      id="income-vs-expenses"
      title={t("incomeExpenses.title")}
      summary={summary}
      range={args}
      toCsv={(csv) => csv.incomeExpensesCsv(data, (key) => t(`columns.${key}`))}
      figures={
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" verticalSpacing="xs" mt="md">
          <Figure label={t("columns.income")}>{amount(totals.income)}</Figure>
          <Figure label={t("columns.expenses")}>{amount(totals.expense)}</Figure>
          <Figure label={t("columns.net")}>{amount(totals.net)}</Figure>
          <Figure label={t("incomeExpenses.savingsRate")}>
            {totals.savingsRate === null ? "—" : f.share(totals.savingsRate)}
          </Figure>
        </SimpleGrid>
      }
      chart={
        <IncomeExpenseBars
          months={data.months}
          labels={{ income: t("columns.income"), expense: t("columns.expenses") }}
          format={f}
        />
      }
      table={
        <DataTable<Row>
          testId="income-expenses-table"
          caption={t("incomeExpenses.caption", { range: rangeLabel, currency })}
          rows={data.months}
          rowKey={(r) => r.month}
          footer={{
            month: "total",
            income: totals.income,
            expense: totals.expense,
            net: totals.net,
          }}
          columns={[
            {
              key: "month",
              label: t("columns.month"),
              render: (r) => (r.month === "total" ? t("columns.total") : f.tableMonth(r.month)),
            },
            numeric("income", t("columns.income"), (r) => f.money(r.income)),
            numeric("expense", t("columns.expenses"), (r) => f.money(r.expense)),
            numeric("net", t("columns.net"), (r) => amount(r.net)),
          ]}
        />
      }
    />
  );
}
