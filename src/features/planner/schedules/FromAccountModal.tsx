import { Modal, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { isLiabilityType } from "../../../../convex/shared/domain";
import { validatePositiveAmount } from "../../../../convex/shared/validation";
import { AccountSelect } from "../../../components/AccountSelect";
import { MoneyInput } from "../../../components/MoneyInput";
import { FormActions } from "../../../components/FormActions";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import type { AccountView } from "../../../data/accounts";
import { useScheduleMutations } from "../../../data/schedules";
import { useFormSave } from "../hooks";

interface FromAccountProps {
  opened: boolean;
  accounts: AccountView[];
  onClose: () => void;
}

/**
 * A monthly payment built from a credit card's payment day or a loan's due date and amount
 * (schedules.createFromAccount); the amount may be left empty to use what the account says.
 */
export function FromAccountModal({ opened, accounts, onClose }: FromAccountProps) {
  const { t } = useTranslation("planner");
  return (
    <Modal opened={opened} onClose={onClose} title={t("fromAccount.title")} size="md">
      {opened && <FromAccountForm accounts={accounts} onClose={onClose} />}
    </Modal>
  );
}

function FromAccountForm({ accounts, onClose }: Omit<FromAccountProps, "opened">) {
  const { t } = useTranslation("planner");
  const today = useToday();
  const { parse } = useMoneyInputFormat();
  const save = useFormSave(t("fromAccount.created"), onClose);
  const { createFromAccount } = useScheduleMutations();
  const debts = accounts.filter((a) => isLiabilityType(a.type));
  const payers = accounts.filter((a) => !isLiabilityType(a.type));
  const form = useForm({
    initialValues: {
      accountId: (debts[0]?._id ?? null) as string | null,
      fromAccountId: (payers[0]?._id ?? null) as string | null,
      amount: "",
    },
    validate: {
      accountId: (v) => (v ? null : t("common:errors.REQUIRED")),
      fromAccountId: (v) => (v ? null : t("common:errors.REQUIRED")),
    },
  });
  const from = accounts.find((a) => a._id === form.values.fromAccountId);
  const currency = from?.currency ?? accounts[0].currency;

  const submit = async (values: typeof form.values) => {
    let amount: number | undefined;
    if (values.amount.trim() !== "") {
      const parsed = parse(values.amount, currency);
      if (!parsed.ok || validatePositiveAmount(parsed.value) !== null) {
        form.setFieldError("amount", t("common:errors.INVALID_AMOUNT"));
        return;
      }
      amount = parsed.value;
    }
    await save(() =>
      createFromAccount({
        accountId: values.accountId as Id<"accounts">,
        fromAccountId: values.fromAccountId as Id<"accounts">,
        today,
        amount,
      }),
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("fromAccount.body")}
        </Text>
        <AccountSelect
          label={t("fromAccount.account")}
          required
          accounts={debts}
          withCurrency
          allowDeselect={false}
          {...form.getInputProps("accountId")}
        />
        <AccountSelect
          label={t("fromAccount.payFrom")}
          required
          accounts={payers}
          withCurrency
          nothingFoundMessage={t("fromAccount.noPayer")}
          allowDeselect={false}
          {...form.getInputProps("fromAccountId")}
        />
        <MoneyInput
          label={t("fromAccount.amount")}
          description={t("fromAccount.amountHint")}
          currency={currency}
          {...form.getInputProps("amount")}
        />
        <FormActions
          onCancel={onClose}
          label={t("fromAccount.create")}
          loading={form.submitting}
          mt="xs"
        />
      </Stack>
    </form>
  );
}
