import { ActionIcon, Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { addMonthsToKey } from "../../../../convex/shared/dates";
import { useFormatters } from "../../../lib/format";

interface MonthSwitcherProps {
  /** "YYYY-MM" */
  month: string;
  currentMonth: string;
  onChange: (month: string) => void;
}

/** Previous / next month around the month's name, and a way back to the current month. */
export function MonthSwitcher({ month, currentMonth, onChange }: MonthSwitcherProps) {
  const { t } = useTranslation("planner");
  const { month: monthName } = useFormatters();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("budget.prevMonth")}
        onClick={() => onChange(addMonthsToKey(month, -1))}
      >
        <IconChevronLeft size={18} />
      </ActionIcon>
      <Text
        component="h3"
        fw={650}
        size="md"
        m={0}
        miw={{ base: 120, xs: 160 }}
        ta="center"
        aria-live="polite"
        data-testid="budget-month"
      >
        {monthName(month)}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t("budget.nextMonth")}
        onClick={() => onChange(addMonthsToKey(month, 1))}
      >
        <IconChevronRight size={18} />
      </ActionIcon>
      {month !== currentMonth && (
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(currentMonth)}>
          {t("budget.thisMonth")}
        </Button>
      )}
    </Group>
  );
}
