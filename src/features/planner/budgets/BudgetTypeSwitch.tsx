import { Group, SegmentedControl, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePreferenceMutations } from "../../../data/preferences";
import { useRunner } from "../hooks";

type BudgetType = "tracking" | "envelope";

/** Spending caps ("tracking") or envelopes; saved with the preferences, so every tab follows. */
export function BudgetTypeSwitch({ value }: { value: BudgetType }) {
  const { t } = useTranslation("planner");
  const { save } = usePreferenceMutations();
  const run = useRunner();
  return (
    <Group gap="sm" wrap="wrap">
      <Text id="budget-type-label" size="sm" c="dimmed">
        {t("envelope.type.label")}
      </Text>
      <SegmentedControl
        aria-labelledby="budget-type-label"
        size="xs"
        value={value}
        onChange={(next) => void run(() => save({ budgetType: next as BudgetType }))}
        data={[
          { value: "tracking", label: t("envelope.type.tracking") },
          { value: "envelope", label: t("envelope.type.envelope") },
        ]}
      />
    </Group>
  );
}
