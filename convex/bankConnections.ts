/**
 * Bank connections (SimpleFIN first, behind model/bankConnections/provider.ts). `connect` claims a setup
 * token and keeps the access sealed (bankSecrets, never returned); `link` feeds a bank account
 * into an account of ours and starts its first sync; `sync` brings new transactions in (also
 * run by the cron, bankSync.syncAll); `remove` forgets the connection and its secret, and
 * keeps every transaction it brought. Only actions talk to the bank.
 */
import { requireRecentAuthInAction } from "./model/auth/codeCheck";
import { v } from "convex/values";
import { internal } from "./_generated/api";
import type { Doc, Id } from "./_generated/dataModel";
import { userAction, userMutation, userQuery } from "./lib/functions";
import { getOwned } from "./lib/ownership";
import { vConnectionView, toView } from "./model/bankConnections/view";
import type { SyncCounts } from "./model/bankConnections/engine";
import { runSync, summaryOf } from "./model/bankConnections/run";
import { BankError, type BankSnapshot } from "./model/bankConnections/provider";
import {
  completeAuthorization as completeEnableBanking,
  listInstitutions,
  startAuthorization as startEnableBanking,
  type Caller,
} from "./model/bankConnections/authorize";
import {
  connectionsOf,
  forgetConnection,
  unlinkBankAccount,
} from "./model/bankConnections/connections";
import { vInstitution } from "./model/bankConnections/fields";
import { connectorOf } from "./model/bankConnections/ownerLeft";
import { claimUrlOf, simplefin } from "./model/bankConnections/simplefin";
import { env } from "./model/env";
import { ensure, fail } from "./model/errors";
import { sealSecret, secretsConfigured } from "./model/secrets/secretBox";
import { findPreferences } from "./model/users/preferences";
import {
  adjustToBank,
  createLinkedAccount,
  linkToAccount,
  vNewLinkedAccount,
} from "./model/bankConnections/link";
import { validateIsoDate, validateNotes } from "./shared/validation";
import { DEFAULT_CURRENCY } from "./shared/currencies";

const TOKEN_MAX_LENGTH = 2_000;
const URL_MAX_LENGTH = 2_000;
const NAME_MAX_LENGTH = 200;
const COUNTRY = /^[A-Z]{2}$/;
/** Set by the offline backend to its demo bank's claim URL (offline-backend/src/demoBank). */
const DEMO_VAR = "SIMPLEFIN_DEMO_SETUP_URL";

const vSyncCounts = v.object({ added: v.number(), updated: v.number(), matched: v.number() });

function claimOrRefuse(setupToken: string): void {
  try {
    claimUrlOf(setupToken);
  } catch {
    fail("BANK_TOKEN_INVALID", "setupToken");
  }
}

/** A setup token claimed and its accounts read: the sealed access and what the bank showed. */
async function claimAndRead(
  ctx: Caller,
  setupToken: string,
): Promise<{ sealed: string; unlimited: boolean; snapshot: BankSnapshot }> {
  if (setupToken.trim() === "" || setupToken.length > TOKEN_MAX_LENGTH) {
    fail("BANK_TOKEN_INVALID", "setupToken");
  }
  // Refuse before the token is spent: a claimed token cannot be claimed again.
  if (!secretsConfigured()) fail("SECRETS_KEY_MISSING");
  // A bank link is what a stolen session would want: ask for a recent sign-in or code.
  await requireRecentAuthInAction(ctx);
  // A token that is no claim URL is refused before anything is sent anywhere.
  claimOrRefuse(setupToken);
  // Each attempt sends requests to a host the token names: counted like any bank request.
  await ctx.runMutation(internal.internal.throttle.consumeForUser, {
    name: "bankConnect",
    userId: ctx.personId,
  });
  let access: string;
  let snapshot;
  try {
    access = await simplefin.claim(setupToken);
    const now = Date.now();
    snapshot = await simplefin.read(access, { start: now - 86_400_000, end: now });
  } catch (error) {
    // One code whatever answered (used, refused, unreachable, a host we may not contact),
    // so a setup token cannot tell what is listening where.
    if (error instanceof BankError) fail("BANK_CLAIM_FAILED");
    throw error;
  }
  const sealed = await sealSecret(access, "bank-access");
  return { sealed, unlimited: simplefin.isUnlimited(access), snapshot };
}

/** Claims a setup token, seals the access, reads the accounts; no transaction is written yet. */
export const connect = userAction({
  args: { setupToken: v.string() },
  returns: v.object({ connectionId: v.id("bankConnections") }),
  handler: async (ctx, { setupToken }): Promise<{ connectionId: Id<"bankConnections"> }> => {
    const { sealed, unlimited, snapshot } = await claimAndRead(ctx, setupToken);
    const connectionId: Id<"bankConnections"> = await ctx.runMutation(
      internal.internal.bankConnections.sync.create,
      {
        userId: ctx.ledgerKey,
        connectedBy: ctx.personId,
        sealed,
        unlimited,
        now: Date.now(),
        accounts: snapshot.accounts.map(summaryOf),
        messages: snapshot.messages,
      },
    );
    return { connectionId };
  },
});

