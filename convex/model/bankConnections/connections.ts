/** A connection's document: reading, updating and forgetting it (public functions and the sync). */
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx, QueryCtx } from "../../_generated/server";
import { cleanText } from "../../shared/text";
import { NOTES_MAX_LENGTH } from "../../shared/validation";
import type { BankAccountData } from "./provider";
import { currencyOf, minorUnitsOf } from "./rows";

export type BankAccount = Doc<"bankConnections">["accounts"][number];
type Ctx = { db: MutationCtx["db"] };

/** Connections per household are few: every read of them stops here (the list shows as many). */
const CONNECTIONS_MAX = 50;

/** The household's connections (its ledger key's). */
export async function connectionsOf(
  ctx: { db: QueryCtx["db"] },
  ledgerKey: Id<"users">,
): Promise<Doc<"bankConnections">[]> {
  return await ctx.db
    .query("bankConnections")
    .withIndex("by_user", (q) => q.eq("userId", ledgerKey))
    .take(CONNECTIONS_MAX);
}

/** Deletes the connection's sealed access at the bank (one secret per connection). */
export async function deleteSealedAccess(
  ctx: Ctx,
  connectionId: Id<"bankConnections">,
): Promise<void> {
  const secrets = await ctx.db
    .query("bankSecrets")
    .withIndex("by_connection", (q) => q.eq("connectionId", connectionId))
    .take(10);
  for (const secret of secrets) await ctx.db.delete("bankSecrets", secret._id);
}

/** Forgets the connection and its sealed access; the transactions it brought stay. */
export async function forgetConnection(ctx: Ctx, connectionId: Id<"bankConnections">) {
  await deleteSealedAccess(ctx, connectionId);
  await ctx.db.delete("bankConnections", connectionId);
}

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
    const { vanished: _vanished, ...kept } = before ?? {};
    merged.push({
      ...kept,
      externalId: cleanText(raw.externalId).slice(0, 300),
      name: cleanText(raw.name).slice(0, 120) || raw.externalId.slice(0, 120),
      ...(raw.org ? { org: cleanText(raw.org).slice(0, 120) } : {}),
      currency: before?.currency ?? currency,
      balance,
    });
    byId.delete(raw.externalId);
  }
  // An account the bank stopped reporting keeps its link (and history) until the person unlinks
  // it, and the card says it vanished (closed at the bank, or left out of a renewed consent).
  const gone = [...byId.values()].filter((a) => a.linkedAccountId !== undefined);
  return [...merged, ...gone.map((a) => ({ ...a, vanished: true }))];
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

/** The account as no longer fed by the bank: what a sync recorded for the link goes too. */
function unlinked(account: BankAccount): BankAccount {
  const {
    linkedAccountId: _l,
    syncedThrough: _s,
    startSet: _st,
    createdByLink: _c,
    difference: _d,
    ...rest
  } = account;
  return rest;
}

/**
 * Stops feeding an account of ours from one bank account of the connection: the link goes (a
 * vanished bank account, kept only for its link, goes with it).
 */
export async function unlinkBankAccount(
  ctx: Ctx,
  connection: Doc<"bankConnections">,
  externalId: string,
): Promise<void> {
  const accounts = connection.accounts
    .filter((a) => !(a.externalId === externalId && a.vanished === true))
    .map((a) => (a.externalId === externalId ? unlinked(a) : a));
  await ctx.db.patch("bankConnections", connection._id, { accounts });
}

/**
 * An account of ours that is removed stops being fed: every link to it goes (a vanished bank
 * account, which only the link kept, goes with it). Connections per household are few.
 */
export async function unlinkAccountEverywhere(
  ctx: Ctx,
  ledgerKey: Id<"users">,
  accountId: Id<"accounts">,
): Promise<void> {
  for (const connection of await connectionsOf(ctx, ledgerKey)) {
    if (!connection.accounts.some((a) => a.linkedAccountId === accountId)) continue;
    const accounts = connection.accounts
      .filter((a) => !(a.linkedAccountId === accountId && a.vanished === true))
      .map((a) => (a.linkedAccountId === accountId ? unlinked(a) : a));
    await ctx.db.patch("bankConnections", connection._id, { accounts });
  }
}

/**
 * What the bank answered: its accounts merged in and its message, if any, shown on the card
 * (status error with BANK_MESSAGE); a retry waiting for the answer is over.
 */
export async function recordBankAnswer(
  ctx: Ctx,
  connection: Doc<"bankConnections">,
  accounts: Omit<BankAccountData, "transactions">[],
  messages: string[],
  also: { expiresAt?: number } = {},
): Promise<void> {
  const bankMessage = bankMessageOf(messages);
  await ctx.db.patch("bankConnections", connection._id, {
    accounts: mergeAccounts(connection.accounts, accounts),
    status: bankMessage === undefined ? "ok" : "error",
    error: bankMessage === undefined ? undefined : "BANK_MESSAGE",
    bankMessage,
    retryAt: undefined,
    ...also,
  });
}
