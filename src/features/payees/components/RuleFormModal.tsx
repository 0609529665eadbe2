import { Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CategoryKey } from "../../../../convex/shared/domain";
import { AccountSelect } from "../../../components/AccountSelect";
import { CategorySelect } from "../../../components/CategorySelect";
import { FormModal } from "../../../components/FormModal";
import { MoneyInput } from "../../../components/MoneyInput";
import { useAccounts } from "../../../data/accounts";
import { savedRule, useRuleMutations, type RuleInput, type RuleView } from "../../../data/payees";
import { useSubmit } from "../../../lib/useSubmit";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { optionsOf } from "../../../lib/options";
import { PayeeTextInput } from "./PayeeTextInput";
import { FormActions } from "../../../components/FormActions";

interface RuleFormProps {
  editing: RuleView | "new" | null;
  onClose: () => void;
  /** After a save: the rule, so the page can offer to apply it to existing transactions. */
  onSaved: (rule: RuleView | null) => void;
}

const RULE_FIELDS = ["payee", "notes"] as const;
const RULE_OPS = ["contains", "equals"] as const;

interface Values {
  field: (typeof RULE_FIELDS)[number];
  op: (typeof RULE_OPS)[number];
  text: string;
  accountId: string | null;
  minAmount: string;
  maxAmount: string;
  setCategory: CategoryKey | null;
  setPayee: string;
  addTag: string;
}

export function RuleFormModal({ editing, onClose, onSaved }: RuleFormProps) {
  const { t } = useTranslation("payees");
  const title = editing === "new" ? t("rules.addTitle") : t("rules.editTitle");
  return (
    <FormModal opened={editing !== null} onClose={onClose} title={title}>
      {editing !== null && (
        <RuleForm rule={editing === "new" ? null : editing} onClose={onClose} onSaved={onSaved} />
      )}
    </FormModal>
  );
}

function RuleForm({
  rule,
  onClose,
  onSaved,
}: { rule: RuleView | null } & Omit<RuleFormProps, "editing">) {
  const { t } = useTranslation("payees");
  const accounts = useAccounts() ?? [];
  const { parse, toText } = useMoneyInputFormat();
  const { create, update } = useRuleMutations();
  const { saving, run } = useSubmit();
  const form = useForm<Values>({
    initialValues: {
      field: rule?.field ?? "payee",
      op: rule?.op ?? "contains",
      text: rule?.text ?? "",
      accountId: rule?.accountId ?? null,
      minAmount: "",
      maxAmount: "",
      setCategory: rule?.setCategory ?? null,
      setPayee: rule?.setPayee ?? "",
      addTag: rule?.addTag ?? "",
    },
  });
  const account = accounts.find((a) => a._id === form.values.accountId);
  const currency = account?.currency ?? accounts[0]?.currency ?? "USD";
  // Bounds are shown in the chosen account's currency once accounts have loaded.
  const [boundsShown, setBoundsShown] = useState(false);
  if (!boundsShown && accounts.length > 0 && rule) {
    setBoundsShown(true);
    form.setValues({
      minAmount: rule.minAmount === undefined ? "" : toText(rule.minAmount, currency),
      maxAmount: rule.maxAmount === undefined ? "" : toText(rule.maxAmount, currency),
    });
  }

  const amountOf = (field: "minAmount" | "maxAmount", values: Values) => {
    const text = values[field].trim();
    if (text === "") return { ok: true as const, value: undefined };
    const parsed = parse(text, currency);
    if (!parsed.ok) form.setFieldError(field, t(`common:errors.${parsed.code}`));
    return parsed.ok ? { ok: true as const, value: parsed.value } : { ok: false as const };
  };

  const submit = async (values: Values) => {
    const min = amountOf("minAmount", values);
    const max = amountOf("maxAmount", values);
    if (!min.ok || !max.ok) return;
    if (!values.text.trim()) return form.setFieldError("text", t("common:errors.REQUIRED"));
    const input: RuleInput = {
      field: values.field,
      op: values.op,
      text: values.text,
      minAmount: min.value,
      maxAmount: max.value,
      accountId: (values.accountId as Id<"accounts"> | null) ?? undefined,
      setCategory: values.setCategory ?? undefined,
      setPayee: values.setPayee.trim() || undefined,
      addTag: values.addTag.trim() || undefined,
    };
    const saved = await run(async () =>
      rule ? (await update({ id: rule._id, ...input }), rule._id) : await create(input),
    );
    if (saved.ok) {
      onClose();
      onSaved(savedRule(input, saved.value, rule?.createdAt));
      return;
    }
    const { message } = saved;
    const field = (saved.error as { data?: { field?: string } }).data?.field;
    if (field === "actions") form.setFieldError("setCategory", message);
    else if (field && field in values) form.setFieldError(field, message);
    else notifications.show({ color: "red", message });
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {t("rules.whenLabel")}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t("rules.field")}
            data={optionsOf(RULE_FIELDS, (f) => t(`rules.fields.${f}`))}
            allowDeselect={false}
            {...form.getInputProps("field")}
          />
          <Select
            label={t("rules.op")}
            data={optionsOf(RULE_OPS, (o) => t(`rules.ops.${o}`))}
            allowDeselect={false}
            {...form.getInputProps("op")}
          />
        </SimpleGrid>
        <PayeeTextInput
          label={t("rules.text")}
          required
          data-autofocus
          {...form.getInputProps("text")}
        />
        <AccountSelect
          label={t("rules.account")}
          placeholder={t("rules.anyAccount")}
          clearable
          accounts={accounts}
          {...form.getInputProps("accountId")}
        />
        <SimpleGrid cols={2} spacing="sm">
          <MoneyInput
            label={t("rules.minAmount")}
            currency={currency}
            {...form.getInputProps("minAmount")}
          />
          <MoneyInput
            label={t("rules.maxAmount")}
            currency={currency}
            {...form.getInputProps("maxAmount")}
          />
        </SimpleGrid>
        <Text size="sm" fw={600} mt="xs">
          {t("rules.thenLabel")}
        </Text>
        <CategorySelect
          label={t("rules.setCategory")}
          placeholder={t("rules.keep")}
          clearable
          {...form.getInputProps("setCategory")}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PayeeTextInput
            label={t("rules.setPayee")}
            placeholder={t("rules.keep")}
            {...form.getInputProps("setPayee")}
          />
          <TextInput label={t("rules.addTag")} maxLength={40} {...form.getInputProps("addTag")} />
        </SimpleGrid>
        <FormActions onCancel={onClose} loading={saving} />
      </Stack>
    </form>
  );
}
