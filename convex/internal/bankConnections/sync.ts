/**
 * The internal side of bank connections: what the sync actions (model/bankConnections/run.ts) read and
 * write, each step its own bounded mutation, and the cron that syncs every connection.
 * Nothing here returns the sealed access except `state`, which only actions call.
 */
import { runBatch } from "../../model/jobs/batches";
import { ConvexError, v } from "convex/values";
import { internal } from "../../_generated/api";
import { internalAction, internalMutation, internalQuery } from "../../_generated/server";
import { unattendedWait, waitFor } from "../../model/bankConnections/budget";
import {
  bankMessageOf,
  linkedAccounts,
  mergeAccounts,
  recordBankAnswer,
} from "../../model/bankConnections/connections";
import { applyBankRows } from "../../model/bankConnections/engine";
import { finishAccountSync } from "../../model/bankConnections/finish";
import { vBankRow, SYNC_CHUNK_ROWS } from "../../model/bankConnections/rows";
import { runSync } from "../../model/bankConnections/run";
import { vBankProvider, vInstitution } from "../../model/bankConnections/fields";
import { vBankAccountData } from "../../model/bankConnections/validators";
import { fail } from "../../model/errors";

const vCounts = v.object({ added: v.number(), updated: v.number(), matched: v.number() });
const CRON_PAGE = 100;

/** What a sync needs: the sealed access and the linked accounts; null when not the caller's. */
export const state = internalQuery({
  args: { connectionId: v.id("bankConnections"), userId: v.optional(v.id("users")) },
  returns: v.union(
    v.null(),
    v.object({
      provider: vBankProvider,
      sealed: v.string(),
      expiresAt: v.optional(v.number()),
      linked: v.array(
        v.object({
          externalId: v.string(),
          accountId: v.id("accounts"),
          currency: v.string(),
          syncedThrough: v.optional(v.number()),
        }),
      ),
    }),
  ),
  handler: async (ctx, { connectionId, userId }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null || (userId !== undefined && connection.userId !== userId)) return null;
    // An ended connection has no access left to read with (model/bankConnections/ownerLeft.ts).
    if (connection.status === "ended") return null;
    const secret = await ctx.db
      .query("bankSecrets")
      .withIndex("by_connection", (q) => q.eq("connectionId", connectionId))
      .unique();
    if (secret === null) return null;
    const linked = (await linkedAccounts(ctx, connection)).map(({ bank, accountId }) => ({
      externalId: bank.externalId,
      accountId,
      currency: bank.currency,
      ...(bank.syncedThrough === undefined ? {} : { syncedThrough: bank.syncedThrough }),
    }));
    return {
      provider: connection.provider,
      sealed: secret.sealed,
      ...(connection.expiresAt === undefined ? {} : { expiresAt: connection.expiresAt }),
      linked,
    };
  },
});

/**
 * Counts one request against the connection's budgets, or refuses it with RATE_LIMITED and
 * retryAfter: the bank's own wait (a 429's Retry-After), PSD2's unattended reads a day (only
 * when nobody is present: bank/budget.ts), and SimpleFIN's requests a day.
 */
export const takeRequest = internalMutation({
  args: { connectionId: v.id("bankConnections"), now: v.number(), attended: v.boolean() },
  returns: v.null(),
  handler: async (ctx, { connectionId, now, attended }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null) fail("NOT_FOUND");
    if (connection.retryAt !== undefined && connection.retryAt > now) {
      fail("RATE_LIMITED", { retryAfter: connection.retryAt - now });
    }
    if (connection.provider === "enablebanking") {
      if (attended) return null;
      const wait = unattendedWait(connection.unattendedTimes ?? [], now);
      if (wait > 0) fail("RATE_LIMITED", { retryAfter: wait });
      const unattendedTimes = [
        ...(connection.unattendedTimes ?? []).filter((t) => t > now - 86_400_000),
        now,
      ];
      await ctx.db.patch("bankConnections", connectionId, { unattendedTimes });
      return null;
    }
    if (connection.unlimited) return null;
    const wait = waitFor(connection.requestTimes, false, now);
    if (wait > 0) fail("RATE_LIMITED", { retryAfter: wait });
    const requestTimes = [...connection.requestTimes.filter((t) => t > now - 86_400_000), now];
    await ctx.db.patch("bankConnections", connectionId, { requestTimes });
    return null;
  },
});

