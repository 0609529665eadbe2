import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { MoneyText } from "../../components/MoneyText";
import { HomeCard } from "../../components/HomeCard";
import { useBudgetMonth } from "../../data/budgets";
import { useToday } from "../../lib/today";

/**
 * This month's spending against the month's budgets, live: the number people check most.
 * The budgeted categories are compared with their budgets; spending in other categories is
 * shown apart, so one food budget is not "over" because of the rent.
 */
export function MonthSpendingCard() {
  const { t } = useTranslation("home");
  const month = useToday().slice(0, 7);
  const budget = useBudgetMonth(month);
  const totals = budget?.totals;
  const budgeted = totals?.budgeted ?? 0;
  const share = budgeted > 0 ? Math.min(100, ((totals?.spent ?? 0) / budgeted) * 100) : 0;
  const over = totals !== undefined && budgeted > 0 && totals.spent > budgeted;
  // Without a budget the headline is everything spent this month.
  const headline = totals === undefined ? 0 : totals.spent + (budgeted > 0 ? 0 : totals.unbudgeted);
  return (
    <HomeCard
      title={t("month.title")}
      link={{ to: "/planner?tab=budget", label: t("month.viewBudget") }}
      testId="home-month"
      loadingHeight={56}
    >
      {budget && (
        <Stack gap="xs">
          <Group gap="xs" align="baseline" wrap="wrap">
            <MoneyText
              amount={headline}
              currency={budget.displayCurrency}
              fz="xl"
              fw={700}
              ta="left"
              data-testid="home-month-spent"
            />
            <Text size="sm" c="dimmed">
              {budgeted > 0 ? t("month.ofBudget") : t("month.spent")}
            </Text>
            {budgeted > 0 && (
              <MoneyText amount={budgeted} currency={budget.displayCurrency} size="sm" ta="left" />
            )}
          </Group>
          {budgeted > 0 ? (
            <>
              <Progress
                value={share}
                color={over ? "red" : "brand"}
                aria-label={t("month.progress", { percent: Math.round(share) })}
              />
              <Text size="sm" c={over ? "var(--pfa-negative)" : "dimmed"}>
                {over ? t("month.over") : t("month.left")}{" "}
                <MoneyText
                  amount={Math.abs(budget.totals.remaining)}
                  currency={budget.displayCurrency}
                  size="sm"
                  fw={600}
                />
              </Text>
              {budget.totals.unbudgeted > 0 && (
                <Text size="sm" c="dimmed" data-testid="home-month-unbudgeted">
                  {t("month.unbudgeted")}{" "}
                  <MoneyText
                    amount={budget.totals.unbudgeted}
                    currency={budget.displayCurrency}
                    size="sm"
                    fw={600}
                  />
                </Text>
              )}
            </>
          ) : (
            <Anchor component={Link} to="/planner?tab=budget" size="sm">
              {t("month.setBudget")}
            </Anchor>
          )}
        </Stack>
      )}
    </HomeCard>
  );
}
