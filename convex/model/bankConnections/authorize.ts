/**
 * Connecting and renewing through Enable Banking, inside actions. The person picks a bank; we
 * send them to it with a random `state`, kept for them alone (internal/bankConnections/authorizations.ts);
 * they come back with a `code`, which opens a session whose accounts and balances become a new
 * connection, or the new access of the one being renewed. The session's access stays sealed.
 */
import { fail } from "../errors";
import { internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import type { ActionCtx } from "../../_generated/server";
import { sealSecret, secretsConfigured } from "../secrets/secretBox";
import { callApi } from "./enableBanking/client";
import { parseAuthorization, parseInstitutions, parseSession } from "./enableBanking/parse";
import { accessOf, enableBanking } from "./enableBanking/provider";
import { BankError, type BankSnapshot } from "./provider";
import { summaryOf } from "./run";

export type Caller = ActionCtx & { ledgerKey: Id<"users">; personId: Id<"users"> };
type Institution = { name: string; country: string };

const DAY_MS = 86_400_000;
/** PSD2's longest consent; a bank granting less says so (maximum_consent_validity). */
const LONGEST_CONSENT_MS = 180 * DAY_MS;

/**
 * A BankError as the caller's error (with the bank's wait when it asked for one). Before any
 * session exists, a refused request is the application's key refused: the deployment's setting.
 */
function asUserError(error: unknown, beforeSession = false): never {
  if (!(error instanceof BankError)) throw error;
  if (beforeSession && error.code === "BANK_RECONNECT_NEEDED") {
    fail("BANK_NOT_CONFIGURED");
  }
  fail(error.code, error.retryAfter === undefined ? undefined : { retryAfter: error.retryAfter });
}

export async function listInstitutions(country: string): Promise<Institution[]> {
  try {
    const body = await callApi("GET", "/aspsps", { query: { country } });
    return parseInstitutions(body)
      .filter((i) => i.country === country)
      .map(({ name, country: c }) => ({ name, country: c }));
  } catch (error) {
    return asUserError(error, true);
  }
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Sends the person to their bank: the URL of its authorisation page. */
export async function startAuthorization(
  ctx: Caller,
  institution: Institution,
  redirectUrl: string,
  connectionId?: Id<"bankConnections">,
): Promise<{ url: string }> {
  if (!secretsConfigured()) fail("SECRETS_KEY_MISSING");
  const now = Date.now();
  try {
    const banks = parseInstitutions(
      await callApi("GET", "/aspsps", { query: { country: institution.country } }),
    );
    const bank = banks.find((b) => b.name === institution.name);
    if (bank === undefined) fail("NOT_FOUND", "institution");
    const longest = Math.min(LONGEST_CONSENT_MS, (bank.maxConsentSeconds ?? Infinity) * 1000);
    const state = randomState();
    await ctx.runMutation(internal.internal.bankConnections.authorizations.startAuthorization, {
      userId: ctx.ledgerKey,
      connectedBy: ctx.personId,
      state,
      institution,
      ...(connectionId === undefined ? {} : { connectionId }),
      now,
    });
    const body = await callApi("POST", "/auth", {
      body: {
        access: { valid_until: new Date(now + longest).toISOString() },
        aspsp: institution,
        state,
        redirect_url: redirectUrl,
        psu_type: "personal",
      },
    });
    return parseAuthorization(body);
  } catch (error) {
    return asUserError(error, true);
  }
}

/**
 * Back from the bank: the state checked and spent, the code exchanged for a session, its
 * accounts and balances read (the person is present: not counted against the unattended
 * budget). A renewal keeps its connection; otherwise a new one is made.
 */
export async function completeAuthorization(
  ctx: Caller,
  code: string,
  state: string,
): Promise<{ connectionId: Id<"bankConnections"> }> {
  const now = Date.now();
  const claimed = await ctx.runMutation(
    internal.internal.bankConnections.authorizations.claimAuthorization,
    {
      userId: ctx.ledgerKey,
      actorId: ctx.personId,
      state,
      now,
    },
  );
  let snapshot: BankSnapshot;
  let session;
  try {
    try {
      session = parseSession(await callApi("POST", "/sessions", { body: { code } }));
    } catch (error) {
      // The API refusing a code it was given before: said as such, not as a broken bank.
      if (error instanceof BankError && error.code === "BANK_BAD_RESPONSE") {
        throw new BankError("BANK_CODE_USED");
      }
      throw error;
    }
    snapshot = await enableBanking.read(accessOf(session), { start: now, end: now }, []);
  } catch (error) {
    return asUserError(error);
  }
  const sealed = await sealSecret(accessOf(session), "bank-access");
  const accounts = snapshot.accounts.map(summaryOf);
  if (claimed.connectionId !== null) {
    await ctx.runMutation(internal.internal.bankConnections.authorizations.renew, {
      connectionId: claimed.connectionId,
      sealed,
      ...(session.validUntil === undefined ? {} : { expiresAt: session.validUntil }),
      accounts,
      messages: snapshot.messages,
    });
    return { connectionId: claimed.connectionId };
  }
  const connectionId: Id<"bankConnections"> = await ctx.runMutation(
    internal.internal.bankConnections.sync.create,
    {
      userId: ctx.ledgerKey,
      connectedBy: ctx.personId,
      sealed,
      unlimited: false,
      now,
      accounts,
      messages: snapshot.messages,
      provider: "enablebanking",
      institution: claimed.institution,
      ...(session.validUntil === undefined ? {} : { expiresAt: session.validUntil }),
    },
  );
  return { connectionId };
}
