/** Storing accounts: opening one, the forecast's settings, and marking one for deletion. */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import type { AccountSettings } from "../ledger/balances";
import { adoptAccountCurrency } from "../users/preferences";

type WriteCtx = { db: MutationCtx["db"]; ledgerKey: Id<"users">; personId: Id<"users"> };

/**
 * Opens an account holding its initial balance. The ledger's first live account sets the
 * person's display currency, unless they chose one themselves.
 */
export async function openAccount(ctx: WriteCtx, fields: AccountSettings): Promise<Id<"accounts">> {
  const others = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(50);
  if (others.every((a) => a.deletingAt !== undefined)) {
    await adoptAccountCurrency(ctx, ctx.personId, fields.currency);
  }
  return await ctx.db.insert("accounts", {
    ...fields,
    userId: ctx.ledgerKey,
    balance: fields.initialBalance,
  });
}

/** Whether any transaction was ever posted to the account (one index read). */
export async function hasTransactions(
  ctx: { db: QueryCtx["db"] },
  accountId: Id<"accounts">,
): Promise<boolean> {
  const first = await ctx.db
    .query("transactions")
    .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
    .first();
  return first !== null;
}

/** The forecast's settings of one account: a floor of 0 and "not excluded" are stored as absent. */
export async function saveForecastSettings(
  ctx: { db: MutationCtx["db"] },
  accountId: Id<"accounts">,
  settings: { floor: number; excluded: boolean },
): Promise<void> {
  await ctx.db.patch("accounts", accountId, {
    floor: settings.floor === 0 ? undefined : settings.floor,
    forecastExcluded: settings.excluded ? true : undefined,
  });
}

/** Hides the account from every read at once; its history goes in later batches. */
export async function markAccountDeleting(
  ctx: { db: MutationCtx["db"] },
  accountId: Id<"accounts">,
): Promise<void> {
  await ctx.db.patch("accounts", accountId, { deletingAt: Date.now() });
}
