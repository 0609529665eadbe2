/** The fields of the bank connection tables, declared once (schema and API views derive). */
import { v } from "convex/values";
import { userRow, vCurrency } from "../validators";

export const vBankProvider = v.union(v.literal("simplefin"), v.literal("enablebanking"));

/** A bank as Enable Banking's list names it (GET /aspsps): its name and ISO country. */
export const vInstitution = v.object({ name: v.string(), country: v.string() });

/**
 * ok: last sync went through; reconnect: the bank refused our access; error: see `error`;
 * ended: the person who connected it left the household, its access is deleted (ownerLeft.ts).
 */
export const vBankStatus = v.union(
  v.literal("ok"),
  v.literal("reconnect"),
  v.literal("error"),
  v.literal("ended"),
);

/** One account at the bank, as last reported, and the account of ours it feeds (if linked). */
export const vBankAccount = v.object({
  externalId: v.string(),
  name: v.string(),
  org: v.optional(v.string()),
  currency: vCurrency,
  /** The bank's reported (posted) balance, minor units of `currency`. */
  balance: v.number(),
  linkedAccountId: v.optional(v.id("accounts")),
  /** Unix ms up to which the bank's transactions were synced into the linked account. */
  syncedThrough: v.optional(v.number()),
  /** Set once the linked account's first sync is done. */
  startSet: v.optional(v.boolean()),
  /**
   * The linked account was created by the link: its first sync sets its starting balance to
   * the bank's. An existing account's past is never rewritten (model/bankConnections/link.ts).
   */
  createdByLink: v.optional(v.boolean()),
  /**
   * The bank's balance minus ours (posted), when they disagree after a sync: shown, and fixed
   * only by the person's choice (an adjustment dated today, bankConnections.adjust).
   */
  difference: v.optional(v.number()),
  /** The bank stopped reporting this linked account (closed, or left out of a renewed consent). */
  vanished: v.optional(v.boolean()),
});

export const bankConnectionFields = userRow({
  provider: vBankProvider,
  /** The person who connected it (absent on older rows: the ledger key's person). */
  connectedBy: v.optional(v.id("users")),
  status: vBankStatus,
  /** An error code (shared/errors.ts) of the last failed attempt. */
  error: v.optional(v.string()),
  /** The bank's own words (SimpleFIN `errors`), cleaned and shortened. */
  bankMessage: v.optional(v.string()),
  createdAt: v.number(),
  lastSyncedAt: v.optional(v.number()),
  /** Rows of the last sync left out for breaking the ledger's rules (model/bankConnections/rows.ts). */
  skippedRows: v.optional(v.number()),
  /** A server on loopback (tests, the demo bank) has no request budget. */
  unlimited: v.boolean(),
  /** When requests to the provider were made in the last day (the budget, model/bankConnections/budget.ts). */
  requestTimes: v.array(v.number()),
  accounts: v.array(vBankAccount),
  /** The bank chosen at connection (Enable Banking): renewing asks the same bank again. */
  institution: v.optional(vInstitution),
  /** Unix ms when the consent ends (Enable Banking's access.valid_until); renewing moves it. */
  expiresAt: v.optional(v.number()),
  /** The bank asked us to wait (429 and its Retry-After) until this instant. */
  retryAt: v.optional(v.number()),
  /** When unattended syncs (the cron's) read this connection in the last day (budget.ts). */
  unattendedTimes: v.optional(v.array(v.number())),
});

/**
 * An authorisation under way at the bank (Enable Banking): the `state` sent with it, checked
 * when the person comes back with a code, and used once. `connectionId` when it renews one.
 */
export const bankAuthorizationFields = userRow({
  connectedBy: v.id("users"),
  state: v.string(),
  institution: vInstitution,
  connectionId: v.optional(v.id("bankConnections")),
  createdAt: v.number(),
  /** Set when its code was exchanged: the same code or state again is refused. */
  usedAt: v.optional(v.number()),
});

/** The sealed access URL, in a table no public function reads (secrets/secretBox.ts). */
export const bankSecretFields = userRow({
  connectionId: v.id("bankConnections"),
  sealed: v.string(),
});