/** The banks Enable Banking reaches in a country (ISO 3166 alpha-2), by name. */
export const institutions = userAction({
  args: { country: v.string() },
  returns: v.array(vInstitution),
  handler: async (_ctx, { country }): Promise<{ name: string; country: string }[]> => {
    if (!COUNTRY.test(country)) fail("INVALID_ARGUMENT", "country");
    return await listInstitutions(country);
  },
});

function checkRedirect(redirectUrl: string): void {
  let url: URL | null = null;
  try {
    url = new URL(redirectUrl);
  } catch {
    // Refused below.
  }
  const web = url !== null && (url.protocol === "https:" || url.protocol === "http:");
  if (!web || redirectUrl.length > URL_MAX_LENGTH) fail("INVALID_ARGUMENT", "redirectUrl");
}

function checkInstitution(institution: { name: string; country: string }): void {
  if (!COUNTRY.test(institution.country)) fail("INVALID_ARGUMENT", "institution");
  const name = institution.name.trim();
  if (name === "" || name.length > NAME_MAX_LENGTH) fail("INVALID_ARGUMENT", "institution");
}

/**
 * Sends the person to their bank (Enable Banking): `url` is the bank's authorisation page,
 * which returns to `redirectUrl` with `code` and `state` (completeAuthorization).
 */
export const startAuthorization = userAction({
  args: {
    provider: v.literal("enablebanking"),
    institution: vInstitution,
    redirectUrl: v.string(),
  },
  returns: v.object({ url: v.string() }),
  handler: async (ctx, { institution, redirectUrl }): Promise<{ url: string }> => {
    checkInstitution(institution);
    checkRedirect(redirectUrl);
    await requireRecentAuthInAction(ctx);
    await ctx.runMutation(internal.internal.throttle.consumeForUser, {
      name: "bankConnect",
      userId: ctx.personId,
    });
    return await startEnableBanking(ctx, institution, redirectUrl);
  },
});

/** Back from the bank: a new connection, or the renewed one it was started for. */
export const completeAuthorization = userAction({
  args: { code: v.string(), state: v.string() },
  returns: v.object({ connectionId: v.id("bankConnections") }),
  handler: async (ctx, { code, state }): Promise<{ connectionId: Id<"bankConnections"> }> => {
    if (state === "" || state.length > NAME_MAX_LENGTH) fail("BANK_STATE_MISMATCH");
    if (code === "" || code.length > TOKEN_MAX_LENGTH) fail("INVALID_ARGUMENT", "code");
    return await completeEnableBanking(ctx, code, state);
  },
});

/**
 * Renews a connection keeping its links, history and edits: SimpleFIN with a new setup token
 * (done at once), Enable Banking through the bank again (`url`; completeAuthorization then
 * keeps the same connection). Only the person who connected it may.
 */
export const reconnect = userAction({
  args: {
    connectionId: v.id("bankConnections"),
    setupToken: v.optional(v.string()),
    redirectUrl: v.optional(v.string()),
  },
  returns: v.object({
    connectionId: v.id("bankConnections"),
    url: v.optional(v.string()),
  }),
  handler: async (
    ctx,
    { connectionId, setupToken, redirectUrl },
  ): Promise<{ connectionId: Id<"bankConnections">; url?: string }> => {
    const target = await ctx.runQuery(internal.internal.bankConnections.authorizations.renewable, {
      connectionId,
      userId: ctx.ledgerKey,
      actorId: ctx.personId,
    });
    if (target.provider === "simplefin") {
      if (setupToken === undefined) fail("BANK_WRONG_PROVIDER", "setupToken");
      const { sealed, snapshot } = await claimAndRead(ctx, setupToken);
      await ctx.runMutation(internal.internal.bankConnections.authorizations.renew, {
        connectionId,
        sealed,
        accounts: snapshot.accounts.map(summaryOf),
        messages: snapshot.messages,
      });
      return { connectionId };
    }
    if (redirectUrl === undefined || setupToken !== undefined || target.institution === null) {
      fail("BANK_WRONG_PROVIDER", "redirectUrl");
    }
    checkRedirect(redirectUrl);
    await requireRecentAuthInAction(ctx);
    const { url } = await startEnableBanking(ctx, target.institution, redirectUrl, connectionId);
    return { connectionId, url };
  },
});

