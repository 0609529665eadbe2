import { Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { PlanList } from "../../../data/plans";

/**
 * What the user can set aside a month (average net cash flow of the months with data, plus
 * recurring items those months do not hold yet) and which months it counts, next to what the
 * open plans need together.
 */
export function CapacityCard({ data }: { data: PlanList }) {
  const { t } = useTranslation("planner");
  const { money, months } = useFormatters();
  const { capacity } = data;
  const short = capacity.monthly !== null && data.totalMonthlyNeeded > capacity.monthly;
  return (
    <Paper withBorder radius="md" p="md" data-testid="capacity">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t("plans.capacity.title")}
          </Text>
          {capacity.monthly === null ? (
            <Text size="sm">{t("plans.capacity.none")}</Text>
          ) : (
            <>
              <Text size="sm">
                {t("plans.capacity.perMonth", {
                  amount: money(capacity.monthly, capacity.currency),
                })}
              </Text>
              <Text size="xs" c="dimmed">
                {t("plans.capacity.basis", { count: capacity.monthsUsed })}{" "}
                {t(capacity.monthToDate ? "plans.capacity.monthToDate" : "plans.capacity.months", {
                  months: months(capacity.months),
                })}
                {capacity.newRecurringNet !== 0 &&
                  ` ${t("plans.capacity.recurring", {
                    amount: money(capacity.newRecurringNet, capacity.currency, true),
                  })}`}
              </Text>
            </>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700} ta="right">
            {t("plans.capacity.needed")}
          </Text>
          <MoneyText
            amount={data.totalMonthlyNeeded}
            currency={capacity.currency}
            fw={700}
            size="lg"
            c={short ? "var(--pfa-negative)" : undefined}
            data-testid="plans-needed"
          />
        </Stack>
      </Group>
    </Paper>
  );
}
