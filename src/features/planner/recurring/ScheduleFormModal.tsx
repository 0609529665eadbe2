import { EditorModal } from "../../../components/FormModal";
import { FormActions } from "../../../components/FormActions";
import {
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { SCHEDULE_KINDS, type ScheduleKind } from "../../../../convex/shared/planning";
import { FREQUENCIES, MAX_INTERVAL, type Frequency } from "../../../../convex/shared/recurrence";
import { NOTES_MAX_LENGTH } from "../../../../convex/shared/validation";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import { useFormatters } from "../../../lib/format";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import type { AccountView } from "../../../data/accounts";
import { useScheduleMutations, type ScheduleView } from "../../../data/schedules";
import { useAmountFormSave } from "../hooks";
import { frequencyText } from "./frequency";
import {
  newScheduleValues,
  scheduleToValues,
  validateSchedule,
  valuesToArgs,
  type EndMode,
  type ScheduleFormValues,
} from "./scheduleForm";
import { useCategoryNames } from "../../../data/categoryNames";

interface FormProps {
  accounts: AccountView[];
  /** The schedule being edited; absent when adding. */
  editing?: ScheduleView;
  /** Values a new schedule starts with (from a recurring charge the advisor found). */
  preset?: Partial<ScheduleFormValues>;
  onClose: () => void;
}

/** Add or edit a recurring transaction in a modal, full screen on phones. */
export function ScheduleFormModal(props: FormProps & { opened: boolean }) {
  const { t } = useTranslation("planner");
  const titles = { add: t("schedule.addTitle"), edit: t("schedule.editTitle") };
  return <EditorModal {...props} form={ScheduleForm} titles={titles} size="lg" />;
}

function ScheduleForm({ accounts, editing, preset, onClose }: FormProps) {
  const { t } = useTranslation("planner");
  const { options: categoryOptions } = useCategoryNames();
  const today = useToday();
  const { date } = useFormatters();
  const { parse, toText } = useMoneyInputFormat();
  const save = useAmountFormSave(editing ? t("schedule.updated") : t("schedule.created"), onClose);
  const { create, update } = useScheduleMutations();
  const form = useForm<ScheduleFormValues>({
    initialValues: editing
      ? scheduleToValues(editing, toText)
      : { ...newScheduleValues(accounts, today), ...preset },
    validate: (values) => {
      const currency = accounts.find((a) => a._id === values.accountId)?.currency;
      const codes = validateSchedule(values, parse, currency, today, editing?.startDate);
      return Object.fromEntries(
        Object.entries(codes).map(([field, code]) => [field, t(`common:errors.${code}`)]),
      );
    },
  });
  const { values } = form;
  const account = accounts.find((a) => a._id === values.accountId);
  const currency = account?.currency ?? accounts[0].currency;
  const transfer = values.kind === "transfer";
  const accountOptions = accounts.map((a) => ({
    value: a._id,
    label: `${a.name} (${a.currency})`,
  }));
  const interval = typeof values.interval === "number" ? values.interval : 1;

  const setKind = (kind: ScheduleKind) => {
    // Follow the kind with a sensible category unless the user already chose one.
    if (kind === "income" && values.category === "other") form.setFieldValue("category", "income");
    if (kind !== "income" && values.category === "income") form.setFieldValue("category", "other");
    form.setFieldValue("kind", kind);
  };

  const submit = (submitted: ScheduleFormValues) =>
    save({ text: submitted.amount, currency }, (amount) => {
      const args = valuesToArgs(submitted, amount);
      return editing ? update({ id: editing._id, today, ...args }) : create(args);
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label={t("schedule.kind")}
          data={SCHEDULE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={values.kind}
          onChange={(k) => setKind(k as ScheduleKind)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={transfer ? t("schedule.fromAccount") : t("schedule.account")}
            required
            data={accountOptions}
            allowDeselect={false}
            {...form.getInputProps("accountId")}
          />
          {transfer ? (
            <Select
              label={t("schedule.toAccount")}
              required
              data={accountOptions.filter((o) => o.value !== values.accountId)}
              {...form.getInputProps("toAccountId")}
            />
          ) : (
            <Select
              label={t("schedule.category")}
              data={categoryOptions}
              allowDeselect={false}
              searchable
              {...form.getInputProps("category")}
              onChange={(c) => c && form.setFieldValue("category", c as CategoryKey)}
            />
          )}
          <MoneyInput
            label={t("schedule.amount")}
            required
            currency={currency}
            data-autofocus
            {...form.getInputProps("amount")}
          />
          <TextInput
            label={t("schedule.notes")}
            placeholder={t("schedule.notesPlaceholder")}
            maxLength={NOTES_MAX_LENGTH}
            {...form.getInputProps("notes")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: values.frequency === "monthly" ? 3 : 2 }} spacing="sm">
          <Select
            label={t("schedule.repeats")}
            data={FREQUENCIES.map((f) => ({ value: f, label: t(`schedule.frequencies.${f}`) }))}
            allowDeselect={false}
            {...form.getInputProps("frequency")}
            onChange={(f) => f && form.setFieldValue("frequency", f as Frequency)}
          />
          <NumberInput
            label={t("schedule.interval")}
            min={1}
            max={MAX_INTERVAL}
            allowDecimal={false}
            allowNegative={false}
            rightSection={
              <Text size="xs" c="dimmed" pr={8}>
                {t(`schedule.units.${values.frequency}`, { count: interval })}
              </Text>
            }
            rightSectionWidth={80}
            rightSectionPointerEvents="none"
            {...form.getInputProps("interval")}
          />
          {values.frequency === "monthly" && (
            <NumberInput
              label={t("schedule.dayOfMonth")}
              description={t("schedule.dayOfMonthHint")}
              // The hint goes under the field so the three inputs of the row line up.
              inputWrapperOrder={["label", "input", "description", "error"]}
              min={1}
              max={31}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps("dayOfMonth")}
            />
          )}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateField
            label={t("schedule.startDate")}
            required
            {...form.getInputProps("startDate")}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="schedule-ends">
              {t("schedule.ends")}
            </Text>
            <SegmentedControl
              aria-labelledby="schedule-ends"
              size="xs"
              data={(["never", "on", "after"] as const).map((e) => ({
                value: e,
                label: t(`schedule.endModes.${e}`),
              }))}
              value={values.ends}
              onChange={(e) => form.setFieldValue("ends", e as EndMode)}
            />
          </Stack>
        </SimpleGrid>
        {values.ends === "on" && (
          <DateField label={t("schedule.endDate")} required {...form.getInputProps("endDate")} />
        )}
        {values.ends === "after" && (
          <NumberInput
            label={t("schedule.count")}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            maw={200}
            {...form.getInputProps("count")}
          />
        )}
        <Text size="sm" c="dimmed" data-testid="schedule-preview">
          {t("schedule.preview", {
            rule: frequencyText(t, {
              frequency: values.frequency,
              interval,
              startDate: values.startDate ?? today,
              dayOfMonth: typeof values.dayOfMonth === "number" ? values.dayOfMonth : undefined,
            }),
            date: date(values.startDate ?? today),
          })}
        </Text>
        <FormActions onCancel={onClose} loading={form.submitting} mt="xs" />
      </Stack>
    </form>
  );
}
