/**
 * A bank's transactions as rows the sync mutations take: minor units of the account's currency,
 * the calendar date, the bank's text cleaned as a statement's is (payees/clean.ts runs later).
 */
import { v, type Infer } from "convex/values";
import { isCurrencyCode, minorDigits, type CurrencyCode } from "../../shared/currencies";
import { PAYEE_MAX_LENGTH } from "../../shared/importing";
import { parseStatementAmount } from "../../shared/money";
import { cleanText } from "../../shared/text";
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

/** Minor units of a bank's decimal string ("-12.34"), or null when it is not one. */
export function minorUnitsOf(amount: string, currency: CurrencyCode): number | null {
  const parsed = parseStatementAmount(amount, ".", minorDigits(currency));
  return parsed.ok ? parsed.value : null;
}

/** The bank's currency when it is one we keep accounts in (SimpleFIN may name a URL). */
export function currencyOf(raw: string): CurrencyCode | null {
  const code = raw.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
}

function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().slice(0, 10);
}

/** The rows of a bank account, oldest first; amounts of zero or beyond reason are skipped. */
export function toRows(txs: BankTransaction[], currency: CurrencyCode, now: number): BankRow[] {
  const rows: BankRow[] = [];
  for (const tx of txs) {
    const amount = minorUnitsOf(tx.amount, currency);
    if (amount === null || amount === 0) continue;
    const when = tx.posted > 0 ? tx.posted : (tx.transactedAt ?? Math.floor(now / 1000));
    const payee = cleanText(tx.payee || tx.description).slice(0, PAYEE_MAX_LENGTH);
    const notes = cleanText(tx.memo ?? "");
    rows.push({
      id: cleanText(tx.id).slice(0, 300),
      date: isoDate(when),
      amount,
      ...(payee ? { payee } : {}),
      ...(notes ? { notes: notes.slice(0, 500) } : {}),
      pending: tx.pending,
    });
  }
  return rows.filter((r) => r.id !== "").sort((a, b) => a.date.localeCompare(b.date));
}
