/**
 * Ends one account's sync: the pending transactions the bank dropped go; an account the link
 * created gets the bank's balance as its start on its first sync (it has no past of its own);
 * any other disagreement is recorded as the difference, shown on the connection and fixed only
 * by the person's choice (bankConnections.adjust). An existing account's past never changes.
 */
import type { Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { replaceAccountSettings } from "../ledger/balances";
import { removeEntries } from "../ledger/batch";
import { patchAccount } from "./connections";

export async function finishAccountSync(
  ctx: MutationCtx,
  {
    connectionId,
    externalId,
    dropped,
    through,
  }: {
    connectionId: Id<"bankConnections">;
    externalId: string;
    dropped: string[];
    through: number;
  },
): Promise<null> {
  const connection = await ctx.db.get("bankConnections", connectionId);
  const bank = connection?.accounts.find((a) => a.externalId === externalId);
  if (connection === null || bank?.linkedAccountId === undefined) return null;
  if (connection.status === "ended") return null;
  const accountId = bank.linkedAccountId;
  const before = await ctx.db.get("accounts", accountId);
  if (before === null || before.deletingAt !== undefined) return null;
  const gone = [];
  for (const bankId of dropped.slice(0, 500)) {
    const tx = await ctx.db
      .query("transactions")
      .withIndex("by_account_bankId", (q) => q.eq("accountId", accountId).eq("bankId", bankId))
      .first();
    if (tx !== null && tx.pending === true) gone.push(tx);
  }
  if (gone.length > 0) await removeEntries(ctx, before, gone);
  const account = (await ctx.db.get("accounts", accountId))!;
  const pending = await ctx.db
    .query("transactions")
    .withIndex("by_account_pending", (q) => q.eq("accountId", accountId).eq("pending", true))
    .take(500);
  const posted = account.balance - pending.reduce((sum, tx) => sum + tx.amount, 0);
  const difference = bank.balance - posted;
  const startsAtBank = bank.startSet !== true && bank.createdByLink === true;
  if (startsAtBank && difference !== 0) {
    const { _id, _creationTime, userId: _u, balance: _b, clearedTotal: _c, ...settings } = account;
    await replaceAccountSettings(ctx, account, {
      ...settings,
      initialBalance: account.initialBalance + difference,
    });
  }
  const settled = startsAtBank || difference === 0;
  await patchAccount(ctx, connection, externalId, {
    startSet: true,
    syncedThrough: through,
    difference: settled ? undefined : difference,
  });
  return null;
}
