/** A connection as bankConnections.list shows it: never its access, which stays sealed. */
import { v } from "convex/values";
import type { Doc, Id } from "../../_generated/dataModel";
import { waitFor } from "./budget";
import { vBankAccount, vBankProvider, vBankStatus, vInstitution } from "./fields";
import { connectorOf } from "./ownerLeft";

export const vConnectionView = v.object({
  _id: v.id("bankConnections"),
  _creationTime: v.number(),
  provider: vBankProvider,
  status: vBankStatus,
  lastSyncedAt: v.union(v.number(), v.null()),
  error: v.union(v.string(), v.null()),
  bankMessage: v.union(v.string(), v.null()),
  /** The bank's rows the last sync left out (an impossible date or amount); 0 when none. */
  skippedRows: v.number(),
  /** When "Sync now" is possible again, if the budget is spent (null: now). */
  nextSyncAt: v.union(v.number(), v.null()),
  /** When the consent at the bank ends (Enable Banking's valid_until); null: it does not. */
  expiresAt: v.union(v.number(), v.null()),
  /** The bank as chosen when connecting (Enable Banking); null for SimpleFIN. */
  institution: v.union(vInstitution, v.null()),
  /** Whether the caller made it: only they may renew or remove it (BANK_CONNECTOR_ONLY). */
  mine: v.boolean(),
  accounts: v.array(
    vBankAccount
      .omit(
        "syncedThrough",
        "startSet",
        "createdByLink",
        "linkedAccountId",
        "difference",
        "vanished",
      )
      .extend({
        linkedAccountId: v.union(v.id("accounts"), v.null()),
        difference: v.union(v.number(), v.null()),
        vanished: v.boolean(),
      }),
  ),
});

export function toView(c: Doc<"bankConnections">, now: number, actorId: Id<"users">) {
  const budget = waitFor(c.requestTimes, c.unlimited, now);
  const bankWait = c.retryAt !== undefined && c.retryAt > now ? c.retryAt - now : 0;
  const wait = Math.max(budget, bankWait);
  return {
    _id: c._id,
    _creationTime: c._creationTime,
    provider: c.provider,
    status: c.status,
    lastSyncedAt: c.lastSyncedAt ?? null,
    error: c.error ?? null,
    bankMessage: c.bankMessage ?? null,
    skippedRows: c.skippedRows ?? 0,
    nextSyncAt: wait > 0 ? now + wait : null,
    expiresAt: c.expiresAt ?? null,
    institution: c.institution ?? null,
    mine: connectorOf(c) === actorId,
    accounts: c.accounts.map((a) => ({
      externalId: a.externalId,
      name: a.name,
      ...(a.org === undefined ? {} : { org: a.org }),
      currency: a.currency,
      balance: a.balance,
      linkedAccountId: a.linkedAccountId ?? null,
      difference: a.difference ?? null,
      vanished: a.vanished === true,
    })),
  };
}
