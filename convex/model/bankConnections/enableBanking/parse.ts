/**
 * Reading Enable Banking's answers without trusting them: a shape that is not the promised one
 * is BANK_BAD_RESPONSE; an odd transaction is left out, not fatal. Transactions become the
 * provider-neutral BankTransaction: the amount signed by credit_debit_indicator (the API sends
 * it unsigned), BOOK posted on its booking date, PDNG pending, and an id that stays the same
 * from one read to the next even where the bank gives none (see transactionId).
 */
import { BankError, type BankTransaction } from "../provider";

type Json = Record<string, unknown>;
const MAX_TEXT = 500;
const MAX_ITEMS = 1_000;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.slice(0, MAX_TEXT) : undefined;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value.slice(0, MAX_ITEMS) : []);

function objectOrFail(body: unknown): Json {
  if (!isObject(body)) throw new BankError("BANK_BAD_RESPONSE");
  return body;
}

export interface Institution {
  name: string;
  country: string;
  /** Longest consent the bank grants, in seconds (maximum_consent_validity). */
  maxConsentSeconds?: number;
}

export function parseInstitutions(body: unknown): Institution[] {
  return list(objectOrFail(body).aspsps).flatMap((raw) => {
    if (!isObject(raw)) return [];
    const name = text(raw.name);
    const country = text(raw.country);
    if (name === undefined || country === undefined) return [];
    const max = raw.maximum_consent_validity;
    return [
      {
        name,
        country,
        ...(typeof max === "number" && max > 0 ? { maxConsentSeconds: max } : {}),
      },
    ];
  });
}

export function parseAuthorization(body: unknown): { url: string } {
  const url = text(objectOrFail(body).url);
  if (url === undefined) throw new BankError("BANK_BAD_RESPONSE");
  return { url };
}

/** One account of a session: the session's `uid` and the identifier that outlives sessions. */
export interface SessionAccount {
  uid: string;
  /** "iban:…", else the bank's identification hash, else the uid: matched across renewals. */
  externalId: string;
  name: string;
  currency: string;
}

export interface Session {
  sessionId: string;
  /** Unix ms when the consent ends (access.valid_until). */
  validUntil?: number;
  accounts: SessionAccount[];
}

function accountOf(raw: unknown): SessionAccount | null {
  if (!isObject(raw)) return null;
  const uid = text(raw.uid);
  if (uid === undefined) return null;
  const iban = isObject(raw.account_id) ? text(raw.account_id.iban) : undefined;
  const hash = text(raw.identification_hash);
  const externalId = iban
    ? `iban:${iban.replace(/\s+/g, "").toUpperCase()}`
    : hash
      ? `hash:${hash}`
      : `uid:${uid}`;
  return {
    uid,
    externalId,
    name: text(raw.name) ?? text(raw.product) ?? iban ?? uid,
    currency: text(raw.currency) ?? "",
  };
}

export function parseSession(body: unknown): Session {
  const json = objectOrFail(body);
  const sessionId = text(json.session_id);
  if (sessionId === undefined) throw new BankError("BANK_BAD_RESPONSE");
  const until = isObject(json.access) ? text(json.access.valid_until) : undefined;
  const validUntil = until === undefined ? NaN : Date.parse(until);
  return {
    sessionId,
    ...(Number.isFinite(validUntil) ? { validUntil } : {}),
    accounts: list(json.accounts)
      .map(accountOf)
      .filter((a): a is SessionAccount => a !== null),
  };
}

/** Balance types in order of preference: closing booked, then the other booked ones. */
const BALANCE_TYPES = ["CLBD", "ITBD", "XPCD", "CLAV", "ITAV", "OPBD"];

/** The account's posted balance as a signed decimal string, or null when none is given. */
export function parseBalance(body: unknown): string | null {
  const balances = list(objectOrFail(body).balances).filter(isObject);
  const rank = (b: Json) => {
    const at = BALANCE_TYPES.indexOf(text(b.balance_type) ?? "");
    return at < 0 ? BALANCE_TYPES.length : at;
  };
  const best = [...balances].sort((a, b) => rank(a) - rank(b))[0];
  const amount = best && isObject(best.balance_amount) ? text(best.balance_amount.amount) : null;
  return amount ?? null;
}

/** A short, stable fingerprint of text (FNV-1a, 32 bits): not security, only identity. */
function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const noonSeconds = (date: string) => Date.parse(`${date}T12:00:00Z`) / 1000;

interface RawTransaction {
  tx: Omit<BankTransaction, "id">;
  reference?: string;
  /** What identifies it when the bank gives no reference: date, amount, counterparty, text. */
  content: string;
}

function transactionOf(raw: unknown): RawTransaction | null {
  if (!isObject(raw) || !isObject(raw.transaction_amount)) return null;
  const unsigned = text(raw.transaction_amount.amount)?.trim();
  const indicator = text(raw.credit_debit_indicator);
  if (unsigned === undefined || (indicator !== "CRDT" && indicator !== "DBIT")) return null;
  // The API's amount is unsigned; a stray sign is dropped so the indicator alone decides.
  const amount = `${indicator === "DBIT" ? "-" : ""}${unsigned.replace(/^[-+]/, "")}`;
  const status = text(raw.status);
  const pending = status === "PDNG";
  const date = text(raw.booking_date) ?? text(raw.value_date) ?? text(raw.transaction_date);
  if (date === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const party = indicator === "DBIT" ? raw.creditor : raw.debtor;
  const counterparty = isObject(party) ? text(party.name) : undefined;
  const remittance = list(raw.remittance_information).map(text).filter(Boolean).join(" ");
  return {
    tx: {
      posted: pending ? 0 : noonSeconds(date),
      amount,
      description: remittance || counterparty || "",
      payee: counterparty,
      memo: counterparty && remittance ? remittance : undefined,
      transactedAt: noonSeconds(text(raw.transaction_date) ?? date),
      pending,
    },
    reference: text(raw.entry_reference),
    content: [date, amount, counterparty ?? "", remittance].join("|"),
  };
}

/**
 * The id of each transaction: the bank's entry reference where given; otherwise its content
 * and how many identical ones came before it that day (two equal coffees are two rows). A
 * pending row's id is marked so, and never equals the booked row it becomes: the engine finds
 * the pending one by amount, date and payee instead (model/bankConnections/engine.ts).
 */
export function parseTransactions(
  body: unknown,
  /** Occurrences counted so far, carried from page to page of one read. */
  seen: Map<string, number> = new Map(),
): {
  transactions: BankTransaction[];
  continuationKey?: string;
} {
  const json = objectOrFail(body);
  const transactions = list(json.transactions).flatMap((raw) => {
    const read = transactionOf(raw);
    if (read === null) return [];
    const prefix = read.tx.pending ? "pdng" : "book";
    let id: string;
    if (read.reference !== undefined) {
      id = `${prefix}:ref:${read.reference}`;
    } else {
      const key = `${prefix}:${read.content}`;
      const n = seen.get(key) ?? 0;
      seen.set(key, n + 1);
      id = `${prefix}:${read.content.slice(0, 10)}:${fingerprint(read.content)}:${n}`;
    }
    return [{ id, ...read.tx }];
  });
  const continuationKey = text(json.continuation_key);
  return { transactions, ...(continuationKey === undefined ? {} : { continuationKey }) };
}
