import { Anchor, Button, SimpleGrid, Stack } from "@mantine/core";
import { IconAlertCircle, IconChartDonut, IconReceipt } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useFormatters } from "../../lib/format";
import { Link } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { Notice } from "../../components/Notice";
import { Page } from "../../components/PageHeader";
import { CashFlowReport } from "./components/CashFlowReport";
import { IncomeExpenseReport } from "./components/IncomeExpenseReport";
import { NetWorthReport } from "./components/NetWorthReport";
import { ReportBoundary } from "./components/ReportBoundary";
import { ReportSkeleton } from "./components/ReportCard";
import { ReportFilters } from "./components/ReportFilters";
import { SpendingReport } from "./components/SpendingReport";
import { TagReport } from "./components/TagReport";
import { useAccounts } from "../../data/accounts";
import { useIncomeVsExpenses, type ReportArgs } from "../../data/reports";
import { reportArgs, useReportFilters } from "./hooks";
import { useReportFormatters } from "./reportFormat";
import { monthsInRange } from "./period";
import { accountOptions } from "../../lib/options";

/** Reports (R31): spending, income vs expenses, cash flow and net worth for a period. */
export default function ReportsPage() {
  const { t } = useTranslation("reports");
  const { period, range, accountIds, setPeriod, setAccounts } = useReportFilters();
  const accounts = useAccounts();
  const args = reportArgs(range, accountIds, accounts);
  const f = useReportFormatters("USD");
  const rangeLabel = f.monthRange(range.from, range.to);
  const options = accounts && accountOptions(accounts, { withCurrency: true });
  const known = accounts
    ? accountIds.filter((id) => accounts.some((a) => a._id === id))
    : accountIds;

  return (
    <Page
      size="xl"
      title={t("title")}
      description={t("period", { range: rangeLabel, count: monthsInRange(range) })}
    >
      <ReportFilters
        period={period}
        range={range}
        onPeriod={setPeriod}
        accounts={options}
        selected={known}
        onAccounts={setAccounts}
      />
      {/* A new period or filter is a new set of queries: start again from a clean slate. */}
      <ReportBoundary key={args === "skip" ? "skip" : JSON.stringify(args)}>
        {args === "skip" ? (
          <Grid>
            <ReportSkeleton />
            <ReportSkeleton />
          </Grid>
        ) : (
          <Reports args={args} rangeLabel={rangeLabel} hasAccounts={(accounts?.length ?? 0) > 0} />
        )}
      </ReportBoundary>
    </Page>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  );
}

function Reports({
  args,
  rangeLabel,
  hasAccounts,
}: {
  args: ReportArgs;
  rangeLabel: string;
  hasAccounts: boolean;
}) {
  const { t } = useTranslation("reports");
  const { list } = useFormatters();
  const flows = useIncomeVsExpenses(args);
  if (!flows) {
    return (
      <Grid>
        <ReportSkeleton />
        <ReportSkeleton />
      </Grid>
    );
  }
  const empty = flows.months.every((m) => m.income === 0 && m.expense === 0);
  const missing = !flows.complete && (
    <Notice
      color="yellow"
      icon={IconAlertCircle}
      title={t("missingRates.title")}
      testId="report-missing-rates"
      mb="lg"
    >
      {t("missingRates.body", {
        currencies: list(flows.missingRates),
        currency: flows.displayCurrency,
      })}{" "}
      <Anchor
        component={Link}
        to="/accounts?rates=open"
        inherit
        c="var(--mantine-color-text)"
        fw={600}
        underline="always"
      >
        {t("missingRates.action")}
      </Anchor>
    </Notice>
  );
  if (empty) {
    return (
      <Stack gap="lg">
        {missing}
        <EmptyState
          icon={flows.complete ? <IconReceipt /> : <IconChartDonut />}
          title={t(flows.complete ? "empty.title" : "empty.titleMissingRates")}
          description={t(flows.complete ? "empty.body" : "empty.bodyMissingRates")}
          testId="reports-empty"
          action={
            <Button component={Link} to="/transactions" variant="light">
              {t("empty.action")}
            </Button>
          }
        />
        {hasAccounts && (
          <ReportBoundary>
            <NetWorthReport args={args} rangeLabel={rangeLabel} />
          </ReportBoundary>
        )}
      </Stack>
    );
  }
  return (
    <>
      {missing}
      <Grid>
        <ReportBoundary>
          <SpendingReport args={args} rangeLabel={rangeLabel} />
        </ReportBoundary>
        <ReportBoundary>
          <IncomeExpenseReport data={flows} args={args} rangeLabel={rangeLabel} />
        </ReportBoundary>
        <ReportBoundary>
          <CashFlowReport args={args} rangeLabel={rangeLabel} />
        </ReportBoundary>
        <ReportBoundary>
          <NetWorthReport args={args} rangeLabel={rangeLabel} />
        </ReportBoundary>
        <ReportBoundary>
          <TagReport args={args} rangeLabel={rangeLabel} />
        </ReportBoundary>
      </Grid>
    </>
  );
}
