/**
 * The transaction form as plain data: field values, checks and the API call each case needs.
 * Amounts are typed positive; the kind gives the sign (the server stores it signed).
 */
import type { Id } from "../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import type { CategoryKey, TransactionKind } from "../../../convex/shared/domain";
import type { AccountView } from "../../data/accounts";
import type {
  TransactionCreateArgs,
  TransactionUpdateArgs,
  TransactionView,
  TransferCreateArgs,
  TransferUpdateArgs,
} from "../../data/transactions";
import type { ErrorCode } from "../../../convex/shared/errors";
import type { ParseResult } from "../../../convex/shared/money";
import {
  validateIsoDate,
  validateNotes,
  validatePositiveAmount,
} from "../../../convex/shared/validation";

type Parse = (text: string, currency: CurrencyCode) => ParseResult;

/** One part of a split as typed: positive, in the entry's currency. */
export interface SplitRow {
  category: CategoryKey;
  amount: string;
  notes: string;
}

export interface TransactionFormValues {
  kind: TransactionKind;
  amount: string;
  date: string | null;
  category: CategoryKey;
  notes: string;
  /** Entered in another currency than the account's (income and expense only). */
  foreign: boolean;
  currency: CurrencyCode;
  toAccountId: string | null;
  /** Parts of a split (income and expense in the account's currency); empty: not split. */
  splits: SplitRow[];
  tags: string[];
  /** Who was paid or who paid (income and expense). */
  payee: string;
  /**
   * The user picked the category themselves: a rule or the payee's history no longer fills it
   * in, and the server's rules keep it.
   */
  categoryChosen: boolean;
}

export type TransactionCall =
  | { fn: "create"; args: TransactionCreateArgs }
  | { fn: "update"; args: TransactionUpdateArgs }
  | { fn: "createTransfer"; args: TransferCreateArgs }
  | { fn: "updateTransfer"; args: TransferUpdateArgs };

export function newTransactionValues(account: AccountView, today: string): TransactionFormValues {
  return {
    kind: "expense",
    amount: "",
    date: today,
    category: "other",
    notes: "",
    foreign: false,
    currency: account.currency,
    toAccountId: null,
    splits: [],
    tags: [],
    payee: "",
    categoryChosen: false,
  };
}

/**
 * The currency the amount is typed in. A transfer is always typed in its source account's
 * currency; seen from the receiving side that currency is kept in `original`.
 */
export function entryCurrency(
  values: TransactionFormValues,
  account: AccountView,
  editing?: TransactionView,
): CurrencyCode {
  if (values.kind === "transfer") return editing?.original?.currency ?? account.currency;
  return values.foreign ? values.currency : account.currency;
}

export function transactionToValues(
  tx: TransactionView,
  account: AccountView,
  toText: (amount: number, currency: CurrencyCode) => string,
): TransactionFormValues {
  const entered = tx.original ?? { amount: tx.amount, currency: account.currency };
  return {
    kind: tx.kind,
    amount: toText(Math.abs(entered.amount), entered.currency),
    date: tx.date,
    category: tx.category,
    notes: tx.notes ?? "",
    foreign: tx.kind !== "transfer" && tx.original !== undefined,
    currency: entered.currency,
    toAccountId: tx.counterpartAccountId ?? null,
    // Parts are stored signed like the amount; typed positive in the kind's direction.
    splits: (tx.splits ?? []).map((part) => ({
      category: part.category,
      amount: toText(tx.amount < 0 ? -part.amount : part.amount, account.currency),
      notes: part.notes ?? "",
    })),
    tags: tx.tags ?? [],
    payee: tx.payee ?? "",
    categoryChosen: true,
  };
}

/** Whether the form offers a split: income and expense typed in the account's currency. */
export function canSplit(values: TransactionFormValues): boolean {
  return values.kind !== "transfer" && !values.foreign;
}

/**
 * The parts in minor units and what is left to assign (the amount minus the parts; 0 when
 * the parts add up). `parts` is null while a part does not parse.
 */
export function splitTotals(
  values: TransactionFormValues,
  currency: CurrencyCode,
  parse: Parse,
): { parts: number[] | null; remaining: number } {
  const total = parse(values.amount, currency);
  const parsed = values.splits.map((row) => parse(row.amount, currency));
  const sum = parsed.reduce((s, p) => s + (p.ok ? p.value : 0), 0);
  const ok = parsed.every((p) => p.ok && p.value !== 0);
  return {
    parts: ok ? parsed.map((p) => (p.ok ? p.value : 0)) : null,
    remaining: (total.ok ? total.value : 0) - sum,
  };
}

export function validateTransactionValues(
  values: TransactionFormValues,
  currency: CurrencyCode,
  parse: Parse,
  accountCurrency: CurrencyCode,
): Partial<Record<keyof TransactionFormValues, ErrorCode>> {
  const errors: Partial<Record<keyof TransactionFormValues, ErrorCode>> = {};
  const amount = parse(values.amount, currency);
  if (values.amount.trim() === "") errors.amount = "REQUIRED";
  else if (!amount.ok) errors.amount = amount.code;
  else if (validatePositiveAmount(amount.value)) errors.amount = "INVALID_AMOUNT";
  if (!values.date) errors.date = "REQUIRED";
  else if (validateIsoDate(values.date)) errors.date = "INVALID_DATE";
  const notes = validateNotes(values.notes);
  if (notes) errors.notes = notes;
  if (values.kind === "transfer" && !values.toAccountId) errors.toAccountId = "REQUIRED";
  if (values.kind !== "transfer" && values.foreign && values.currency === accountCurrency) {
    errors.currency = "INVALID_CURRENCY";
  }
  if (canSplit(values) && values.splits.length > 0) {
    const { parts, remaining } = splitTotals(values, currency, parse);
    if (parts === null) errors.splits = "INVALID_AMOUNT";
    else if (remaining !== 0) errors.splits = "SPLIT_MISMATCH";
  }
  return errors;
}

/** The one API call that saves the form: create or update, entry or transfer. */
export function valuesToCall(
  values: TransactionFormValues,
  accountId: Id<"accounts">,
  amount: number,
  editing?: TransactionView,
  /** The split parts in minor units (splitTotals), when the form is split. */
  parts?: number[] | null,
): TransactionCall {
  const common = {
    amount,
    date: values.date ?? "",
    category: values.category,
    notes: values.notes.trim() || undefined,
  };
  if (values.kind === "transfer") {
    if (editing) return { fn: "updateTransfer", args: { id: editing._id, ...common } };
    return {
      fn: "createTransfer",
      args: {
        fromAccountId: accountId,
        toAccountId: values.toAccountId as Id<"accounts">,
        ...common,
      },
    };
  }
  const entry = {
    ...common,
    kind: values.kind,
    currency: values.foreign ? values.currency : undefined,
    tags: values.tags,
    payee: values.payee.trim() || undefined,
    splits:
      canSplit(values) && parts && parts.length === values.splits.length
        ? values.splits.map((row, i) => ({
            category: row.category,
            amount: parts[i],
            notes: row.notes.trim() || undefined,
          }))
        : undefined,
  };
  if (editing) return { fn: "update", args: { id: editing._id, ...entry } };
  return { fn: "create", args: { accountId, ...entry, categoryChosen: values.categoryChosen } };
}
