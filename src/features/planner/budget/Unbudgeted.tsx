import { Box, Button, Group, Paper, Text, ThemeIcon } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { styleOf } from "../../../components/categoryStyle";
import { MoneyText } from "../../../components/MoneyText";
import { useCategoryNames } from "../../../data/categoryNames";

interface UnbudgetedProps {
  items: { category: CategoryKey; spent: number }[];
  currency: CurrencyCode;
  onBudget: (category: CategoryKey) => void;
}

/** Spending this month in categories without a budget, each with a one-click "Set budget". */
export function Unbudgeted({ items, currency, onBudget }: UnbudgetedProps) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="unbudgeted-title">
      <Text
        id="unbudgeted-title"
        component="h3"
        size="xs"
        fw={700}
        tt="uppercase"
        c="dimmed"
        m={0}
        px="md"
        pt="sm"
      >
        {t("budget.unbudgeted")}
      </Text>
      <Box component="ul" m={0} p={0} mt={6} style={{ listStyle: "none" }} data-testid="unbudgeted">
        {items.map(({ category, spent }) => {
          const { icon: Icon, color } = styleOf(category);
          const name = categoryName(category);
          return (
            <Group
              key={category}
              component="li"
              wrap="nowrap"
              gap="sm"
              px="md"
              py={8}
              style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
            >
              <ThemeIcon variant="light" color={color} radius="md" aria-hidden="true">
                <Icon size={16} />
              </ThemeIcon>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                {name}
              </Text>
              <MoneyText amount={spent} currency={currency} size="sm" />
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onBudget(category)}
                aria-label={t("budget.budgetFor", { name })}
              >
                {t("budget.setBudget")}
              </Button>
            </Group>
          );
        })}
      </Box>
    </Paper>
  );
}
