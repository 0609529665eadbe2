/**
 * What the public API returns for a transaction: the stored fields minus the owner, plus the
 * account's currency and, for a transfer, the other account.
 */
import { systemFields } from "convex-helpers/validators";
import { v, type Infer } from "convex/values";
import type { Doc } from "../../_generated/dataModel";
import type { QueryCtx } from "../../_generated/server";
import { vCurrency } from "../validators";
import { transactionFields } from "./fields";

/** Signed `amount` in `currency` (the account's): income/transfer in > 0, else < 0. */
export const vTransactionView = transactionFields.omit("userId").extend({
  ...systemFields("transactions"),
  currency: vCurrency,
  /** The other account of a transfer, so the list can name it. */
  counterpartAccountId: v.optional(v.id("accounts")),
});
export type TransactionView = Infer<typeof vTransactionView>;

/** A row of one account's register: with `balance`, the account's balance after it. */
export const vRegisterRow = vTransactionView.extend({ balance: v.optional(v.number()) });
export type RegisterRow = Infer<typeof vRegisterRow>;

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
