import { EditorModal } from "../../../components/FormModal";
import { FormActions } from "../../../components/FormActions";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { SCHEDULE_KINDS, type ScheduleKind } from "../../../../convex/shared/planning";
import { NOTES_MAX_LENGTH } from "../../../../convex/shared/validation";
import { AccountSelect } from "../../../components/AccountSelect";
import { CategorySelect } from "../../../components/CategorySelect";
import { KindSwitch } from "../../../components/KindSwitch";
import { MoneyInput } from "../../../components/MoneyInput";
import { optionsOf } from "../../../lib/options";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import type { AccountView } from "../../../data/accounts";
import { useScheduleMutations, type ScheduleView } from "../../../data/schedules";
import { useAmountFormSave } from "../hooks";
import { RecurrenceFields } from "./RecurrenceFields";
import {
  newScheduleValues,
  scheduleToValues,
  validateSchedule,
  valuesToArgs,
  type ScheduleFormValues,
} from "./scheduleForm";

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
  const today = useToday();
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
        <KindSwitch
          label={t("schedule.kind")}
          data={optionsOf(SCHEDULE_KINDS, (k) => t(`kinds.${k}`))}
          value={values.kind}
          onChange={setKind}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <AccountSelect
            label={transfer ? t("schedule.fromAccount") : t("schedule.account")}
            required
            accounts={accounts}
            withCurrency
            allowDeselect={false}
            {...form.getInputProps("accountId")}
          />
          {transfer ? (
            <AccountSelect
              label={t("schedule.toAccount")}
              required
              accounts={accounts.filter((a) => a._id !== values.accountId)}
              withCurrency
              {...form.getInputProps("toAccountId")}
            />
          ) : (
            <CategorySelect
              label={t("schedule.category")}
              allowDeselect={false}
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
        <RecurrenceFields form={form} />
        <FormActions onCancel={onClose} loading={form.submitting} mt="xs" />
      </Stack>
    </form>
  );
}
