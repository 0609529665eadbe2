/**
 * What the public API returns for accounts and transactions: the stored fields minus userId,
 * plus values derived for display (owed, available credit, next payment date, currency).
 */
import { v, type Infer } from "convex/values";
import type { Doc } from "../_generated/dataModel";
import type { QueryCtx } from "../_generated/server";
import { nextDateForDay } from "../shared/dates";
import { systemFields } from "convex-helpers/validators";
import { vCurrency } from "../shared/validators";
import { accountFields } from "./accounts/fields";
import { transactionFields } from "./transactions/fields";
import { isLiabilityType } from "../shared/domain";
import { availableCreditOf, owedOf } from "./balances";

export const vAccountView = accountFields.omit("userId", "deletingAt").extend({
  ...systemFields("accounts"),
  /** Liabilities only: max(0, −balance). */
  owed: v.optional(v.number()),
  availableCredit: v.optional(v.number()),
  nextPaymentDate: v.optional(v.string()),
  nextBillingDate: v.optional(v.string()),
});
export type AccountView = Infer<typeof vAccountView>;

/** `today` is the user's calendar date, so due dates follow the user's own day. */
export function toAccountView(account: Doc<"accounts">, today: string): AccountView {
  const { userId: _userId, deletingAt: _deletingAt, ...fields } = account;
  const view: AccountView = { ...fields };
  if (isLiabilityType(account.type)) view.owed = owedOf(account.balance);
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

/** Signed `amount` in `currency` (the account's): income/transfer in > 0, else < 0. */
export const vTransactionView = transactionFields.omit("userId").extend({
  ...systemFields("transactions"),
  currency: vCurrency,
  /** The other account of a transfer, so the list can name it. */
  counterpartAccountId: v.optional(v.id("accounts")),
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
