/**
 * What the public API returns for accounts and transactions: the stored fields minus userId,
 * plus values derived for display (owed, available credit, next payment date, currency).
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { nextDateForDay } from "../shared/dates";
import {
  vAccountType,
  vCategory,
  vCurrency,
  vLoanPaymentType,
  vTransactionKind,
} from "../shared/validators";
import { availableCreditOf, isLiability, owedOf } from "./balances";

export const vAccountView = v.object({
  _id: v.id("accounts"),
  _creationTime: v.number(),
  name: v.string(),
  type: vAccountType,
  currency: vCurrency,
  initialBalance: v.number(),
  balance: v.number(),
  description: v.optional(v.string()),
  /** Liabilities only: max(0, −balance). */
  owed: v.optional(v.number()),
  creditLimit: v.optional(v.number()),
  billingDay: v.optional(v.number()),
  paymentDay: v.optional(v.number()),
  availableCredit: v.optional(v.number()),
  nextPaymentDate: v.optional(v.string()),
  nextBillingDate: v.optional(v.string()),
  loanDueDate: v.optional(v.string()),
  loanPaymentType: v.optional(vLoanPaymentType),
  loanPaymentAmount: v.optional(v.number()),
});
export type AccountView = Infer<typeof vAccountView>;

/** `today` is the user's calendar date, so due dates follow the user's own day. */
export function toAccountView(account: Doc<"accounts">, today: string): AccountView {
  const { userId: _userId, deletingAt: _deletingAt, ...fields } = account;
  const view: AccountView = { ...fields };
  if (isLiability(account.type)) view.owed = owedOf(account.balance);
  if (account.type === "credit_card") {
    view.availableCredit = availableCreditOf(account);
    if (account.paymentDay !== undefined) {
      view.nextPaymentDate = nextDateForDay(today, account.paymentDay);
    }
    if (account.billingDay !== undefined) {
      view.nextBillingDate = nextDateForDay(today, account.billingDay);
    }
  }
  return view;
}

export const vTransactionView = v.object({
  _id: v.id("transactions"),
  _creationTime: v.number(),
  accountId: v.id("accounts"),
  date: v.string(),
  kind: vTransactionKind,
  /** Signed minor units in `currency` (the account's): income/transfer in > 0, else < 0. */
  amount: v.number(),
  currency: vCurrency,
  category: vCategory,
  notes: v.optional(v.string()),
  /** Entered in another currency: the signed amount entered, its currency, the rate used. */
  original: v.optional(v.object({ amount: v.number(), currency: vCurrency, rate: v.number() })),
  counterpartId: v.optional(v.id("transactions")),
  /** The other account of a transfer, so the list can name it. */
  counterpartAccountId: v.optional(v.id("accounts")),
  payee: v.optional(v.string()),
  importId: v.optional(v.id("imports")),
  importKey: v.optional(v.string()),
});
export type TransactionView = Infer<typeof vTransactionView>;

export async function toTransactionView(
  ctx: { db: QueryCtx["db"] },
  tx: Doc<"transactions">,
  currency: Doc<"accounts">["currency"],
): Promise<TransactionView> {
  const { userId: _userId, ...fields } = tx;
  const view: TransactionView = { ...fields, currency };
  if (tx.counterpartId !== undefined) {
    const other = await ctx.db.get("transactions", tx.counterpartId);
    if (other !== null) view.counterpartAccountId = other.accountId;
  }
  return view;
}
