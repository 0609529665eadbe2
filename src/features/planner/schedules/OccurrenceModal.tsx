import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import {
  NOTES_MAX_LENGTH,
  validateIsoDate,
  validatePositiveAmount,
} from "../../../../convex/shared/validation";
import { DateField } from "../../../components/DateField";
import { FormActions } from "../../../components/FormActions";
import { MoneyInput } from "../../../components/MoneyInput";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useOccurrenceMutations, type UpcomingItem } from "../../../data/schedules";
import { useFormSave } from "../hooks";

interface OccurrenceModalProps {
  item: UpcomingItem | null;
  title: string;
  onClose: () => void;
}

/** Changes one occurrence only (amount, posting date, notes); the schedule stays as it is. */
export function OccurrenceModal({ item, title, onClose }: OccurrenceModalProps) {
  const { t } = useTranslation("planner");
  return (
    <Modal opened={item !== null} onClose={onClose} title={t("occurrence.title")} size="sm">
      {item && (
        <OccurrenceForm
          key={`${item.scheduleId}-${item.date}`}
          item={item}
          name={title}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function OccurrenceForm({
  item,
  name,
  onClose,
}: {
  item: UpcomingItem;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("planner");
  const { date } = useFormatters();
  const { parse, toText } = useMoneyInputFormat();
  const save = useFormSave(t("occurrence.saved"), onClose);
  const { edit } = useOccurrenceMutations();
  const form = useForm({
    initialValues: {
      amount: toText(item.amount, item.currency),
      postDate: item.dueDate as string | null,
      notes: item.notes ?? "",
    },
    validate: {
      amount: (text) => {
        const parsed = parse(text, item.currency);
        return parsed.ok && validatePositiveAmount(parsed.value) === null
          ? null
          : t("common:errors.INVALID_AMOUNT");
      },
      postDate: (value) =>
        value && validateIsoDate(value) === null ? null : t("common:errors.INVALID_DATE"),
    },
  });

  const submit = async (values: typeof form.values) => {
    const amount = parse(values.amount, item.currency);
    if (!amount.ok || !values.postDate) return;
    await save(() =>
      edit({
        id: item.scheduleId,
        date: item.date,
        amount: amount.value,
        postDate: values.postDate ?? undefined,
        notes: values.notes.trim(),
      }),
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("occurrence.body", { name, date: date(item.date) })}
        </Text>
        <MoneyInput
          label={t("occurrence.amount")}
          currency={item.currency}
          required
          data-autofocus
          {...form.getInputProps("amount")}
        />
        <DateField label={t("occurrence.postDate")} required {...form.getInputProps("postDate")} />
        <TextInput
          label={t("occurrence.notes")}
          maxLength={NOTES_MAX_LENGTH}
          {...form.getInputProps("notes")}
        />
        <FormActions onCancel={onClose} loading={form.submitting} mt="xs" />
      </Stack>
    </form>
  );
}
