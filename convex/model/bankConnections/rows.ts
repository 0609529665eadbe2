/**
 * A bank's transactions as rows the sync mutations take: minor units of the account's currency,
 * the calendar date, the bank's text cleaned as a statement's is (payees/clean.ts runs later).
 * A row meets the same rules as a typed transaction (a date validateIsoDate accepts, an amount
 * validateNonZeroAmount accepts); one that does not is skipped and counted, never stored half
 * right (a year 10000 date, "1e5" read as 15.00) nor allowed to stop the rest of the sync.
 */
import { v, type Infer } from "convex/values";
import { isCurrencyCode, minorDigits, type CurrencyCode } from "../../shared/currencies";
import { PAYEE_MAX_LENGTH } from "../../shared/importing";
import { parseStatementAmount } from "../../shared/money";
import { cleanText } from "../../shared/text";
import { validateIsoDate, validateNonZeroAmount } from "../../shared/validation";
import type { BankTransaction } from "./provider";

export const vBankRow = v.object({
  id: v.string(),
  date: v.string(),
  amount: v.number(),
  payee: v.optional(v.string()),
  notes: v.optional(v.string()),
  pending: v.boolean(),
});
export type BankRow = Infer<typeof vBankRow>;

/** Rows per sync mutation: like an import chunk, far inside Convex's per-mutation limits. */
export const SYNC_CHUNK_ROWS = 500;

/** SimpleFIN's numeric string: an optional sign, digits, optionally a point and digits. */
const BANK_DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * Minor units of a bank's decimal string ("-12.34"), or null when it is not one. Nothing is
 * guessed: "1e5", "12,50" or "$4" are not the protocol's numbers, whatever they might mean.
 */
export function minorUnitsOf(amount: string, currency: CurrencyCode): number | null {
  const text = amount.trim();
  if (!BANK_DECIMAL.test(text)) return null;
  const parsed = parseStatementAmount(text, ".", minorDigits(currency));
  return parsed.ok ? parsed.value : null;
}

/** The bank's currency when it is one we keep accounts in (SimpleFIN may name a URL). */
export function currencyOf(raw: string): CurrencyCode | null {
  const code = raw.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

/** The calendar date of a unix time in seconds, or null when it is not one the ledger keeps. */
function isoDate(unixSeconds: number): string | null {
  const date = new Date(unixSeconds * 1000);
  if (Number.isNaN(date.getTime())) return null;
  // Beyond year 9999 toISOString writes "+010000-…"; validateIsoDate refuses it and 1900–2200's outside.
  const day = date.toISOString().slice(0, 10);
  return validateIsoDate(day) === null ? day : null;
}

/**
 * The rows of a bank account, oldest first, and how many were skipped for breaking the
 * ledger's rules. A zero amount (a card check) is left out without counting: it is no error.
 */
export function toRows(
  txs: BankTransaction[],
  currency: CurrencyCode,
  now: number,
): { rows: BankRow[]; skipped: number } {
  const rows: BankRow[] = [];
  let skipped = 0;
  for (const tx of txs) {
    const amount = minorUnitsOf(tx.amount, currency);
    if (amount === 0) continue;
    const when = tx.posted > 0 ? tx.posted : (tx.transactedAt ?? Math.floor(now / 1000));
    const date = isoDate(when);
    const id = cleanText(tx.id).slice(0, 300);
    if (amount === null || validateNonZeroAmount(amount) !== null || date === null || id === "") {
      skipped++;
      continue;
    }
    const payee = cleanText(tx.payee || tx.description).slice(0, PAYEE_MAX_LENGTH);
    const notes = cleanText(tx.memo ?? "");
    rows.push({
      id,
      date,
      amount,
      ...(payee ? { payee } : {}),
      ...(notes ? { notes: notes.slice(0, 500) } : {}),
      pending: tx.pending,
    });
  }
  return { rows: rows.sort((a, b) => a.date.localeCompare(b.date)), skipped };
}
