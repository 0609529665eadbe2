import { Anchor, Box, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import type { Affordability } from "../../../data/advisor";
import { useCategoryNames } from "../../../data/categoryNames";
import { useFormatters } from "../../../lib/format";

/**
 * Income and bills the answer counted because the history shows them recurring, though no
 * schedule has them: each with a link that opens the schedule form filled in from it.
 */
export function RecognisedList({ items }: { items: Affordability["recognised"] }) {
  const { t } = useTranslation("advisor");
  const { money } = useFormatters();
  const { label: categoryName } = useCategoryNames();
  if (items.length === 0) return null;
  return (
    <Stack gap={4} data-testid="afford-recognised">
      <Text size="xs" c="dimmed">
        {t("afford.recognised.title")}
      </Text>
      <Box component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map((item) => {
          const name = item.name || categoryName(item.category);
          const signedAmount = item.kind === "income" ? item.amount : -item.amount;
          const amount = money(signedAmount, item.currency, true);
          return (
            <Group component="li" key={item.path} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" style={{ minWidth: 0 }}>
                {name} · {t(`afford.recognised.${item.period}`, { amount })}
              </Text>
              <Anchor
                component={Link}
                to={item.path}
                size="sm"
                style={{ flexShrink: 0 }}
                aria-label={t("afford.recognised.scheduleFor", { name })}
              >
                {t("afford.recognised.schedule")}
              </Anchor>
            </Group>
          );
        })}
      </Box>
    </Stack>
  );
}
