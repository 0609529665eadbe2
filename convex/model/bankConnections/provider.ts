/**
 * What a bank provider does for us, whatever its protocol: read accounts with their
 * transactions over a window through a sealed access. How the access is obtained is each
 * provider's own: a SimpleFIN setup token is claimed (simplefin.ts); an Enable Banking consent
 * is authorised at the bank and opened as a session (enableBanking/). The sync (run.ts), the
 * engine and everything after them do not know which one fed a row.
 */
import type { ErrorCode } from "../../shared/errors";
import type { BankHolding } from "../investments/bankHoldings";

export interface BankTransaction {
  id: string;
  /** Unix seconds; 0 for a pending transaction the bank has not posted. */
  posted: number;
  /** Signed decimal string in the account's currency, as the bank sends it ("-12.34"). */
  amount: string;
  description: string;
  payee?: string;
  memo?: string;
  transactedAt?: number;
  pending: boolean;
}

export interface BankAccountData {
  externalId: string;
  name: string;
  org?: string;
  /** As the bank names it: an ISO code, or a URL for custom currencies. */
  currency: string;
  balance: string;
  transactions: BankTransaction[];
}

export interface BankSnapshot {
  accounts: BankAccountData[];
  /** Messages the bank wants the user to see (e.g. "re-authenticate with your bank"). */
  messages: string[];
  /** Brokerage positions by account id, where the bank reports them (model/investments). */
  holdings?: Map<string, BankHolding[]>;
}

export interface BankProvider {
  /**
   * Accounts and their transactions between two instants (unix ms). `linked`: the accounts
   * whose transactions are wanted (a provider that counts requests per account reads no more);
   * one that reads all accounts in one request may ignore it.
   */
  read(
    access: string,
    window: { start: number; end: number },
    linked?: string[],
  ): Promise<BankSnapshot>;
  /** Whether requests through this access count against the provider's daily budget. */
  isUnlimited(access: string): boolean;
}

/** A failure the user is told about by code; its text never leaves the server. */
export class BankError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, `BANK_${string}`>,
    /** The bank's own message (BANK_MESSAGE), cleaned before it is stored. */
    readonly bankMessage?: string,
    /** BANK_RATE_LIMITED: milliseconds the bank asks us to wait. */
    readonly retryAfter?: number,
  ) {
    super(code);
  }
}
