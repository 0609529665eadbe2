import { Card, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useTagTotals, type ReportArgs, type TagTotalsReport as Data } from "../../../data/reports";
import { DataTable, numeric } from "./DataTable";
import { ReportSkeleton } from "./ReportCard";

/**
 * Totals per tag over the period, in the display currency: what "vacation 2026" cost. Read
 * from the tag rows the ledger keeps (reports.tagTotals); hidden while the user has no tags.
 */
export function TagReport({ args, rangeLabel }: { args: ReportArgs; rangeLabel: string }) {
  const { t } = useTranslation("reports");
  const headingId = useId();
  const data = useTagTotals(args);
  if (!data) return <ReportSkeleton />;
  if (data.tags.length === 0) return null;
  const currency = data.displayCurrency;
  const amount = (value: number) => <MoneyText amount={value} currency={currency} inherit />;
  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t("tags.title")}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t("tags.summary")}
      </Text>
      <DataTable<Data["tags"][number]>
        testId="tag-table"
        caption={t("tags.caption", { range: rangeLabel, currency })}
        rows={data.tags}
        rowKey={(r) => r.tag}
        minWidth={300}
        columns={[
          { key: "tag", label: t("tags.tag"), render: (r) => r.tag },
          numeric("expenses", t("columns.expenses"), (r) => amount(r.expense)),
          numeric("income", t("columns.income"), (r) => amount(r.income)),
          numeric("net", t("columns.net"), (r) => amount(r.net)),
        ]}
      />
    </Card>
  );
}
