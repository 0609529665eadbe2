/**
 * What the entry row's cells mean as one save: an income or expense (split or not), or a
 * transfer when the payee is a "Transfer: <account>" choice. Plain data, so the rules are
 * tested without a screen.
 */
import type { Id } from "../../../../../convex/_generated/dataModel";
import type { AccountView } from "../../../../data/accounts";
import type { TransactionFormValues } from "../../transactionForm";
import type { AmountColumns } from "./RegisterRow";
import { typedAmount, type AmountTexts } from "./typedAmount";

/** A "Transfer: <account>" choice of the payee field. */
export interface TransferChoice {
  label: string;
  account: AccountView;
}

export function transferChoices(
  account: AccountView,
  accounts: AccountView[],
  labelOf: (name: string) => string,
): TransferChoice[] {
  return accounts
    .filter((other) => other._id !== account._id)
    .map((other) => ({ label: labelOf(other.name), account: other }));
}

/** The form's values once the payee is `payee`: a transfer choice makes the row a transfer. */
export function withPayee(
  values: TransactionFormValues,
  payee: string,
  choices: TransferChoice[],
): TransactionFormValues {
  const target = choices.find((choice) => choice.label === payee);
  if (target)
    return { ...values, payee, kind: "transfer", toAccountId: target.account._id, splits: [] };
  // Leaving a transfer choice: an ordinary entry again (the amount's sign gives its kind).
  if (values.kind === "transfer") return { ...values, payee, kind: "expense", toAccountId: null };
  return { ...values, payee };
}

export type Submission =
  | { ok: true; values: TransactionFormValues; fromAccountId: Id<"accounts"> }
  /** Money coming in from an account in another currency is typed from that account. */
  | { ok: false; code: "TRANSFER_IN_OTHER_CURRENCY" };

/**
 * The values to save and the account they are saved from. A transfer's direction is the
 * amount's: spent goes to the chosen account, received comes from it. A category the row shows
 * other than the blank default (picked, typed or filled in) is kept by the server's rules.
 */
export function entrySubmission(
  values: TransactionFormValues,
  account: AccountView,
  choices: TransferChoice[],
  amounts: AmountColumns,
  texts: AmountTexts,
): Submission {
  const typed = typedAmount(values, amounts, texts);
  const target = choices.find((choice) => choice.account._id === values.toAccountId);
  if (values.kind === "transfer" && target) {
    const incoming = typed.kind === "income";
    if (incoming && target.account.currency !== account.currency) {
      return { ok: false, code: "TRANSFER_IN_OTHER_CURRENCY" };
    }
    const transfer = {
      ...values,
      amount: typed.amount,
      kind: "transfer" as const,
      payee: "",
      splits: [],
      toAccountId: incoming ? account._id : target.account._id,
    };
    return {
      ok: true,
      values: transfer,
      fromAccountId: incoming ? target.account._id : account._id,
    };
  }
  const shown = typed.category !== "other" && typed.category !== "income";
  const chosen = values.categoryChosen || shown || values.splits.length > 0;
  const entry = { ...values, ...typed, categoryChosen: chosen };
  return { ok: true, values: entry, fromAccountId: account._id };
}
