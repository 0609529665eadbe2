/**
 * From the bytes of a chosen file to statement rows: size and content checks, encoding,
 * format (by content, cross-checked with the extension), then the format's parser. Pure and
 * synchronous so it runs in a Web Worker and in unit tests alike.
 */
import { applyMapping, guessMapping, splitCsv, type CsvMapping, type CsvTable } from "./csv";
import { detectDateOrders, type DateOrder } from "./dates";
import { decodeBytes, detectEncoding, looksBinary, type FileEncoding } from "./encoding";
import { isOfx, parseOfx } from "./ofx";
import { isQif, parseQif } from "./qif";
import type { FileProblem, ImportFormat, StatementAccount, StatementRow } from "./types";

/** Years of statements fit in a few MB; anything past this is not a bank file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export interface ReadOptions {
  fileName: string;
  /** Minor-unit digits of the target account's currency. */
  digits: number;
  encoding?: FileEncoding;
  mapping?: CsvMapping;
  dateOrder?: DateOrder;
}

export type Statement =
  | { ok: false; problem: FileProblem; encoding?: FileEncoding }
  | {
      ok: true;
      encoding: FileEncoding;
      format: ImportFormat;
      account: StatementAccount;
      rows: StatementRow[];
      /** CSV only: the table and the mapping used, for the mapping step of the preview. */
      csv?: {
        table: Pick<CsvTable, "header" | "hasHeader" | "delimiter">;
        sample: string[][];
        mapping: CsvMapping;
      };
      /** CSV and QIF: the date orders that fit every date of the file (a choice when several). */
      dateOrders?: DateOrder[];
    };

function formatOf(text: string): ImportFormat {
  if (isOfx(text)) return "ofx";
  if (isQif(text)) return "qif";
  return "csv";
}

function extensionFormat(fileName: string): ImportFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (ext === "ofx" || ext === "qfx") return "ofx";
  if (ext === "qif") return "qif";
  if (ext === "csv" || ext === "tsv") return "csv";
  return null;
}

export function readStatement(bytes: Uint8Array, options: ReadOptions): Statement {
  if (bytes.length > MAX_FILE_BYTES) return { ok: false, problem: "FILE_TOO_LARGE" };
  const encoding = options.encoding ?? detectEncoding(bytes);
  const text = decodeBytes(bytes, encoding);
  if (text.trim() === "") return { ok: false, problem: "EMPTY_FILE", encoding };
  if (looksBinary(text)) return { ok: false, problem: "BINARY_FILE", encoding };
  const format = formatOf(text);
  const expected = extensionFormat(options.fileName);
  if (expected !== null && expected !== format) {
    return { ok: false, problem: "FORMAT_MISMATCH", encoding };
  }
  if (format === "ofx") {
    const { account, rows } = parseOfx(text, options.digits);
    return rows.length
      ? { ok: true, encoding, format, account, rows }
      : { ok: false, problem: "NO_TRANSACTIONS", encoding };
  }
  if (format === "qif") {
    const { rows, dateOrders } = parseQif(text, options.digits, options.dateOrder);
    return rows.length
      ? { ok: true, encoding, format, account: {}, rows, dateOrders }
      : { ok: false, problem: "NO_TRANSACTIONS", encoding };
  }
  const table = splitCsv(text);
  if (table.rows.length === 0) return { ok: false, problem: "NO_TRANSACTIONS", encoding };
  const mapping = options.mapping ?? guessMapping(table);
  const dateColumn = table.rows.map((r) => r.cells[mapping.date] ?? "");
  return {
    ok: true,
    encoding,
    format,
    account: {},
    rows: applyMapping(table, mapping, options.digits),
    csv: {
      table: { header: table.header, hasHeader: table.hasHeader, delimiter: table.delimiter },
      sample: table.rows.slice(0, 5).map((r) => r.cells),
      mapping,
    },
    dateOrders: detectDateOrders(dateColumn),
  };
}
