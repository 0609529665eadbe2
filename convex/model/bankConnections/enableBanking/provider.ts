/**
 * Enable Banking as a BankProvider. Its access is a session: the sealed secret holds the
 * session's id and its accounts (each account's uid for this session, and the identifier
 * that outlives it, so a renewed session feeds the same links: parse.ts SessionAccount).
 * A read asks each account's balance, and the transactions of linked accounts only, from
 * the window's first day, page after page.
 */
import { BankError, type BankAccountData, type BankProvider } from "../provider";
import { callApi } from "./client";
import { parseBalance, parseTransactions, type Session, type SessionAccount } from "./parse";

/** More pages than this from one account in one read is no bank we know: stop, say so. */
const MAX_PAGES = 500;

type SessionAccess = Pick<Session, "sessionId" | "accounts">;

export function accessOf(session: Session): string {
  return JSON.stringify({ sessionId: session.sessionId, accounts: session.accounts });
}

function sessionOf(access: string): SessionAccess {
  try {
    const parsed = JSON.parse(access) as SessionAccess;
    if (typeof parsed.sessionId === "string" && Array.isArray(parsed.accounts)) return parsed;
  } catch {
    // Not a session: fall through.
  }
  throw new BankError("BANK_RECONNECT_NEEDED");
}

const uidPath = (account: SessionAccount, what: string) =>
  `/accounts/${encodeURIComponent(account.uid)}/${what}`;

/** Every transaction of one account since `dateFrom` (YYYY-MM-DD), following continuation keys. */
async function readTransactions(account: SessionAccount, dateFrom: string) {
  const all = [];
  const seen = new Map<string, number>();
  let continuationKey: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const body = await callApi("GET", uidPath(account, "transactions"), {
      query: { date_from: dateFrom, continuation_key: continuationKey },
    });
    const read = parseTransactions(body, seen);
    all.push(...read.transactions);
    continuationKey = read.continuationKey;
    if (continuationKey === undefined) return all;
  }
  throw new BankError("BANK_BAD_RESPONSE");
}

export const enableBanking: BankProvider = {
  async read(access, window, linked) {
    const session = sessionOf(access);
    const dateFrom = new Date(window.start).toISOString().slice(0, 10);
    const accounts: BankAccountData[] = [];
    for (const account of session.accounts) {
      const balance = parseBalance(await callApi("GET", uidPath(account, "balances")));
      const wanted = linked === undefined || linked.includes(account.externalId);
      accounts.push({
        externalId: account.externalId,
        name: account.name,
        currency: account.currency,
        balance: balance ?? "0",
        transactions: wanted ? await readTransactions(account, dateFrom) : [],
      });
    }
    return { accounts, messages: [] };
  },

  // PSD2's limit is on unattended requests, counted per account (bank/budget.ts).
  isUnlimited: () => false,
};
