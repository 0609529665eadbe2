import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAccounts } from "../../data/accounts";
import { useUpcoming } from "../../data/schedules";
import { MoneyText } from "../../components/MoneyText";
import { HomeCard } from "./HomeCard";
import { useFormatters } from "../../lib/format";
import { useCategoryNames } from "../../data/categoryNames";

const SHOWN = 6;

/** Recurring bills and income due in the next 30 days (issue: upcoming bills on Home). */
export function UpcomingBillsCard() {
  const { t } = useTranslation("home");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const upcoming = useUpcoming(30);
  const accounts = useAccounts();
  // A transfer (a loan or card payment, money to savings) is named as one, never "Other".
  const titleOf = (item: NonNullable<typeof upcoming>["items"][number]) => {
    if (item.notes) return item.notes;
    if (item.kind !== "transfer") return categoryName(item.category);
    const to = accounts?.find((a) => a._id === item.toAccountId);
    return t("upcoming.transferTo", { name: to?.name ?? t("upcoming.deletedAccount") });
  };
  const items =
    upcoming?.items.filter((item) => item.status !== "skipped" && item.status !== "posted") ?? [];
  return (
    <HomeCard
      title={t("upcoming.title")}
      link={{ to: "/planner?tab=recurring", label: t("upcoming.manage") }}
      testId="home-upcoming"
      loadingHeight={80}
    >
      {upcoming === undefined ? undefined : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("upcoming.none")}
        </Text>
      ) : (
        <Stack gap={6}>
          {items.slice(0, SHOWN).map((item) => (
            <Group
              key={`${item.scheduleId}-${item.date}`}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
            >
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Badge
                  variant="light"
                  color="gray"
                  radius="sm"
                  w={88}
                  styles={{ label: { overflow: "visible" } }}
                >
                  {date(item.dueDate)}
                </Badge>
                <Text size="sm" truncate>
                  {titleOf(item)}
                </Text>
              </Group>
              <MoneyText
                amount={item.kind === "expense" ? -item.amount : item.amount}
                currency={item.currency}
                signed={item.kind !== "transfer"}
                size="sm"
              />
            </Group>
          ))}
          {items.length > SHOWN && (
            <Text size="xs" c="dimmed">
              {t("upcoming.more", { count: items.length - SHOWN })}
            </Text>
          )}
        </Stack>
      )}
    </HomeCard>
  );
}
