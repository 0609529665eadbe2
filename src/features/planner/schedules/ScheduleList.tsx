import { Box, Group, Paper, Stack, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { ListHeading, ListRow, PlainList } from "../../../components/ListLayout";
import { RowActionsMenu } from "../../../components/RowActionsMenu";
import { MoneyText } from "../../../components/MoneyText";
import { useFormatters } from "../../../lib/format";
import type { ScheduleView } from "../../../data/schedules";
import { frequencyText, limitText } from "./frequency";
import { itemTitle, KIND_STYLE, signedAmount } from "./kindStyle";
import { useCategoryNames } from "../../../data/categoryNames";

interface ScheduleListProps {
  schedules: ScheduleView[];
  accountName: (id: string | undefined) => string;
  onEdit: (s: ScheduleView) => void;
  onDelete: (s: ScheduleView) => void;
}

/** Every recurring transaction: what, how often, next date, account, amount, and actions. */
export function ScheduleList({ schedules, accountName, onEdit, onDelete }: ScheduleListProps) {
  const { t } = useTranslation("planner");
  const sorted = [...schedules].sort(
    (a, b) =>
      (a.nextDate ?? "9999").localeCompare(b.nextDate ?? "9999") ||
      a._creationTime - b._creationTime,
  );
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby="schedules-title">
      <ListHeading id="schedules-title" px="md" py="sm">
        {t("recurring.all")}
      </ListHeading>
      <PlainList testId="schedule-list">
        {sorted.map((s) => (
          <ScheduleRow
            key={s._id}
            schedule={s}
            accountName={accountName}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </PlainList>
    </Paper>
  );
}

/** A schedule with nothing left to post: over, or paused on an error until it is edited. */
function endText(t: TFunction, s: ScheduleView): string {
  return s.lastError ? t("recurring.paused") : t("recurring.ended");
}

function ScheduleRow({
  schedule: s,
  accountName,
  onEdit,
  onDelete,
}: Omit<ScheduleListProps, "schedules"> & { schedule: ScheduleView }) {
  const { t } = useTranslation("planner");
  const { label: categoryName } = useCategoryNames();
  const { date } = useFormatters();
  const { icon: Icon, color } = KIND_STYLE[s.kind];
  const title = itemTitle(t, s, accountName, categoryName);
  const limit = limitText(t, s, date);
  const details = [
    frequencyText(t, s),
    s.nextDate ? t("recurring.next", { date: date(s.nextDate) }) : endText(t, s),
    s.kind === "transfer"
      ? `${accountName(s.accountId)} → ${accountName(s.toAccountId)}`
      : accountName(s.accountId),
  ];
  if (limit) details.splice(1, 0, limit);
  return (
    <ListRow
      icon={Icon}
      color={color}
      round
      data={{ "data-testid": "schedule-row", "data-kind": s.kind }}
    >
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text fw={600} size="sm" truncate="end" data-testid="schedule-title">
          {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={3} data-testid="schedule-details">
          {details.join(" · ")}
        </Text>
        {s.lastError && (
          <Group gap={4} wrap="nowrap" mt={2}>
            <IconAlertCircle size={14} color="var(--pfa-negative)" aria-hidden="true" />
            <Text size="xs" c="var(--pfa-negative)" data-testid="schedule-error">
              {t("recurring.lastError", { message: t(`common:errors.${s.lastError}`) })}
            </Text>
          </Group>
        )}
      </Box>
      <Stack gap={0} align="flex-end">
        {s.currency ? (
          <MoneyText
            amount={signedAmount(s.kind, s.amount)}
            currency={s.currency}
            signed={s.kind !== "transfer"}
            fw={600}
            size="sm"
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t("recurring.noAccount")}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {t(`kinds.${s.kind}`)}
        </Text>
      </Stack>
      <RowActionsMenu
        label={t("recurring.actions", { title })}
        onEdit={() => onEdit(s)}
        onDelete={() => onDelete(s)}
      />
    </ListRow>
  );
}
