import { readLocal } from "./localStore";

/** The account (or "all") last opened on Transactions, per browser. */
export const LAST_LEDGER_KEY = "pfa-last-ledger-account";

/**
 * Where a new transaction is entered from anywhere in the app: the last ledger, with its entry
 * row (desktop) or dialog (phone) opened by `new=1`.
 */
export function newTransactionPath(): string {
  const last = readLocal(LAST_LEDGER_KEY);
  const params = new URLSearchParams(last ? { account: last, new: "1" } : { new: "1" });
  return `/transactions?${params.toString()}`;
}
