import { ActionIcon, Select, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../../components/DateField";
import type { AccountView } from "../../../../data/accounts";
import type { TransactionView } from "../../../../data/transactions";
import { useMoneyInputFormat } from "../../../../lib/moneyInput";
import { useSubmit } from "../../../../lib/useSubmit";
import {
  newTransactionValues,
  splitTotals,
  transactionToValues,
  validateTransactionValues,
  valuesToCall,
  type TransactionFormValues,
} from "../../transactionForm";
import { PayeeField } from "../PayeeField";
import { firstParts } from "../SplitEditor";
import { useCategoryGuess } from "../useCategoryGuess";
import { useSaveTransaction } from "../useSaveTransaction";
import { showSavedNotice } from "../savedNotice";
import classes from "./Register.module.css";
import type { AmountColumns } from "./RegisterRow";
import { categoryFieldsOf, EntryCategoryCell, EntrySplitParts } from "./EntryKindCells";
import { entrySubmission, transferChoices, withPayee } from "./entrySubmission";
import { amountTextsOf, typedAmount, type AmountTexts } from "./typedAmount";

interface EntryRowProps {
  account: AccountView;
  /** Present when the entry row is across accounts: the account is one of its cells. */
  accounts?: AccountView[];
  onAccount?: (account: AccountView) => void;
  /** Every account of the books: a new entry's payee offers "Transfer: <account>" for the others. */
  transferAccounts?: AccountView[];
  /** The row edited in place; absent for a new entry. */
  editing?: TransactionView;
  date: string;
  amounts: AmountColumns;
  /** After a save: the date used (the next new entry starts with it). */
  onSaved: (date: string) => void;
  onCancel: () => void;
}

/**
 * The register's entry row, for a new entry or one edited in place: Tab moves across its cells,
 * the payee completes from the user's payees and files the category from rules or history
 * (useCategoryGuess, as in the dialog), Enter saves and Escape cancels. A "Transfer: <account>"
 * payee makes a new entry a transfer, and the category's "Split" opens parts below the row
 * (the dialog's SplitEditor). Other currencies stay with the dialog.
 */
export function EntryRow(props: EntryRowProps) {
  const { account, accounts, onAccount, editing, date, amounts, onSaved, onCancel } = props;
  const { transferAccounts = [] } = props;
  const { t } = useTranslation("transactions");
  const { parse, toText } = useMoneyInputFormat();
  const save = useSaveTransaction();
  const { saving, run } = useSubmit({ notify: true, title: t("notify.saveError") });
  // Category fields (by test id) holding typed text that matches none: saving would file the
  // row, or a part, under another category.
  const unmatched = useRef(new Set<string>());
  const onUnmatched = (field: string, none: boolean) => {
    if (none) unmatched.current.add(field);
    else unmatched.current.delete(field);
  };
  const form = useForm<TransactionFormValues>({
    initialValues: editing
      ? transactionToValues(editing, account, toText)
      : { ...newTransactionValues(account, date), amount: "" },
  });
  const blank: AmountTexts = { amount: "", outflow: "", inflow: "" };
  const [texts, setTexts] = useState<AmountTexts>(() =>
    editing ? amountTextsOf(form.getValues(), editing.amount) : blank,
  );
  // The payee takes the focus: the date is already filled in (Shift+Tab reaches it).
  const rowRef = useRef<HTMLDivElement>(null);
  const focusFirst = () =>
    rowRef.current?.querySelector<HTMLInputElement>('[data-testid="payee-field"]')?.focus();
  useCategoryGuess(form, account._id, editing === undefined);
  const values = form.getValues();
  // An edited row keeps its kind: only a new entry becomes a transfer.
  const transfers = editing
    ? []
    : transferChoices(account, transferAccounts, (name) => t("register.transferTo", { name }));
  // The split's parts compare with the typed total: the form holds it as the dialog does.
  const changeTexts = (next: AmountTexts) => {
    setTexts(next);
    form.setFieldValue("amount", typedAmount(form.getValues(), amounts, next).amount);
  };
  const startSplit = () => {
    form.setFieldValue("splits", firstParts(form.getValues(), account.currency, parse, toText));
  };
  useEffect(() => {
    focusFirst();
  }, []);

  const submit = async () => {
    const current = form.getValues();
    const stuck = categoryFieldsOf(current).find((field) => unmatched.current.has(field));
    if (stuck) {
      rowRef.current?.querySelector<HTMLInputElement>(`[data-testid="${stuck}"]`)?.focus();
      return;
    }
    const resolved = entrySubmission(current, account, transfers, amounts, texts);
    if (!resolved.ok) {
      notifications.show({ color: "red", message: t("register.transferInOtherCurrency") });
      return;
    }
    const submitted = resolved.values;
    const codes = validateTransactionValues(submitted, account.currency, parse, account.currency);
    const first = Object.entries(codes)[0];
    if (first) {
      const message = t(`common:errors.${first[1]}`);
      form.setErrors(Object.fromEntries(Object.entries(codes).map(([f]) => [f, message])));
      notifications.show({ color: "red", message });
      return;
    }
    const amount = parse(submitted.amount, account.currency);
    if (!amount.ok) return;
    const { parts } = splitTotals(submitted, account.currency, parse);
    const call = valuesToCall(submitted, resolved.fromAccountId, amount.value, editing, parts);
    const saved = await run(() => save(call, editing?.cleared === "reconciled"));
    if (!saved.ok) return;
    showSavedNotice(t, saved.value, editing !== undefined);
    onSaved(submitted.date ?? date);
    if (!editing) {
      form.setValues({ ...newTransactionValues(account, submitted.date ?? date), amount: "" });
      setTexts(blank);
      focusFirst();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    // A completion list that is open takes Enter and Escape itself.
    const open = (event.target as HTMLElement).getAttribute("aria-expanded") === "true";
    if (open) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void submit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };

  const amountField = (cell: keyof AmountTexts) => (
    <span role="gridcell">
      <TextInput
        size="xs"
        aria-label={t(`register.${cell}Entry`)}
        placeholder={t(`register.${cell}Placeholder`)}
        value={texts[cell]}
        onChange={(e) => changeTexts({ ...texts, [cell]: e.currentTarget.value })}
        inputMode="decimal"
        error={form.errors.amount !== undefined}
        styles={{ input: { textAlign: "right", fontVariantNumeric: "tabular-nums" } }}
        data-testid={`entry-${cell}`}
        data-entry-amount={cell === "inflow" ? undefined : "first"}
      />
    </span>
  );

  return (
    <div
      role="row"
      className={`${classes.row} ${classes.entry}`}
      aria-label={editing ? t("register.editRow") : t("register.newRow")}
      ref={rowRef}
      onKeyDown={onKeyDown}
      data-testid="register-entry"
    >
      <span role="gridcell" />
      <span role="gridcell">
        <DateField size="xs" aria-label={t("form.date")} {...form.getInputProps("date")} />
      </span>
      <span role="gridcell">
        {accounts && onAccount && (
          <Select
            size="xs"
            aria-label={t("register.account")}
            data={accounts.map((a) => ({ value: a._id, label: a.name }))}
            value={account._id}
            allowDeselect={false}
            onChange={(id) => {
              const next = accounts.find((a) => a._id === id);
              if (next) onAccount(next);
            }}
          />
        )}
      </span>
      <span role="gridcell">
        <PayeeField
          compact
          value={values.payee}
          onChange={(v) => form.setValues(withPayee(form.getValues(), v, transfers))}
          transfers={transfers.map((choice) => choice.label)}
        />
      </span>
      <span role="gridcell">
        <EntryCategoryCell form={form} onUnmatched={onUnmatched} onSplit={startSplit} />
      </span>
      <span role="gridcell">
        <TextInput
          size="xs"
          aria-label={t("form.notes")}
          placeholder={t("form.notes")}
          {...form.getInputProps("notes")}
        />
      </span>
      {amounts === "amount" ? (
        amountField("amount")
      ) : (
        <>
          {amountField("outflow")}
          {amountField("inflow")}
        </>
      )}
      <EntrySplitParts
        form={form}
        currency={account.currency}
        onUnmatched={onUnmatched}
        rowRef={rowRef}
      />
      <span role="gridcell" />
      <span role="gridcell">
        <ActionIcon
          variant="filled"
          size="sm"
          aria-label={t("register.save")}
          loading={saving}
          onClick={() => void submit()}
          data-testid="entry-save"
        >
          <IconCheck size={14} />
        </ActionIcon>
      </span>
      <span role="gridcell">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={t("register.cancel")}
          onClick={onCancel}
        >
          <IconX size={14} />
        </ActionIcon>
      </span>
    </div>
  );
}
