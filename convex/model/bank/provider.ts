/**
 * What a bank provider does for us, whatever its protocol: turn a setup token into lasting
 * access, and read accounts with their transactions over a window. SimpleFIN is the first
 * (simplefin.ts); a PSD2 aggregator would be one more implementation of this interface.
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
  /** Exchanges a one-time setup token for the access secret (kept sealed, secrets/). */
  claim(setupToken: string): Promise<string>;
  /** Accounts and their transactions between two instants (unix ms). */
  read(access: string, window: { start: number; end: number }): Promise<BankSnapshot>;
  /** Whether requests through this access count against the provider's daily budget. */
  isUnlimited(access: string): boolean;
}

/** A failure the user is told about by code; its text never leaves the server. */
export class BankError extends Error {
  constructor(
    readonly code: Extract<ErrorCode, `BANK_${string}`>,
    /** The bank's own message (BANK_MESSAGE), cleaned before it is stored. */
    readonly bankMessage?: string,
  ) {
    super(code);
  }
}
