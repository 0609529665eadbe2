import { ActionIcon, Button, Text, ThemeIcon } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { use } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { styleOf } from "../../../components/categoryStyle";
import { EditAccess } from "../../../components/editAccess";
import { PlainRow } from "../../../components/ListLayout";
import { MoneyText } from "../../../components/MoneyText";
import { useCategoryNames } from "../../../data/categoryNames";
import { ListSection } from "./ListSection";

interface UnbudgetedProps {
  items: { category: CategoryKey; spent: number }[];
  currency: CurrencyCode;
  onBudget: (category: CategoryKey) => void;
}

/** Spending this month in categories without a budget, each with a one-click "Set budget". */
export function Unbudgeted({ items, currency, onBudget }: UnbudgetedProps) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  // A viewer sees where money went unbudgeted, without the offer to budget it.
  const canEdit = use(EditAccess);
  if (items.length === 0) return null;
  return (
    <ListSection id="unbudgeted-title" title={t("budget.unbudgeted")} testId="unbudgeted" tight>
      {items.map(({ category, spent }) => {
        const { icon: Icon, color } = styleOf(category);
        const name = categoryName(category);
        return (
          <PlainRow key={category} px="md">
            <ThemeIcon variant="light" color={color} radius="md" aria-hidden="true">
              <Icon size={16} />
            </ThemeIcon>
            <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
              {name}
            </Text>
            <MoneyText amount={spent} currency={currency} size="sm" />
            {canEdit && (
              <>
                <Button
                  variant="subtle"
                  size="compact-xs"
                  visibleFrom="xs"
                  onClick={() => onBudget(category)}
                  aria-label={t("budget.budgetFor", { name })}
                >
                  {t("budget.setBudget")}
                </Button>
                {/* On a phone the words would squeeze the category's name to a few letters. */}
                <ActionIcon
                  variant="subtle"
                  hiddenFrom="xs"
                  onClick={() => onBudget(category)}
                  aria-label={t("budget.budgetFor", { name })}
                >
                  <IconPlus size={16} />
                </ActionIcon>
              </>
            )}
          </PlainRow>
        );
      })}
    </ListSection>
  );
}
