import { FormModal } from "../../../components/FormModal";
import {
  Alert,
  Button,
  Checkbox,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import {
  CURRENCIES,
  isCurrencyCode,
  type CurrencyCode,
} from "../../../../convex/shared/currencies";
import {
  TRANSACTION_KINDS,
  type CategoryKey,
  type TransactionKind,
} from "../../../../convex/shared/domain";
import { errorCodeOf } from "../../../../convex/shared/errors";
import { NOTES_MAX_LENGTH } from "../../../../convex/shared/validation";
import { DateField } from "../../../components/DateField";
import { MoneyInput } from "../../../components/MoneyInput";
import { useCurrencyLabel } from "../../../lib/currencyLabels";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import type { AccountView } from "../../../data/accounts";
import type { TransactionView } from "../../../data/transactions";
import { useSaveTransaction } from "./useSaveTransaction";
import { showSavedNotice } from "./savedNotice";
import { SplitEditor } from "./SplitEditor";
import { useCategoryNames } from "../../../data/categoryNames";
import { PayeeField } from "./PayeeField";
import { MAX_TAGS, TagsField } from "./TagsField";
import { useCategoryGuess } from "./useCategoryGuess";
import { useSubmit } from "../../../lib/useSubmit";
import { FormActions } from "../../../components/FormActions";
import {
  canSplit,
  entryCurrency,
  newTransactionValues,
  splitTotals,
  transactionToValues,
  validateTransactionValues,
  valuesToCall,
  type TransactionFormValues,
} from "../transactionForm";

interface FormProps {
  account: AccountView;
  accounts: AccountView[];
  /** The transaction being edited; absent when adding. */
  editing?: TransactionView;
  onClose: () => void;
}

/** Add or edit an income, expense or transfer (R30) in a modal, full screen on phones. */
export function TransactionFormModal({ opened, ...props }: FormProps & { opened: boolean }) {
  const { t } = useTranslation("transactions");
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={props.editing ? t("form.editTitle") : t("form.addTitle")}
    >
      <TransactionForm key={props.editing?._id ?? "new"} {...props} />
    </FormModal>
  );
}

