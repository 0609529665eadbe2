/**
 * What the public API returns for an account: the stored fields minus the owner and the
 * deletion mark, plus values derived for display (owed, available credit, next dates).
 */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import { nextDateForDay } from "../../shared/dates";
import { isLiabilityType } from "../../shared/domain";
import { availableCreditOf, owedOf } from "../ledger/balances";
import { accountFields } from "./fields";
import { nextPaymentOf } from "./payments";

export const vAccountView = accountFields.omit("userId", "deletingAt").extend({
  ...systemFields("accounts"),
  /** Liabilities only: max(0, −balance). */
  owed: v.optional(v.number()),
  availableCredit: v.optional(v.number()),
  nextPaymentDate: v.optional(v.string()),
  nextBillingDate: v.optional(v.string()),
  /** Cards and loans with something owed: the next payment due (model/accounts/payments). */
  nextPayment: v.optional(v.object({ date: v.string(), amount: v.number() })),
  /** Investment accounts: cash plus holdings at market (model/investments/netWorth.ts). */
  marketValue: v.optional(v.number()),
});
export type AccountView = Infer<typeof vAccountView>;

/** `today` is the user's calendar date, so due dates follow the user's own day. */
export function toAccountView(account: Doc<"accounts">, today: string): AccountView {
  const { userId: _userId, deletingAt: _deletingAt, ...fields } = account;
  const view: AccountView = { ...fields };
  if (isLiabilityType(account.type)) view.owed = owedOf(account.balance);
  if (account.type === "credit_card") {
    // A card with no limit (0: only ever paid off) has nothing "available": showing the whole
    // debt as available credit below zero would read as an overdrawn limit (R26).
    if ((account.creditLimit ?? 0) > 0) view.availableCredit = availableCreditOf(account);
    if (account.paymentDay !== undefined) {
      view.nextPaymentDate = nextDateForDay(today, account.paymentDay);
    }
    if (account.billingDay !== undefined) {
      view.nextBillingDate = nextDateForDay(today, account.billingDay);
    }
  }
  const payment = nextPaymentOf(account, today);
  if (payment !== null) view.nextPayment = payment;
  return view;
}
