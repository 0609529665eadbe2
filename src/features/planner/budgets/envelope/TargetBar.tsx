import { Group, Progress, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../../convex/shared/currencies";
import { useFormatters } from "../../../../lib/format";
import type { TargetProgress } from "./targetProgress";

/** A target's progress under the category's name: a thin bar and "€50 of €150" (or "Funded"). */
export function TargetBar({
  progress,
  currency,
}: {
  progress: TargetProgress;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const text = progress.done
    ? t("envelope.progress.funded", { amount: money(progress.need, currency) })
    : t("envelope.progress.partial", {
        have: money(progress.have, currency),
        need: money(progress.need, currency),
      });
  return (
    <Group wrap="wrap" mt={2} style={{ columnGap: 6, rowGap: 2 }} data-testid="target-progress">
      <Progress
        value={progress.percent}
        size={4}
        color={progress.done ? "teal" : "yellow"}
        w={48}
        style={{ flexShrink: 0 }}
        aria-label={text}
      />
      <Text size="xs" c="dimmed" className="pfa-amount" ta="left">
        {text}
      </Text>
    </Group>
  );
}
