import { EditorModal } from "../../../components/FormModal";
import { FormActions } from "../../../components/FormActions";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { PLAN_KINDS } from "../../../../convex/shared/planning";
import { NAME_MAX_LENGTH } from "../../../../convex/shared/validation";
import { AccountSelect } from "../../../components/AccountSelect";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { DateField } from "../../../components/DateField";
import { KindSwitch } from "../../../components/KindSwitch";
import { MoneyInput } from "../../../components/MoneyInput";
import { NotesField } from "../../../components/NotesField";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { optionsOf } from "../../../lib/options";
import type { AccountView } from "../../../data/accounts";
import { usePlanMutations, type PlanView } from "../../../data/plans";
import { useAmountFormSave } from "../hooks";
import {
  newPlanValues,
  planToValues,
  validatePlan,
  valuesToArgs,
  type PlanFormValues,
} from "./planForm";

interface PlanFormProps {
  accounts: AccountView[];
  defaultCurrency: CurrencyCode;
  editing?: PlanView;
  onClose: () => void;
}

/** Create or edit a savings goal or a purchase plan. */
export function PlanFormModal(props: PlanFormProps & { opened: boolean }) {
  const { t } = useTranslation("planner");
  const titles = { add: t("planForm.addTitle"), edit: t("planForm.editTitle") };
  return <EditorModal {...props} form={PlanForm} titles={titles} />;
}

function PlanForm({ accounts, defaultCurrency, editing, onClose }: PlanFormProps) {
  const { t } = useTranslation("planner");
  const { parse, toText } = useMoneyInputFormat();
  const save = useAmountFormSave(editing ? t("planForm.updated") : t("planForm.created"), onClose);
  const { create, update } = usePlanMutations();
  const form = useForm<PlanFormValues>({
    initialValues: editing ? planToValues(editing, toText) : newPlanValues(defaultCurrency),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validatePlan(values, parse)).map(([field, code]) => [
          field,
          t(`common:errors.${code}`),
        ]),
      ),
  });
  const { values } = form;
  const kinds = optionsOf(PLAN_KINDS, (k) => t(`plans.kinds.${k}`));

  const submit = (submitted: PlanFormValues) =>
    save({ text: submitted.amount, currency: submitted.currency }, (amount) => {
      const args = valuesToArgs(submitted, amount);
      return editing ? update({ id: editing._id, ...args }) : create(args);
    });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <KindSwitch label={t("planForm.kind")} data={kinds} {...form.getInputProps("kind")} />
        <TextInput
          label={t("planForm.name")}
          placeholder={t(`planForm.namePlaceholder.${values.kind}`)}
          required
          maxLength={NAME_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyInput
            label={t("planForm.target")}
            required
            currency={values.currency}
            {...form.getInputProps("amount")}
          />
          <CurrencySelect
            label={t("planForm.currency")}
            {...form.getInputProps("currency")}
            onChange={(c) => form.setFieldValue("currency", c)}
          />
        </SimpleGrid>
        <DateField
          label={t("planForm.targetDate")}
          required
          {...form.getInputProps("targetDate")}
        />
        <AccountSelect
          label={t("planForm.account")}
          description={t("planForm.accountHint")}
          placeholder={t("planForm.noAccount")}
          accounts={accounts}
          withCurrency
          clearable
          {...form.getInputProps("accountId")}
        />
        <NotesField label={t("planForm.notes")} {...form.getInputProps("notes")} />
        <FormActions onCancel={onClose} loading={form.submitting} mt="xs" />
      </Stack>
    </form>
  );
}