export const create = internalMutation({
  args: {
    userId: v.id("users"),
    connectedBy: v.id("users"),
    sealed: v.string(),
    unlimited: v.boolean(),
    now: v.number(),
    accounts: v.array(vBankAccountData),
    messages: v.array(v.string()),
    provider: v.optional(vBankProvider),
    institution: v.optional(vInstitution),
    expiresAt: v.optional(v.number()),
  },
  returns: v.id("bankConnections"),
  handler: async (ctx, args) => {
    const { userId, connectedBy, sealed, unlimited, now, accounts, messages } = args;
    const bankMessage = bankMessageOf(messages);
    const provider = args.provider ?? "simplefin";
    const connectionId = await ctx.db.insert("bankConnections", {
      userId,
      connectedBy,
      provider,
      ...(args.institution === undefined ? {} : { institution: args.institution }),
      ...(args.expiresAt === undefined ? {} : { expiresAt: args.expiresAt }),
      status: bankMessage === undefined ? "ok" : "error",
      ...(bankMessage === undefined ? {} : { error: "BANK_MESSAGE", bankMessage }),
      createdAt: now,
      unlimited,
      // SimpleFIN: the claim and the first read (PSD2 counts unattended reads only).
      requestTimes: unlimited || provider !== "simplefin" ? [] : [now, now],
      accounts: mergeAccounts([], accounts),
    });
    await ctx.db.insert("bankSecrets", { userId, connectionId, sealed });
    return connectionId;
  },
});

/** A failed attempt: the state the connection shows; nothing synced before is touched. */
export const recordFailure = internalMutation({
  args: {
    connectionId: v.id("bankConnections"),
    code: v.string(),
    bankMessage: v.optional(v.string()),
    retryAt: v.optional(v.number()),
  },
  returns: v.null(),
  handler: async (ctx, { connectionId, code, bankMessage, retryAt }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null || connection.status === "ended") return null;
    const renew = code === "BANK_RECONNECT_NEEDED" || code === "BANK_CONSENT_EXPIRED";
    await ctx.db.patch("bankConnections", connectionId, {
      status: renew ? "reconnect" : "error",
      error: code,
      bankMessage: bankMessageOf(bankMessage === undefined ? [] : [bankMessage]),
      retryAt,
    });
    return null;
  },
});

/** The bank's accounts and balances as just read, and its messages (if any). */
export const recordAccounts = internalMutation({
  args: {
    connectionId: v.id("bankConnections"),
    accounts: v.array(vBankAccountData),
    messages: v.array(v.string()),
  },
  returns: v.null(),
  handler: async (ctx, { connectionId, accounts, messages }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    // A sync under way when its connector left writes nothing more (model/bankConnections/ownerLeft.ts).
    if (connection === null || connection.status === "ended") return null;
    await recordBankAnswer(ctx, connection, accounts, messages);
    return null;
  },
});

/** One chunk of one bank account into its linked account (model/bankConnections/engine.ts). */
export const applyChunk = internalMutation({
  args: {
    connectionId: v.id("bankConnections"),
    externalId: v.string(),
    rows: v.array(vBankRow),
  },
  returns: vCounts,
  handler: async (ctx, { connectionId, externalId, rows }) => {
    if (rows.length > SYNC_CHUNK_ROWS) fail("INVALID_ARGUMENT");
    const zero = { added: 0, updated: 0, matched: 0 };
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection?.status === "ended") return zero;
    const bank = connection?.accounts.find((a) => a.externalId === externalId);
    if (bank?.linkedAccountId === undefined) return zero;
    const account = await ctx.db.get("accounts", bank.linkedAccountId);
    // Unlinked, removed or being deleted since the sync began: nothing to write.
    if (account === null || account.deletingAt !== undefined) return zero;
    return await applyBankRows(ctx, account, rows);
  },
});

