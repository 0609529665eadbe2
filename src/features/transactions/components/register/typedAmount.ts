import type { TransactionFormValues } from "../../transactionForm";
import type { AmountColumns } from "./RegisterRow";

/** What the entry row's amount cells hold as typed. */
export interface AmountTexts {
  /** One signed column: "12.50" or "-12.50" is spent, "+12.50" received. */
  amount: string;
  outflow: string;
  inflow: string;
}

/** The texts an existing row starts with, from the dialog's values (typed positive). */
export function amountTextsOf(values: TransactionFormValues, signedAmount: number): AmountTexts {
  const income = signedAmount > 0;
  return {
    amount: income ? `+${values.amount}` : values.amount,
    outflow: income ? "" : values.amount,
    inflow: income ? values.amount : "",
  };
}

/**
 * The kind and positive amount the typed cells mean, in the dialog's terms, so the same checks
 * and call apply. Received money that still has the default category is filed as income, as
 * the dialog does when its kind switches.
 */
export function typedAmount(
  values: TransactionFormValues,
  columns: AmountColumns,
  texts: AmountTexts,
): Pick<TransactionFormValues, "kind" | "amount" | "category"> {
  let income: boolean;
  let amount: string;
  if (columns === "flows") {
    income = texts.inflow.trim() !== "" && texts.outflow.trim() === "";
    amount = (income ? texts.inflow : texts.outflow).trim();
  } else {
    const text = texts.amount.trim();
    income = text.startsWith("+");
    amount = text.replace(/^[+\-−]\s*/, "");
  }
  const kind = income ? "income" : "expense";
  const { category, categoryChosen } = values;
  const filed =
    income && category === "other" && !categoryChosen
      ? "income"
      : !income && category === "income" && !categoryChosen
        ? "other"
        : category;
  return { kind, amount, category: filed };
}
