import { Alert, Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconChartDonut3, IconCopy, IconPlus } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { CATEGORIES, type Category, type CategoryKey } from "../../../../convex/shared/domain";
import { useOwnCategories } from "../../../data/categories";
import { styleOf } from "../../../components/categoryStyle";
import { EditAccess } from "../../../components/editAccess";
import { EmptyState } from "../../../components/EmptyState";
import { useSavedPreferences } from "../../../data/preferences";
import { useBudgetMonth, useBudgetMutations, type BudgetMonth } from "../../../data/budgets";
import { useRunner } from "../hooks";
import { AddBudget } from "./AddBudget";
import { BudgetOverview } from "./BudgetOverview";
import { BudgetRow } from "./BudgetRow";
import { MonthSwitcher } from "./MonthSwitcher";
import { Unbudgeted } from "./Unbudgeted";
import { ListSection } from "./ListSection";
import { useCategoryNames } from "../../../data/categoryNames";
import { BudgetTypeSwitch } from "./BudgetTypeSwitch";
import { EnvelopeBudget } from "./envelope/EnvelopeBudget";
import { useMonthParam } from "./useMonthParam";
import { useFormatters } from "../../../lib/format";

/** Income is money in: a spending budget for it would never fill, so it is not offered. */
const BUDGETABLE: readonly Category[] = CATEGORIES.filter((c) => c !== "income");

/**
 * The month's budgets, live: a new expense anywhere re-runs budgets.month and moves the bars.
 * The month is kept in the URL (?month=YYYY-MM) beside the tab.
 */
export function BudgetTab() {
  const type = useSavedPreferences()?.budgetType ?? "tracking";
  return (
    <Stack gap="md">
      <BudgetTypeSwitch value={type} />
      {type === "envelope" ? <EnvelopeBudget /> : <TrackingBudget />}
    </Stack>
  );
}

/** Spending caps per category (the "tracking" budget). */
function TrackingBudget() {
  const { t } = useTranslation("planner");
  const canEdit = use(EditAccess);
  const { month, current, setMonth: changeMonth } = useMonthParam();
  const data = useBudgetMonth(month);
  const [preset, setPreset] = useState<{ category: CategoryKey; n: number } | null>(null);
  const [adding, setAdding] = useState(false);
  const { copyFromPreviousMonth: copy } = useBudgetMutations();
  const run = useRunner();

  const copyLastMonth = () =>
    void run(async () => {
      const { copied } = await copy({ month });
      notifications.show({
        color: copied > 0 ? "teal" : "gray",
        message: copied > 0 ? t("budget.copied", { count: copied }) : t("budget.nothingToCopy"),
      });
    });

  const empty = data !== undefined && data.categories.length === 0 && data.overall === null;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <MonthSwitcher month={month} currentMonth={current} onChange={changeMonth} />
        {canEdit && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconCopy size={16} />}
            onClick={copyLastMonth}
          >
            {t("budget.copy")}
          </Button>
        )}
      </Group>
      {data === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={110} radius="md" />
          <Skeleton h={220} radius="md" />
        </Stack>
      ) : (
        <>
          <MissingRates data={data} />
          {empty && !adding ? (
            <Paper withBorder radius="md">
              <EmptyState
                icon={<IconChartDonut3 />}
                title={t("budget.empty.title")}
                description={t("budget.empty.body")}
                testId="budget-empty"
                action={
                  canEdit && (
                    <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
                      {t("budget.empty.action")}
                    </Button>
                  )
                }
              />
            </Paper>
          ) : (
            <>
              <BudgetOverview data={data} />
              <Categories
                data={data}
                preset={preset}
                key={preset ? `${preset.category}-${preset.n}` : "none"}
              />
            </>
          )}
          <Unbudgeted
            items={data.unbudgeted}
            currency={data.displayCurrency}
            onBudget={(category) => {
              setAdding(true);
              setPreset((p) => ({ category, n: (p?.n ?? 0) + 1 }));
            }}
          />
        </>
      )}
    </Stack>
  );
}

function Categories({
  data,
  preset,
}: {
  data: BudgetMonth;
  preset: { category: CategoryKey } | null;
}) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  const budgeted = new Set(data.categories.map((l) => l.scope));
  const own = useOwnCategories() ?? [];
  const free = [...BUDGETABLE, ...own.map((c) => c._id)].filter((c) => !budgeted.has(c));
  const canEdit = use(EditAccess);
  return (
    <ListSection
      id="budget-categories"
      title={t("budget.categories")}
      testId="budget-list"
      after={
        canEdit &&
        free.length > 0 && (
          <Box p="md" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
            <AddBudget
              month={data.month}
              currency={data.displayCurrency}
              categories={free}
              initialCategory={
                preset && free.includes(preset.category) ? preset.category : undefined
              }
            />
          </Box>
        )
      }
    >
      {data.categories.map((line) => {
        const category = line.scope as CategoryKey;
        return (
          <BudgetRow
            key={line._id}
            line={line}
            label={categoryName(category)}
            icon={styleOf(category).icon}
            color={styleOf(category).color}
            month={data.month}
            isCurrentMonth={data.isCurrentMonth}
            displayCurrency={data.displayCurrency}
          />
        );
      })}
    </ListSection>
  );
}

/** A currency without a rate is left out of the totals: say so, and link to where to add it. */
function MissingRates({ data }: { data: BudgetMonth }) {
  const { t } = useTranslation("planner");
  const { list } = useFormatters();
  if (data.missingRates.length === 0) return null;
  return (
    <Alert color="yellow" title={t("missingRates.title")} data-testid="budget-missing-rates">
      <Text size="sm">
        {t("missingRates.body", {
          currencies: list(data.missingRates),
          currency: data.displayCurrency,
        })}
      </Text>
      <Anchor
        component={Link}
        to={`/accounts?rates=${data.missingRates[0]}-${data.displayCurrency}`}
        size="sm"
      >
        {t("missingRates.action")}
      </Anchor>
    </Alert>
  );
}
