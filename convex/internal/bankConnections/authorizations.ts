/**
 * The internal side of connecting and renewing a bank (model/bankConnections/authorize.ts calls these
 * from actions): the `state` of an Enable Banking authorisation kept until the person comes
 * back and then used once, and a renewal that puts a new access behind the same connection.
 */
import { fail } from "../../model/errors";
import { v } from "convex/values";
import { internalMutation, internalQuery } from "../../_generated/server";
import { deleteSealedAccess, recordBankAnswer } from "../../model/bankConnections/connections";
import { vBankProvider, vInstitution } from "../../model/bankConnections/fields";
import { connectorOf } from "../../model/bankConnections/ownerLeft";
import { vBankAccountData } from "../../model/bankConnections/validators";

/** Minutes a person has at their bank before the authorisation is no longer taken back. */
const AUTHORIZATION_TTL_MS = 60 * 60_000;
/** Old authorisations of the same person cleared on each start (bounded). */
const SWEEP = 20;

export const startAuthorization = internalMutation({
  args: {
    userId: v.id("users"),
    connectedBy: v.id("users"),
    state: v.string(),
    institution: vInstitution,
    connectionId: v.optional(v.id("bankConnections")),
    now: v.number(),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    const old = await ctx.db
      .query("bankAuthorizations")
      .withIndex("by_user", (q) => q.eq("userId", args.userId))
      .take(SWEEP);
    for (const row of old) {
      if (row.createdAt < args.now - AUTHORIZATION_TTL_MS) {
        await ctx.db.delete("bankAuthorizations", row._id);
      }
    }
    const { now, ...fields } = args;
    await ctx.db.insert("bankAuthorizations", { ...fields, createdAt: now });
    return null;
  },
});

/**
 * The authorisation a returning `state` names, marked used. Refused as BANK_STATE_MISMATCH
 * when it is no state we sent this person (or too old), BANK_CODE_USED when it came back once.
 */
export const claimAuthorization = internalMutation({
  args: { userId: v.id("users"), actorId: v.id("users"), state: v.string(), now: v.number() },
  returns: v.object({
    institution: vInstitution,
    connectionId: v.union(v.id("bankConnections"), v.null()),
  }),
  handler: async (ctx, { userId, actorId, state, now }) => {
    const row = await ctx.db
      .query("bankAuthorizations")
      .withIndex("by_state", (q) => q.eq("state", state))
      .unique();
    const mine = row !== null && row.userId === userId && row.connectedBy === actorId;
    if (!mine || row.createdAt < now - AUTHORIZATION_TTL_MS) {
      fail("BANK_STATE_MISMATCH");
    }
    if (row.usedAt !== undefined) fail("BANK_CODE_USED");
    await ctx.db.patch("bankAuthorizations", row._id, { usedAt: now });
    return { institution: row.institution, connectionId: row.connectionId ?? null };
  },
});

/**
 * A connection the caller may renew: in their open household (NOT_FOUND otherwise) and made
 * by them (BANK_CONNECTOR_ONLY: the access at the bank is theirs, not the household's).
 */
export const renewable = internalQuery({
  args: {
    connectionId: v.id("bankConnections"),
    userId: v.id("users"),
    actorId: v.id("users"),
  },
  returns: v.object({ provider: vBankProvider, institution: v.union(vInstitution, v.null()) }),
  handler: async (ctx, { connectionId, userId, actorId }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null || connection.userId !== userId) {
      fail("NOT_FOUND");
    }
    if (connection.status === "ended") fail("BANK_OWNER_LEFT");
    if (connectorOf(connection) !== actorId) fail("BANK_CONNECTOR_ONLY");
    return { provider: connection.provider, institution: connection.institution ?? null };
  },
});

/**
 * A new access behind the same connection: the secret replaced, the accounts merged by the
 * bank's identifiers (links, sync marks and differences kept: connections.ts mergeAccounts),
 * the error cleared. Nothing in the ledger changes here; the next sync finds every row it
 * already brought by its bank id and adds nothing twice.
 */
export const renew = internalMutation({
  args: {
    connectionId: v.id("bankConnections"),
    sealed: v.string(),
    expiresAt: v.optional(v.number()),
    accounts: v.array(vBankAccountData),
    messages: v.array(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { connectionId, sealed, expiresAt, accounts, messages }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null || connection.status === "ended") {
      fail("NOT_FOUND");
    }
    // One sealed access per connection: the renewed one replaces the old.
    await deleteSealedAccess(ctx, connectionId);
    await ctx.db.insert("bankSecrets", { userId: connection.userId, connectionId, sealed });
    await recordBankAnswer(ctx, connection, accounts, messages, { expiresAt });
    return null;
  },
});
