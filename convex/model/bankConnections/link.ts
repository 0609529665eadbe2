/**
 * Linking a bank account to an account of ours, and the one fix a person may choose for a
 * difference afterwards. An existing account keeps its past: linking never rewrites its
 * starting balance (a reconciliation or a past month's net worth would stop describing what
 * was checked). Only an account the link creates starts at the bank's balance, on its first
 * sync (bankSync.finishAccount). Any other difference is shown on the connection, and the
 * person may settle it with an adjustment dated today (`adjustToBank`).
 */
import { v, type Infer } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import type { MutationCtx } from "../../_generated/server";
import { normalizeAccountInput } from "../accounts/input";
import { fail } from "../errors";
import { postEntry, type ActorCtx } from "../ledger/entries";
import { kindOfAmount } from "../../shared/domain";
import { adoptAccountCurrency } from "../users/preferences";
import { vAccountType } from "../validators";
import { connectionsOf, patchAccount } from "./connections";

/** What the link dialog sends for a new account; a card's limit and days are the person's. */
export const vNewLinkedAccount = v.object({
  name: v.string(),
  type: vAccountType,
  card: v.optional(
    v.object({ creditLimit: v.number(), billingDay: v.number(), paymentDay: v.number() }),
  ),
});
type NewLinkedAccount = Infer<typeof vNewLinkedAccount>;

type Ctx = { db: MutationCtx["db"]; ledgerKey: Id<"users"> } & ActorCtx;
type BankAccount = Doc<"bankConnections">["accounts"][number];

/**
 * A new account for a bank account, empty until its first sync. A card needs its limit and
 * days (REQUIRED creditLimit without them): a guessed limit of 0 would show the whole debt as
 * "available" below zero.
 */
export async function createLinkedAccount(
  ctx: Ctx,
  bank: BankAccount,
  create: NewLinkedAccount,
): Promise<Id<"accounts">> {
  const fields = normalizeAccountInput({
    name: create.name,
    type: create.type,
    currency: bank.currency,
    initialBalance: 0,
    ...(create.type === "credit_card" ? create.card : {}),
  });
  const others = await ctx.db
    .query("accounts")
    .withIndex("by_user", (q) => q.eq("userId", ctx.ledgerKey))
    .take(50);
  if (others.every((a) => a.deletingAt !== undefined))
    await adoptAccountCurrency(ctx, ctx.personId ?? ctx.ledgerKey, fields.currency);
  return await ctx.db.insert("accounts", { ...fields, userId: ctx.ledgerKey, balance: 0 });
}

/**
 * Points the bank account `externalId` of the connection at `target`, starting its sync over;
 * BANK_ALREADY_LINKED when another bank account of the household already feeds `target`.
 * `created`: the link made `target`, so its first sync sets its starting balance.
 */
export async function linkToAccount(
  ctx: Ctx,
  connection: Doc<"bankConnections">,
  externalId: string,
  target: Id<"accounts">,
  created: boolean,
): Promise<void> {
  const mine = await connectionsOf(ctx, ctx.ledgerKey);
  const taken = mine.some((c) =>
    c.accounts.some(
      (a) =>
        a.linkedAccountId === target && !(c._id === connection._id && a.externalId === externalId),
    ),
  );
  if (taken) fail("BANK_ALREADY_LINKED", "accountId");
  const accounts = connection.accounts.map((a) =>
    a.externalId === externalId
      ? {
          ...a,
          linkedAccountId: target,
          syncedThrough: undefined,
          startSet: undefined,
          difference: undefined,
          createdByLink: created ? true : undefined,
        }
      : a,
  );
  await ctx.db.patch("bankConnections", connection._id, { accounts });
}

/**
 * Posts the connection's recorded difference to the linked account as one transaction dated
 * `today`, so ours equals the bank's from today on and nothing before today changes. The amount
 * is the server's own record, never the client's: a stale screen cannot post a wrong one.
 */
export async function adjustToBank(
  ctx: Ctx,
  connection: Doc<"bankConnections">,
  externalId: string,
  today: string,
  notes: string | undefined,
): Promise<Id<"transactions">> {
  const bank = connection.accounts.find((a) => a.externalId === externalId);
  if (bank?.linkedAccountId === undefined) fail("NOT_FOUND", "externalId");
  if (bank.difference === undefined || bank.difference === 0)
    fail("INVALID_ARGUMENT", "externalId");
  const account = await ctx.db.get("accounts", bank.linkedAccountId);
  if (account === null || account.userId !== ctx.ledgerKey || account.deletingAt !== undefined) {
    fail("NOT_FOUND", "externalId");
  }
  const amount = bank.difference;
  const id = await postEntry(ctx, account, {
    userId: ctx.ledgerKey,
    accountId: account._id,
    date: today,
    kind: kindOfAmount(amount),
    amount,
    category: "other",
    payee: bank.name,
    ...(notes === undefined || notes === "" ? {} : { notes }),
  });
  await patchAccount(ctx, connection, externalId, { difference: undefined });
  return id;
}
