import { Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAccounts } from "../../data/accounts";
import { useUpcoming } from "../../data/schedules";
import { MoneyText } from "../../components/MoneyText";
import { HomeCard } from "../../components/HomeCard";
import { useFormatters } from "../../lib/format";
import { useCategoryNames } from "../../data/categoryNames";
import { useToday } from "../../lib/today";
import { dueItems, type DueItem } from "./dueItems";

const SHOWN = 6;
const DAYS = 30;

/** Recurring bills and income, card and loan payments due in the next 30 days. */
export function UpcomingBillsCard() {
  const { t } = useTranslation("home");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const today = useToday();
  const upcoming = useUpcoming(DAYS);
  const accounts = useAccounts();
  // A transfer (a loan or card payment, money to savings) is named as one, never "Other".
  const titleOf = (item: NonNullable<typeof upcoming>["items"][number]) => {
    if (item.notes) return item.notes;
    if (item.kind !== "transfer") return categoryName(item.category);
    const to = accounts?.find((a) => a._id === item.toAccountId);
    return t("upcoming.transferTo", { name: to?.name ?? t("upcoming.deletedAccount") });
  };
  const items = dueItems(upcoming?.items ?? [], accounts ?? [], today, DAYS);
  const lineOf = (due: DueItem) =>
    due.source === "account"
      ? {
          title: t(due.account.type === "loan" ? "upcoming.loanPayment" : "upcoming.cardPayment", {
            name: due.account.name,
          }),
          amount: due.amount,
          currency: due.account.currency,
          signed: false,
        }
      : {
          title: titleOf(due.item),
          amount: due.item.kind === "expense" ? -due.item.amount : due.item.amount,
          currency: due.item.currency,
          signed: due.item.kind !== "transfer",
        };
  return (
    <HomeCard
      title={t("upcoming.title")}
      link={{ to: "/planner?tab=recurring", label: t("upcoming.manage") }}
      testId="home-upcoming"
      loadingHeight={80}
    >
      {upcoming === undefined || accounts === undefined ? undefined : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("upcoming.none")}
        </Text>
      ) : (
        <Stack gap={6}>
          {items.slice(0, SHOWN).map((due) => {
            const line = lineOf(due);
            return (
              <Group key={due.key} justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Badge
                    variant="light"
                    color="gray"
                    radius="sm"
                    w={88}
                    styles={{ label: { overflow: "visible" } }}
                  >
                    {date(due.date)}
                  </Badge>
                  {/* Two lines before an ellipsis: on a phone the name is the part that matters. */}
                  <Text size="sm" lineClamp={2}>
                    {line.title}
                  </Text>
                </Group>
                <MoneyText
                  amount={line.amount}
                  currency={line.currency}
                  signed={line.signed}
                  size="sm"
                />
              </Group>
            );
          })}
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
