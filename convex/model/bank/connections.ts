/** Reading and updating a connection's document from the sync's internal functions. */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { cleanText } from "../../shared/text";
import { NOTES_MAX_LENGTH } from "../../shared/validation";
import type { BankAccountData } from "./provider";
import { currencyOf, minorUnitsOf } from "./rows";

export type BankAccount = Doc<"bankConnections">["accounts"][number];
type Ctx = { db: MutationCtx["db"] };

/** The accounts the bank reported, in our units, merged with what we knew of each (links). */
export function mergeAccounts(
  known: BankAccount[],
  reported: Omit<BankAccountData, "transactions">[],
): BankAccount[] {
  const byId = new Map(known.map((a) => [a.externalId, a]));
  const merged: BankAccount[] = [];
  for (const raw of reported) {
    const currency = currencyOf(raw.currency);
    // An account in a currency we keep no accounts in cannot be linked: it is not offered.
    if (currency === null) continue;
    const balance = minorUnitsOf(raw.balance, currency) ?? 0;
    const before = byId.get(raw.externalId);
    merged.push({
      ...before,
      externalId: cleanText(raw.externalId).slice(0, 300),
      name: cleanText(raw.name).slice(0, 120) || raw.externalId.slice(0, 120),
      ...(raw.org ? { org: cleanText(raw.org).slice(0, 120) } : {}),
      currency: before?.currency ?? currency,
      balance,
    });
    byId.delete(raw.externalId);
  }
  // An account the bank stopped reporting keeps its link (and history) until the user removes it.
  return [...merged, ...[...byId.values()].filter((a) => a.linkedAccountId !== undefined)];
}

/** The bank's own words as stored: one line, no control characters, bounded. */
export function bankMessageOf(messages: string[]): string | undefined {
  const text = cleanText(messages.join(" ")).slice(0, NOTES_MAX_LENGTH);
  return text === "" ? undefined : text;
}

export async function patchAccount(
  ctx: Ctx,
  connection: Doc<"bankConnections">,
  externalId: string,
  change: Partial<BankAccount>,
): Promise<void> {
  const accounts = connection.accounts.map((a) =>
    a.externalId === externalId ? { ...a, ...change } : a,
  );
  await ctx.db.patch("bankConnections", connection._id, { accounts });
}

/** The connection's accounts linked to an account of ours that still exists. */
export async function linkedAccounts(
  ctx: { db: MutationCtx["db"] } | { db: Pick<MutationCtx["db"], "get"> },
  connection: Doc<"bankConnections">,
): Promise<{ bank: BankAccount; accountId: Id<"accounts"> }[]> {
  const result = [];
  for (const bank of connection.accounts) {
    if (bank.linkedAccountId === undefined) continue;
    const account = await ctx.db.get("accounts", bank.linkedAccountId);
    if (account === null || account.deletingAt !== undefined) continue;
    result.push({ bank, accountId: account._id });
  }
  return result;
}
