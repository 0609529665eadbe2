import { Grid, Stack, Tabs } from "@mantine/core";
import { IconBulb, IconChartLine, IconReceipt2, IconRepeat } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUrlTab } from "../../lib/useUrlTab";
import { Page } from "../../components/PageHeader";
import { AffordForm } from "./afford/AffordForm";
import { ChatPanel } from "./chat/ChatPanel";
import { ForecastTab } from "./forecast/ForecastTab";
import { InsightsList } from "./insights/InsightsList";
import { PayoffTab } from "./payoff/PayoffTab";
import { SubscriptionsTab } from "./subscriptions/SubscriptionsTab";

const TABS = ["insights", "forecast", "subscriptions", "payoff"] as const;
const ICONS = {
  insights: IconBulb,
  forecast: IconChartLine,
  subscriptions: IconRepeat,
  payoff: IconReceipt2,
};

/**
 * The advisor: live insights, "Can I afford it?" and the optional chat; the cash-flow
 * forecast; subscriptions found in the history; the debt payoff plan. The open tab lives in
 * the URL (?tab=…) so Home's forecast card and a reload land on it.
 */
export default function AdvisorPage() {
  const { t } = useTranslation("advisor");
  const [tab, select] = useUrlTab(TABS);
  return (
    <Page size="lg" title={t("title")} description={t("description")}>
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          {TABS.map((key) => {
            const Icon = ICONS[key];
            return (
              <Tabs.Tab key={key} value={key} leftSection={<Icon size={18} />}>
                {t(`tabs.${key}`)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        <Tabs.Panel value="insights">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <InsightsList />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                <AffordForm />
                <ChatPanel />
              </Stack>
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="forecast">
          <ForecastTab />
        </Tabs.Panel>
        <Tabs.Panel value="subscriptions">
          <SubscriptionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="payoff">
          <PayoffTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
