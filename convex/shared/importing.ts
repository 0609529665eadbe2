/**
 * Statement imports: the shapes shared by the import screen and the server. Rows are matched
 * to existing transactions by a key of date, amount and payee (or the bank's FITID), counting
 * occurrences, so a file with N identical rows imports N and a re-import imports nothing new.
 */
import { v } from "convex/values";
import { cleanText } from "./text";

export const IMPORT_FORMATS = ["csv", "ofx", "qif"] as const;
export const vImportFormat = v.union(...IMPORT_FORMATS.map((f) => v.literal(f)));
export const vImportStatus = v.union(
  v.literal("running"),
  v.literal("done"),
  v.literal("cancelled"),
  v.literal("undoing"),
  v.literal("undone"),
);

const column = v.union(v.number(), v.null());
export const vCsvMapping = v.object({
  date: v.number(),
  amount: column,
  debit: column,
  credit: column,
  payee: column,
  notes: column,
  category: column,
  dateOrder: v.union(v.literal("ymd"), v.literal("dmy"), v.literal("mdy")),
  decimal: v.union(v.literal("."), v.literal(",")),
  invert: v.boolean(),
});

/** Rows per import mutation: well inside Convex's per-function read and write limits. */
export const IMPORT_CHUNK_ROWS = 500;
/** Keys per duplicate check query. */
export const MATCH_BATCH = 500;
export const FILE_NAME_MAX_LENGTH = 200;
export const PAYEE_MAX_LENGTH = 120;

/**
 * Payees compare without case or extra spacing: "REWE  Markt" = "rewe markt"; and as the
 * server stores them, without control or bidi characters (cleanText).
 */
export function payeeKey(payee: string | undefined): string {
  return cleanText(payee ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** What two statement lines must share to be the same transaction (besides the account). */
export function matchKey(row: { date: string; amount: number; payee?: string }): string {
  return `${row.date}|${row.amount}|${payeeKey(row.payee)}`;
}

/** The n-th occurrence (0-based) of a match key in a file, or the bank's own id. */
export function importKeyOf(
  row: { date: string; amount: number; payee?: string; fitId?: string },
  occurrence: number,
): string {
  return row.fitId ? `fitid:${row.fitId}` : `row:${matchKey(row)}#${occurrence}`;
}
