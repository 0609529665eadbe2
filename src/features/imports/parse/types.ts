export type ImportFormat = "csv" | "ofx" | "qif";

/** Why a row of the file could not become a transaction; shown beside the row, never dropped. */
export type RowProblem =
  | "MISSING_DATE"
  | "INVALID_DATE"
  | "MISSING_AMOUNT"
  | "INVALID_AMOUNT"
  | "TOO_MANY_DECIMALS"
  | "AMOUNT_TOO_LARGE"
  | "TRUNCATED_RECORD"
  | "ZERO_AMOUNT";

/** Why the file as a whole cannot be read. */
export type FileProblem =
  "EMPTY_FILE" | "FILE_TOO_LARGE" | "BINARY_FILE" | "FORMAT_MISMATCH" | "NO_TRANSACTIONS";

/** One statement line as read: raw texts plus what could be parsed from them. */
export interface StatementRow {
  /** 1-based position in the file (line for CSV, record for OFX/QIF). */
  line: number;
  date: string | null;
  /** Signed minor units: money in > 0, money out < 0. */
  amount: number | null;
  payee: string;
  notes: string;
  /** The file's own category text, matched to ours later. */
  category: string;
  /** The bank's unique id of the line (OFX/QFX FITID). */
  fitId?: string;
  problem?: RowProblem;
}

/** What the file says about its account (OFX carries it; CSV and QIF do not). */
export interface StatementAccount {
  id?: string;
  kind?: "bank" | "savings" | "credit_card";
  currency?: string;
}
