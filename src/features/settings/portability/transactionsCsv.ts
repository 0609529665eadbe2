/**
 * All transactions as one CSV for spreadsheets: one row per transaction with its account and
 * currency; amounts as plain decimal numbers. Text cells that a spreadsheet would run as a
 * formula (starting with = + - @, tab or carriage return) get a leading apostrophe, as OWASP's
 * CSV-injection guidance recommends; amount cells stay numbers. Type and category are words in
 * the user's language, never the keys the app stores.
 */
import { unparse } from "papaparse";
import { isCurrencyCode } from "../../../../convex/shared/currencies";
import { isCategory, type Category, type TransactionKind } from "../../../../convex/shared/domain";
import { toDecimalString } from "../../../../convex/shared/money";
import type { ExportFile } from "../../../../convex/shared/portability";

/** The columns of the transactions CSV, in order; their headers are translated by the caller. */
export const CSV_COLUMNS = [
  "date",
  "account",
  "currency",
  "amount",
  "kind",
  "category",
  "payee",
  "notes",
  "transfer",
] as const;

export function neutralise(text: unknown): string {
  const value =
    typeof text === "string" ? text : text === undefined || text === null ? "" : String(text);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Words in the user's language for what the file stores as keys. */
export interface CsvNames {
  /** A built-in category's translated name. */
  category: (key: Category) => string;
  kind: (kind: TransactionKind) => string;
}

export function transactionsCsv(file: ExportFile, header: string[], names: CsvNames): string {
  // The user's own categories are written as they named them; the built-in ones translated.
  const own = new Map((file.tables.categories ?? []).map((c) => [String(c._id), String(c.name)]));
  const category = (key: unknown) =>
    typeof key === "string" && isCategory(key) ? names.category(key) : (own.get(String(key)) ?? "");
  const kind = (key: unknown) =>
    key === "income" || key === "expense" || key === "transfer" ? names.kind(key) : String(key);
  const accounts = new Map((file.tables.accounts ?? []).map((a) => [String(a._id), a]));
  const transactions = file.tables.transactions ?? [];
  const accountOfTx = new Map(transactions.map((t) => [String(t._id), String(t.accountId)]));
  const rows = transactions.map((tx) => {
    const account = accounts.get(String(tx.accountId));
    const currency = account?.currency;
    const other = tx.counterpartId
      ? accounts.get(accountOfTx.get(String(tx.counterpartId)) ?? "")
      : undefined;
    return [
      String(tx.date),
      neutralise(account?.name),
      String(currency ?? ""),
      isCurrencyCode(currency) ? toDecimalString(Number(tx.amount), currency) : String(tx.amount),
      neutralise(kind(tx.kind)),
      neutralise(category(tx.category)),
      neutralise(tx.payee),
      neutralise(tx.notes),
      neutralise(other?.name),
    ];
  });
  return unparse({ fields: header, data: rows });
}
