import { Container, Tabs } from "@mantine/core";
import { IconChartDonut3, IconRepeat, IconTargetArrow } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useUrlTab } from "../../lib/useUrlTab";
import { PageHeader } from "../../components/PageHeader";
import { BudgetTab } from "./budgets/BudgetTab";
import { PlansTab } from "./plans/PlansTab";
import { RecurringTab } from "./schedules/RecurringTab";

const TABS = ["budget", "recurring", "plans"] as const;

/**
 * The planner (R31): budgets, recurring transactions and savings plans. The open tab lives in
 * the URL (?tab=…) so a reload, a shared link or Home's "manage" link lands on the same tab.
 */
export default function PlannerPage() {
  const { t } = useTranslation("planner");
  const [tab, select] = useUrlTab(TABS);
  return (
    <Container size="md" py="lg" px={{ base: "xs", xs: "md" }}>
      <PageHeader title={t("title")} description={t("description")} />
      <Tabs value={tab} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg" grow>
          <Tabs.Tab value="budget" leftSection={<IconChartDonut3 size={18} />}>
            {t("tabs.budget")}
          </Tabs.Tab>
          <Tabs.Tab value="recurring" leftSection={<IconRepeat size={18} />}>
            {t("tabs.recurring")}
          </Tabs.Tab>
          <Tabs.Tab value="plans" leftSection={<IconTargetArrow size={18} />}>
            {t("tabs.plans")}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="budget">
          <BudgetTab />
        </Tabs.Panel>
        <Tabs.Panel value="recurring">
          <RecurringTab />
        </Tabs.Panel>
        <Tabs.Panel value="plans">
          <PlansTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