function TransactionForm({ account, accounts, editing, onClose }: FormProps) {
  const { t } = useTranslation("transactions");
  const today = useToday();
  const { parse, toText } = useMoneyInputFormat();
  const currencyLabel = useCurrencyLabel();
  const save = useSaveTransaction();
  const { saving, run } = useSubmit();
  const [missingRate, setMissingRate] = useState<CurrencyCode | null>(null);
  const form = useForm<TransactionFormValues>({
    initialValues: editing
      ? transactionToValues(editing, account, toText)
      : newTransactionValues(account, today),
    validate: (values) => {
      const codes = validateTransactionValues(
        values,
        entryCurrency(values, account, editing),
        parse,
        account.currency,
      );
      return Object.fromEntries(
        Object.entries(codes).map(([field, code]) => [field, t(`common:errors.${code}`)]),
      );
    },
  });
  const { values } = form;
  const currency = entryCurrency(values, account, editing);
  const others = accounts.filter((a) => a._id !== account._id);
  const split = canSplit(values) && values.splits.length > 0;
  const guess = useCategoryGuess(form, account._id, editing === undefined);
  const { options: categoryOptions } = useCategoryNames();
  const guessHint =
    guess?.source === "rule"
      ? t("form.categoryByRule")
      : guess?.source === "history"
        ? t("form.categoryByHistory", { payee: guess.payee ?? values.payee })
        : undefined;

  const setKind = (kind: TransactionKind) => {
    // Follow the kind with a sensible category, unless the user already picked one.
    const { category } = form.getValues();
    if (kind === "income" && category === "other") form.setFieldValue("category", "income");
    if (kind !== "income" && category === "income") form.setFieldValue("category", "other");
    form.setFieldValue("kind", kind);
  };

  const submit = async (submitted: TransactionFormValues) => {
    const amount = parse(submitted.amount, currency);
    if (!amount.ok) return;
    const { parts } = splitTotals(submitted, currency, parse);
    const call = valuesToCall(submitted, account._id, amount.value, editing, parts);
    // The ledger asked before opening a reconciled transaction (AccountLedger).
    setMissingRate(null);
    const saved = await run(() => save(call, editing?.cleared === "reconciled"));
    if (saved.ok) {
      showSavedNotice(t, saved.value, editing !== undefined);
      onClose();
    } else if (errorCodeOf(saved.error) === "MISSING_RATE") setMissingRate(currency);
    else notifications.show({ color: "red", title: t("notify.saveError"), message: saved.message });
  };

  const kindLocked = editing?.kind === "transfer";
  const kinds = TRANSACTION_KINDS.filter((k) =>
    editing ? (kindLocked ? k === "transfer" : k !== "transfer") : true,
  );
  const otherAccount = accounts.find((a) => a._id === editing?.counterpartAccountId);

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          aria-label={t("form.kind")}
          data={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={values.kind}
          onChange={(k) => setKind(k as TransactionKind)}
          disabled={kindLocked}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <MoneyInput
            label={t("form.amount")}
            required
            currency={currency}
            data-autofocus
            {...form.getInputProps("amount")}
          />
          <DateField label={t("form.date")} required {...form.getInputProps("date")} />
        </SimpleGrid>
        {values.kind === "transfer" ? (
          editing ? (
            <Text size="sm" c="dimmed">
              {t(editing.amount < 0 ? "row.transferTo" : "row.transferFrom", {
                name: otherAccount?.name ?? t("row.deletedAccount"),
              })}
            </Text>
          ) : (
            <Select
              label={t("form.toAccount")}
              required
              data={others.map((a) => ({ value: a._id, label: `${a.name} (${a.currency})` }))}
              nothingFoundMessage={t("form.noOtherAccount")}
              {...form.getInputProps("toAccountId")}
            />
          )
        ) : (
          <Stack gap={6}>
            <Checkbox
              label={t("form.foreign")}
              {...form.getInputProps("foreign", { type: "checkbox" })}
            />
            {values.foreign && (
              <Select
                label={t("form.currency")}
                description={t("form.currencyHint", { currency: account.currency })}
                data={CURRENCIES.filter((c) => c !== account.currency).map((c) => ({
                  value: c,
                  label: currencyLabel(c),
                }))}
                searchable
                allowDeselect={false}
                {...form.getInputProps("currency")}
                onChange={(c) => isCurrencyCode(c) && form.setFieldValue("currency", c)}
              />
            )}
          </Stack>
        )}
        {values.kind !== "transfer" && (
          <PayeeField
            value={values.payee}
            onChange={(payee) => form.setFieldValue("payee", payee)}
            error={form.errors.payee}
          />
        )}
        {!split && (
          <Select
            label={t("form.category")}
            description={guessHint}
            data={categoryOptions}
            allowDeselect={false}
            searchable
            {...form.getInputProps("category")}
            onChange={(c) => {
              if (!c) return;
              form.setFieldValue("category", c as CategoryKey);
              form.setFieldValue("categoryChosen", true);
            }}
            data-testid="category-field"
          />
        )}
        {canSplit(values) && <SplitEditor form={form} currency={currency} />}
        <Textarea
          label={t("form.notes")}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={NOTES_MAX_LENGTH}
          {...form.getInputProps("notes")}
        />
        {values.kind !== "transfer" && (
          <TagsField
            label={t("tags.label")}
            placeholder={t("tags.placeholder")}
            maxTags={MAX_TAGS}
            // Above the field: below it, the suggestions would cover the Save button.
            comboboxProps={{ position: "top" }}
            {...form.getInputProps("tags")}
          />
        )}
        {missingRate && (
          <Alert color="yellow" title={t("form.missingRateTitle")} data-testid="missing-rate">
            <Text size="sm" mb="xs">
              {t("form.missingRateBody", { from: missingRate, to: account.currency })}
            </Text>
            <Button
              component={Link}
              to={`/accounts?rates=${missingRate}-${account.currency}`}
              size="compact-sm"
              variant="white"
              color="yellow"
            >
              {t("form.addRate")}
            </Button>
          </Alert>
        )}
        <FormActions onCancel={onClose} loading={saving} mt="xs" />
      </Stack>
    </form>
  );
}