/** The bank ids and dates of the account's pending transactions (few: pending is short-lived). */
export const pendingOf = internalQuery({
  args: { accountId: v.id("accounts") },
  returns: v.array(v.object({ bankId: v.string(), date: v.string() })),
  handler: async (ctx, { accountId }) => {
    const rows = await ctx.db
      .query("transactions")
      .withIndex("by_account_pending", (q) => q.eq("accountId", accountId).eq("pending", true))
      .take(500);
    return rows.flatMap((tx) => (tx.bankId ? [{ bankId: tx.bankId, date: tx.date }] : []));
  },
});

/**
 * Ends one account's sync: the pending transactions the bank dropped go; an account the link
 * created gets the bank's balance as its start on its first sync (it has no past of its own);
 * any other disagreement is recorded as the difference, shown on the connection and fixed only
 * by the person's choice (bankConnections.adjust). An existing account's past never changes.
 */
export const finishAccount = internalMutation({
  args: {
    connectionId: v.id("bankConnections"),
    externalId: v.string(),
    dropped: v.array(v.string()),
    through: v.number(),
  },
  returns: v.null(),
  handler: async (ctx, args) => {
    await finishAccountSync(ctx, args);
    return null;
  },
});

/** A sync went through: when, and how many of the bank's rows it had to leave out. */
export const markSynced = internalMutation({
  args: { connectionId: v.id("bankConnections"), now: v.number(), skipped: v.number() },
  returns: v.null(),
  handler: async (ctx, { connectionId, now, skipped }) => {
    const connection = await ctx.db.get("bankConnections", connectionId);
    if (connection === null || connection.status === "ended") return null;
    await ctx.db.patch("bankConnections", connectionId, {
      lastSyncedAt: now,
      skippedRows: skipped > 0 ? skipped : undefined,
    });
    return null;
  },
});

/** A sync nobody waits for (after linking, from the cron): its failure is recorded, not thrown. */
export const syncInBackground = internalAction({
  args: {
    connectionId: v.id("bankConnections"),
    /** Started by the person (a link): PSD2's unattended budget does not count it. */
    attended: v.optional(v.boolean()),
  },
  returns: v.null(),
  handler: async (ctx, { connectionId, attended }) => {
    try {
      await runSync(ctx, connectionId, undefined, attended === true);
    } catch (error) {
      // Recorded on the connection by runSync (bank errors) or a budget refusal: both shown.
      if (!(error instanceof ConvexError)) throw error;
    }
    return null;
  },
});

/**
 * The cron: one scheduled sync per connection, each its own action, so one failing connection
 * never stops the others; pages of CRON_PAGE connections.
 */
export const syncAll = internalMutation({
  args: { cursor: v.optional(v.union(v.string(), v.null())) },
  returns: v.null(),
  handler: async (ctx, { cursor }) => {
    const page = await ctx.db
      .query("bankConnections")
      .paginate({ cursor: cursor ?? null, numItems: CRON_PAGE });
    for (const connection of page.page) {
      // A revoked access needs the user; asking again would only spend the budget. An ended
      // connection has no access at all.
      if (connection.status === "reconnect" || connection.status === "ended") continue;
      const now = Date.now();
      if (connection.expiresAt !== undefined && connection.expiresAt <= now) continue;
      if (connection.retryAt !== undefined && connection.retryAt > now) continue;
      if (waitFor(connection.requestTimes, connection.unlimited, now) > 0) continue;
      if (connection.provider === "enablebanking") {
        if (unattendedWait(connection.unattendedTimes ?? [], now) > 0) continue;
      }
      await ctx.scheduler.runAfter(0, internal.internal.bankConnections.sync.syncInBackground, {
        connectionId: connection._id,
      });
    }
    await runBatch(ctx, internal.internal.bankConnections.sync.syncAll, async () => ({
      handled: page.page.length,
      next: page.isDone ? null : { cursor: page.continueCursor },
    }));
    return null;
  },
});
