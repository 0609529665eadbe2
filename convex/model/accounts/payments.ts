/**
 * The next payment an account asks for, worked out once for every screen that lists what is
 * due (Home's "Due in the next 30 days", the account views):
 * - a credit card: what is owed, on its next payment day;
 * - a loan: its instalment (never more than is owed) on the due date's day of each month, or
 *   the whole amount on the due date when it is paid at once (then it may lie in the past:
 *   overdue).
 * Nothing when nothing is owed or no day is set.
 */
import type { Doc } from "../../_generated/dataModel";
import { nextDateForDay } from "../../shared/dates";
import { owedOf } from "../ledger/balances";

export interface NextPayment {
  date: string;
  /** Positive minor units of the account's currency. */
  amount: number;
}

type PaymentFields = Pick<
  Doc<"accounts">,
  "type" | "balance" | "paymentDay" | "loanDueDate" | "loanPaymentType" | "loanPaymentAmount"
>;

export function nextPaymentOf(account: PaymentFields, today: string): NextPayment | null {
  const owed = owedOf(account.balance);
  if (owed <= 0) return null;
  if (account.type === "credit_card" && account.paymentDay !== undefined)
    return { date: nextDateForDay(today, account.paymentDay), amount: owed };
  if (account.type !== "loan" || account.loanDueDate === undefined) return null;
  if (account.loanPaymentType === "one_time") return { date: account.loanDueDate, amount: owed };
  const date =
    account.loanDueDate < today
      ? nextDateForDay(today, Number(account.loanDueDate.slice(8, 10)))
      : account.loanDueDate;
  return { date, amount: Math.min(account.loanPaymentAmount ?? owed, owed) };
}
