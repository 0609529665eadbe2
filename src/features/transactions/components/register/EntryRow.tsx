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
  transactionToValues,
  validateTransactionValues,
  valuesToCall,
  type TransactionFormValues,
} from "../../transactionForm";
import { PayeeField } from "../PayeeField";
import { useCategoryGuess } from "../useCategoryGuess";
import { useSaveTransaction } from "../useSaveTransaction";
import classes from "./Register.module.css";
import type { AmountColumns } from "./RegisterRow";
import { EntryCategoryField } from "./EntryCategoryField";
import { amountTextsOf, typedAmount, type AmountTexts } from "./typedAmount";

interface EntryRowProps {
  account: AccountView;
  /** Present when the entry row is across accounts: the account is one of its cells. */
  accounts?: AccountView[];
  onAccount?: (account: AccountView) => void;
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
 * (useCategoryGuess, as in the dialog), Enter saves and Escape cancels. Transfers, splits and
 * other currencies stay with the dialog.
 */
export function EntryRow(props: EntryRowProps) {
  const { account, accounts, onAccount, editing, date, amounts, onSaved, onCancel } = props;
  const { t } = useTranslation("transactions");
  const { parse, toText } = useMoneyInputFormat();
  const save = useSaveTransaction();
  const { saving, run } = useSubmit({ notify: true, title: t("notify.saveError") });
  // Typed category text that matches none: saving would file the row under another one.
  const unmatchedCategory = useRef(false);
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

  useEffect(() => {
    focusFirst();
  }, []);

  const submit = async () => {
    if (unmatchedCategory.current) {
      rowRef.current?.querySelector<HTMLInputElement>('[data-testid="entry-category"]')?.focus();
      return;
    }
    const typed = typedAmount(form.getValues(), amounts, texts);
    // A category the row shows other than the blank default (picked, typed or guessed) is the
    // one saved: the server's rules may rename the payee or add a tag, not refile it.
    const shown = typed.category !== "other" && typed.category !== "income";
    const chosen = form.getValues().categoryChosen || shown;
    const submitted = { ...form.getValues(), ...typed, categoryChosen: chosen };
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
    const call = valuesToCall(submitted, account._id, amount.value, editing);
    const saved = await run(() => save(call, editing?.cleared === "reconciled"));
    if (!saved.ok) return;
    notifications.show({
      color: "teal",
      message: editing ? t("notify.updated") : t("notify.created"),
    });
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
        onChange={(e) => {
          const text = e.currentTarget.value;
          setTexts((current) => ({ ...current, [cell]: text }));
        }}
        inputMode="decimal"
        error={form.errors.amount !== undefined}
        styles={{ input: { textAlign: "right", fontVariantNumeric: "tabular-nums" } }}
        data-testid={`entry-${cell}`}
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
        <PayeeField compact value={values.payee} onChange={(v) => form.setFieldValue("payee", v)} />
      </span>
      <span role="gridcell">
        <EntryCategoryField
          value={values.category}
          onChange={(c) => {
            form.setFieldValue("category", c);
            form.setFieldValue("categoryChosen", true);
          }}
          onUnmatched={(none) => {
            unmatchedCategory.current = none;
          }}
          error={form.errors.category !== undefined}
        />
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
