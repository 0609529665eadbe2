import { Button, Group, Loader, Paper, Select, Stack, Text, Title } from "@mantine/core";
import {
  IconChartLine,
  IconCurrencyDollar,
  IconFileImport,
  IconPlus,
  IconWallet,
} from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import type { Id } from "../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { EmptyState } from "../../components/EmptyState";
import { EditAccess } from "../../components/editAccess";
import { LinkButton } from "../../components/LinkButton";
import { Page } from "../../components/PageHeader";
import { useAccounts } from "../../data/accounts";
import {
  useHoldings,
  useInvestmentSummary,
  usePerformance,
  useTrades,
} from "../../data/investments";
import { useToday } from "../../lib/today";
import { PerformancePanel } from "./components/PerformancePanel";
import { HoldingsTable } from "./components/HoldingsTable";
import { ImportTradesModal } from "./components/ImportTradesModal";
import { InvestmentSummary } from "./components/InvestmentSummary";
import { RecordTradeModal } from "./components/RecordTradeModal";
import { SetPriceModal } from "./components/SetPriceModal";
import { TradeList } from "./components/TradeList";

/**
 * An investment account: what it holds at today's prices (average cost, said on screen), its
 * cash, its trades, and forms to record a trade or type a price.
 */
export default function InvestmentsPage() {
  const { t } = useTranslation("investments");
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const investmentAccounts = (accounts ?? []).filter((a) => a.type === "investment");
  const chosen =
    investmentAccounts.find((a) => a._id === params.get("account")) ?? investmentAccounts[0];

  return (
    <Page title={t("title")} description={t("description")} size="lg">
      {accounts === undefined ? (
        <Loader size="sm" role="status" aria-label={t("loading")} />
      ) : chosen === undefined ? (
        <EmptyState
          icon={<IconChartLine />}
          title={t("empty.title")}
          description={t("empty.body")}
          action={
            <LinkButton to="/accounts" icon={IconWallet}>
              {t("empty.toAccounts")}
            </LinkButton>
          }
          testId="investments-empty"
        />
      ) : (
        <Stack gap="md">
          {investmentAccounts.length > 1 && (
            <Select
              label={t("account")}
              data={investmentAccounts.map((a) => ({ value: a._id, label: a.name }))}
              value={chosen._id}
              allowDeselect={false}
              onChange={(id) => id && setParams({ account: id })}
              maw={360}
            />
          )}
          <AccountInvestments accountId={chosen._id} currency={chosen.currency} />
        </Stack>
      )}
    </Page>
  );
}

function AccountInvestments({
  accountId,
  currency,
}: {
  accountId: Id<"accounts">;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation("investments");
  const canEdit = use(EditAccess);
  const summary = useInvestmentSummary(accountId);
  const holdings = useHoldings(accountId);
  const trades = useTrades(accountId);
  const performance = usePerformance(accountId, useToday());
  const [recording, setRecording] = useState(false);
  const [pricing, setPricing] = useState(false);
  const [importing, setImporting] = useState(false);
  if (summary === undefined || holdings === undefined || trades === undefined) {
    return <Loader size="sm" role="status" aria-label={t("loading")} />;
  }
  return (
    <Stack gap="md">
      <InvestmentSummary summary={summary} />
      {canEdit && (
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
            {t("record.open")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconCurrencyDollar size={16} />}
            onClick={() => setPricing(true)}
          >
            {t("price.open")}
          </Button>
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
          >
            {t("import.open")}
          </Button>
        </Group>
      )}
      <Paper withBorder radius="md" p="md">
        <Title order={3} size="h4" mb={4}>
          {t("holdings.title")}
        </Title>
        <Text size="xs" c="dimmed" mb="sm" data-testid="average-cost-note">
          {t("holdings.averageCost")}
        </Text>
        {holdings.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("holdings.empty")}
          </Text>
        ) : (
          <HoldingsTable holdings={holdings} />
        )}
      </Paper>
      {performance !== undefined && holdings.length > 0 && (
        <PerformancePanel performance={performance} />
      )}
      {trades.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={3} size="h4" mb="sm">
            {t("trades.title")}
          </Title>
          <TradeList trades={trades} currency={currency} />
        </Paper>
      )}
      <RecordTradeModal
        opened={recording}
        onClose={() => setRecording(false)}
        accountId={accountId}
        currency={currency}
      />
      <ImportTradesModal
        opened={importing}
        onClose={() => setImporting(false)}
        accountId={accountId}
        currency={currency}
      />
      <SetPriceModal
        opened={pricing}
        onClose={() => setPricing(false)}
        symbols={holdings.map((h) => h.symbol)}
        currency={currency}
      />
    </Stack>
  );
}
