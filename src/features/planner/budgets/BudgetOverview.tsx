import { Box, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconGauge, IconPlus } from "@tabler/icons-react";
import { use, useState } from "react";
import { EditAccess } from "../../../components/editAccess";
import { useTranslation } from "react-i18next";
import { MoneyText } from "../../../components/MoneyText";
import { useBudgetMutations, type BudgetMonth } from "../../../data/budgets";
import { useRunner } from "../hooks";
import { BudgetEditor } from "./BudgetEditor";
import { BudgetRow } from "./BudgetRow";

/** Totals of the month and the overall monthly cap (set, edit or add one). */
export function BudgetOverview({ data }: { data: BudgetMonth }) {
  const { t } = useTranslation("planner");
  const { totals, displayCurrency: currency } = data;
  const [addingCap, setAddingCap] = useState(false);
  const canEdit = use(EditAccess);
  const run = useRunner();
  const { set } = useBudgetMutations();
  const stats = [
    { key: "budgeted", amount: totals.budgeted },
    { key: "spent", amount: totals.spent },
    { key: "remaining", amount: totals.remaining },
  ] as const;
  return (
    <Paper withBorder radius="md" data-testid="budget-overview">
      <SimpleGrid cols={3} spacing="xs" p="md">
        {stats.map(({ key, amount }) => (
          <Stack key={key} gap={2} align="flex-end" miw={0}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700} ta="right">
              {t(`budget.totals.${key}`)}
            </Text>
            <MoneyText
              amount={amount}
              currency={currency}
              fw={700}
              fz={{ base: "sm", xs: "lg" }}
              data-testid={`budget-total-${key}`}
            />
          </Stack>
        ))}
      </SimpleGrid>
      {(data.isCurrentMonth || totals.unbudgeted > 0) && (
        <Group justify="space-between" gap="xs" px="md" pb="sm" wrap="wrap">
          {totals.unbudgeted > 0 ? (
            <Text size="xs" c="dimmed" data-testid="budget-total-unbudgeted">
              {t("budget.outside")}{" "}
              <MoneyText amount={totals.unbudgeted} currency={currency} size="xs" fw={600} />
            </Text>
          ) : (
            <span />
          )}
          {data.isCurrentMonth && (
            <Text size="xs" c="dimmed" ta="right">
              {t("budget.dayOf", { day: data.daysElapsed, days: data.daysInMonth })}
            </Text>
          )}
        </Group>
      )}
      {data.overall ? (
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          <BudgetRow
            line={data.overall}
            label={t("budget.cap")}
            icon={IconGauge}
            color="brand"
            month={data.month}
            isCurrentMonth={data.isCurrentMonth}
            displayCurrency={currency}
          />
        </Box>
      ) : (
        <Box px="md" py="sm" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
          {addingCap ? (
            <BudgetEditor
              currency={currency}
              label={t("budget.cap")}
              onCancel={() => setAddingCap(false)}
              onSave={(amount, rollover) =>
                run(
                  () => set({ month: data.month, scope: "overall", amount, rollover }),
                  t("budget.saved"),
                )
              }
            />
          ) : (
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t("budget.noCap")}
              </Text>
              {canEdit && (
                <Button
                  variant="light"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setAddingCap(true)}
                >
                  {t("budget.setCap")}
                </Button>
              )}
            </Group>
          )}
        </Box>
      )}
    </Paper>
  );
}