export const list = userQuery({
  args: {},
  returns: v.array(vConnectionView),
  handler: async (ctx) => {
    const rows = await connectionsOf(ctx, ctx.ledgerKey);
    // Budget times are minutes apart: a query's own clock is precise enough for "next at".
    const now = Date.now();
    return rows.map((c) => toView(c, now, ctx.personId));
  },
});

/** The demo bank's setup token in the user's currency, when this deployment runs one. */
export const demoToken = userQuery({
  args: {},
  returns: v.union(v.string(), v.null()),
  handler: async (ctx) => {
    const url = env(DEMO_VAR);
    if (url === undefined) return null;
    // The caller's own display currency (preferences are per person, not per household).
    const currency = (await findPreferences(ctx, ctx.personId))?.currency ?? DEFAULT_CURRENCY;
    return btoa(`${url.replace(/\/$/, "")}/${currency}`);
  },
});

/**
 * Feeds a bank account into an account of ours (same currency) or a new one, and schedules
 * its first sync at once. Returns the linked account's id. An existing account's past stays as
 * it is (model/bankConnections/link.ts); a new card needs its limit and days (`create.card`).
 */
export const link = userMutation({
  args: {
    connectionId: v.id("bankConnections"),
    externalId: v.string(),
    accountId: v.optional(v.id("accounts")),
    create: v.optional(vNewLinkedAccount),
  },
  returns: v.id("accounts"),
  handler: async (ctx, { connectionId, externalId, accountId, create }) => {
    const connection = await getOwned(ctx, "bankConnections", connectionId);
    if (connection.status === "ended") fail("BANK_OWNER_LEFT");
    if ((accountId === undefined) === (create === undefined)) fail("INVALID_ARGUMENT", "accountId");
    const bank = connection.accounts.find((a) => a.externalId === externalId);
    if (bank === undefined) fail("NOT_FOUND", "externalId");
    let target: Doc<"accounts">["_id"];
    if (accountId !== undefined) {
      const account = await getOwned(ctx, "accounts", accountId);
      if (account.currency !== bank.currency) fail("BANK_CURRENCY_MISMATCH", "accountId");
      target = account._id;
    } else {
      target = await createLinkedAccount(ctx, bank, create!);
    }
    await linkToAccount(ctx, connection, externalId, target, accountId === undefined);
    await ctx.scheduler.runAfter(0, internal.internal.bankConnections.sync.syncInBackground, {
      connectionId,
      attended: true,
    });
    return target;
  },
});

/**
 * "Add an adjustment dated today": the person's choice for a difference the connection shows.
 * Posts the recorded difference to the linked account today; earlier days stay as they were.
 */
export const adjust = userMutation({
  args: {
    connectionId: v.id("bankConnections"),
    externalId: v.string(),
    today: v.string(),
    notes: v.optional(v.string()),
  },
  returns: v.id("transactions"),
  handler: async (ctx, { connectionId, externalId, today, notes }) => {
    const connection = await getOwned(ctx, "bankConnections", connectionId);
    ensure(validateIsoDate(today), "today");
    ensure(validateNotes(notes), "notes");
    return await adjustToBank(ctx, connection, externalId, today, notes?.trim());
  },
});

/** "Sync now": RATE_LIMITED (with retryAfter) past the provider's daily budget. */
export const sync = userAction({
  args: { connectionId: v.id("bankConnections") },
  returns: vSyncCounts,
  handler: async (ctx, { connectionId }): Promise<SyncCounts> =>
    await runSync(ctx, connectionId, ctx.ledgerKey, true),
});

/**
 * Stops feeding one account without touching the connection: its transactions stay, its link
 * goes (a vanished bank account, kept only for its link, goes with it). Any editor may.
 */
export const unlink = userMutation({
  args: { connectionId: v.id("bankConnections"), externalId: v.string() },
  returns: v.null(),
  handler: async (ctx, { connectionId, externalId }) => {
    const connection = await getOwned(ctx, "bankConnections", connectionId);
    const bank = connection.accounts.find((a) => a.externalId === externalId);
    if (bank?.linkedAccountId === undefined) fail("NOT_FOUND", "externalId");
    await unlinkBankAccount(ctx, connection, externalId);
    return null;
  },
});

/**
 * Forgets the connection and deletes its sealed access; the transactions it brought stay.
 * Only the person who connected it may (an ended one, whose access is gone, any editor).
 */
export const remove = userMutation({
  args: { connectionId: v.id("bankConnections") },
  returns: v.null(),
  handler: async (ctx, { connectionId }) => {
    const connection = await getOwned(ctx, "bankConnections", connectionId);
    if (connection.status !== "ended" && connectorOf(connection) !== ctx.personId) {
      fail("BANK_CONNECTOR_ONLY");
    }
    await forgetConnection(ctx, connection._id);
    return null;
  },
});
