/**
 * Account balances. Sign convention: `balance` is what the account holds, in minor units of
 * the account's currency. Money owed is negative: a credit card with 300.00 owed has balance
 * −30000 and a loan of 10,000.00 outstanding has balance −1000000. balance = initialBalance +
 * the sum of the account's transaction amounts, maintained in the same mutation as each write.
 */
import type { WithoutSystemFields } from "convex/server";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server.js";
import { validateSignedAmount } from "../../shared/validation";
import { ensure } from "../errors";

/** Amount owed on a liability: the negative part of its balance, shown as a positive number. */
export function owedOf(balance: number): number {
  return Math.max(0, -balance);
}

/** Credit still available on a card: limit − owed (negative when the card is over its limit). */
export function availableCreditOf(
  account: Pick<Doc<"accounts">, "creditLimit" | "balance">,
): number {
  return (account.creditLimit ?? 0) - owedOf(account.balance);
}

/** Whether a transaction counts towards the cleared balance. */
export function isCleared(tx: Pick<Doc<"transactions">, "cleared">): boolean {
  return tx.cleared === "cleared" || tx.cleared === "reconciled";
}

/** What a transaction adds to its account's cleared balance. */
export function clearedAmount(tx: Pick<Doc<"transactions">, "amount" | "cleared">): number {
  return isCleared(tx) ? tx.amount : 0;
}

/** initialBalance + every cleared or reconciled amount, whatever its date. */
export function clearedBalanceOf(
  account: Pick<Doc<"accounts">, "clearedTotal" | "initialBalance">,
): number {
  return account.initialBalance + (account.clearedTotal ?? 0);
}

/** Moves `balance` by `delta` and `clearedTotal` by `clearedDelta`, in the caller's mutation. */
export async function adjustBalance(
  ctx: { db: MutationCtx["db"] },
  accountId: Id<"accounts">,
  delta: number,
  clearedDelta = 0,
): Promise<void> {
  if (delta === 0 && clearedDelta === 0) return;
  const account = await ctx.db.get("accounts", accountId);
  if (account === null) throw new Error(`account ${accountId} vanished during a write`);
  const balance = account.balance + delta;
  // Past MAX_AMOUNT sums would soon leave the safe integers and silently lose cents.
  ensure(validateSignedAmount(balance), "amount");
  if (clearedDelta === 0) {
    await ctx.db.patch("accounts", accountId, { balance });
    return;
  }
  const clearedTotal = (account.clearedTotal ?? 0) + clearedDelta;
  ensure(validateSignedAmount(clearedTotal), "amount");
  await ctx.db.patch("accounts", accountId, { balance, clearedTotal });
}

/** An account's own settings: everything but its owner and what the ledger keeps. */
export type AccountSettings = Omit<
  WithoutSystemFields<Doc<"accounts">>,
  "userId" | "balance" | "clearedTotal"
>;

/**
 * Replaces an account's settings (replace, not patch, so fields of the old type, e.g. card
 * fields, disappear). A new initialBalance shifts the balance by the difference; the cleared
 * total stays.
 */
export async function replaceAccountSettings(
  ctx: { db: MutationCtx["db"] },
  account: Doc<"accounts">,
  fields: AccountSettings,
): Promise<void> {
  const balance = account.balance + (fields.initialBalance - account.initialBalance);
  ensure(validateSignedAmount(balance), "initialBalance");
  const { clearedTotal } = account;
  await ctx.db.replace("accounts", account._id, {
    userId: account.userId,
    ...fields,
    balance,
    ...(clearedTotal === undefined ? {} : { clearedTotal }),
  });
}
