import { Badge, Box, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArrowBackUp, IconCheck, IconPencil, IconPlayerSkipForward } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { RowActionsMenu, type RowMenuItem } from "../../../components/RowActionsMenu";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import {
  useOccurrenceMutations,
  type ScheduleView,
  type Upcoming,
  type UpcomingItem,
} from "../../../data/schedules";
import { useRunner } from "../hooks";
import { itemTitle, signedAmount } from "./kindStyle";
import { useCategoryNames } from "../../../data/categoryNames";

type Status = UpcomingItem["status"];

const STATUS_COLOR: Record<Status, string> = {
  scheduled: "gray",
  edited: "blue",
  skipped: "gray",
  posted: "teal",
  failed: "red",
};

/** What can still be done to an occurrence; a posted one is a real transaction now. */
type OccurrenceAction = "post" | "edit" | "skip" | "reset";
/** The order the menu lists them in. */
const MENU_ORDER: readonly OccurrenceAction[] = ["post", "edit", "skip", "reset"];
const ACTIONS: Record<Status, readonly OccurrenceAction[]> = {
  scheduled: ["post", "skip", "edit"],
  edited: ["post", "skip", "edit", "reset"],
  failed: ["post", "skip", "edit", "reset"],
  skipped: ["reset"],
  posted: [],
};

interface UpcomingListProps {
  upcoming: Upcoming;
  schedules: ScheduleView[];
  accountName: (id: string | undefined) => string;
  onEdit: (item: UpcomingItem) => void;
}

/** The next 30 days, occurrence by occurrence, with what each will do and its own actions. */
export function UpcomingList({ upcoming, schedules, accountName, onEdit }: UpcomingListProps) {
  const { t } = useTranslation("planner");
  const { money } = useFormatters();
  const currency = upcoming.displayCurrency;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="upcoming-title">
      <Group justify="space-between" px="md" py="sm" gap="xs">
        <Text id="upcoming-title" component="h3" size="xs" fw={700} tt="uppercase" c="dimmed" m={0}>
          {t("recurring.upcoming")}
        </Text>
        <Text size="xs" c="dimmed" className="pfa-amount" data-testid="upcoming-totals">
          {t("recurring.totals", {
            income: money(upcoming.totalIncome, currency),
            expense: money(upcoming.totalExpense, currency),
          })}
        </Text>
      </Group>
      {upcoming.items.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="md">
          {t("recurring.noneUpcoming")}
        </Text>
      ) : (
        <Box component="ul" m={0} p={0} style={{ listStyle: "none" }} data-testid="upcoming-list">
          {upcoming.items.map((item) => (
            <OccurrenceRow
              key={`${item.scheduleId}-${item.date}`}
              item={item}
              lastError={schedules.find((s) => s._id === item.scheduleId)?.lastError}
              accountName={accountName}
              onEdit={onEdit}
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

function OccurrenceRow({
  item,
  lastError,
  accountName,
  onEdit,
}: {
  item: UpcomingItem;
  lastError?: string;
  accountName: (id: string | undefined) => string;
  onEdit: (item: UpcomingItem) => void;
}) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const run = useRunner();
  const { postNow, skip, reset } = useOccurrenceMutations();
  const key = { id: item.scheduleId, date: item.date };
  const title = itemTitle(t, item, accountName, categoryName);
  const skipped = item.status === "skipped";
  const details = [accountName(item.accountId)];
  if (item.dueDate !== item.date) details.push(t("recurring.movedFrom", { date: date(item.date) }));
  if (item.status === "failed" && lastError) details.push(t(`common:errors.${lastError}`));
  const actions = ACTIONS[item.status];
  const menu: Record<OccurrenceAction, RowMenuItem> = {
    post: {
      label: t("recurring.postNow"),
      icon: <IconCheck size={16} />,
      onClick: () => void run(() => postNow(key), t("recurring.posted")),
    },
    edit: {
      label: t("recurring.editOccurrence"),
      icon: <IconPencil size={16} />,
      onClick: () => onEdit(item),
    },
    skip: {
      label: t("recurring.skip"),
      icon: <IconPlayerSkipForward size={16} />,
      onClick: () => void run(() => skip(key), t("recurring.skipped")),
    },
    reset: {
      label: t("recurring.reset"),
      icon: <IconArrowBackUp size={16} />,
      onClick: () => void run(() => reset(key), t("recurring.wasReset")),
    },
  };
  return (
    <Box
      component="li"
      px="md"
      py={10}
      data-testid="occurrence-row"
      data-status={item.status}
      style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
    >
      <Group wrap="nowrap" gap="sm">
        <Text size="xs" fw={600} w={{ base: 64, xs: 96 }} style={{ flexShrink: 0 }}>
          {date(item.dueDate)}
        </Text>
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" td={skipped ? "line-through" : undefined}>
            {title}
          </Text>
          <Group gap={6} wrap="wrap">
            <Badge
              size="xs"
              variant="light"
              color={STATUS_COLOR[item.status]}
              data-testid="occurrence-status"
            >
              {t(`recurring.status.${item.status}`)}
            </Badge>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {details.join(" · ")}
            </Text>
          </Group>
        </Box>
        <MoneyText
          amount={signedAmount(item.kind, item.amount)}
          currency={item.currency}
          signed={item.kind !== "transfer"}
          size="sm"
          fw={600}
          td={skipped ? "line-through" : undefined}
          data-testid="occurrence-amount"
        />
        {actions.length > 0 ? (
          <RowActionsMenu
            label={t("recurring.occurrenceActions", { title, date: date(item.dueDate) })}
            items={MENU_ORDER.filter((a) => actions.includes(a)).map((a) => menu[a])}
          />
        ) : (
          // Keeps amounts aligned with the rows that have a menu.
          <Stack w={28} />
        )}
      </Group>
    </Box>
  );
}
