/**
 * Quicken Interchange Format, Bank and CCard sections: one field per line, a letter then its
 * value (D date, T/U amount, P payee, M memo, L category, N number), records ended by "^".
 * Dates come in every order and with apostrophe years ("1/15'04"), so the order is decided
 * over the whole file like a CSV date column. Investment and list sections are skipped.
 */
import { detectDateOrders, parseDate, type DateOrder } from "./dates";
import { detectDecimalSeparator, parseStatementAmount } from "../../../../convex/shared/money";
import type { StatementRow } from "./types";

const SUPPORTED = /^!type:(bank|ccard|cash|oth a|oth l)\s*$/i;

export function isQif(text: string): boolean {
  return /^\s*!(type|account|option)/i.test(text);
}

interface RawRecord {
  line: number;
  fields: Record<string, string>;
  complete: boolean;
}

function readRecords(text: string): RawRecord[] {
  const records: RawRecord[] = [];
  let inSupported = false;
  let fields: Record<string, string> = {};
  let startLine = 0;
  const lines = text.split(/\r\n|\r|\n/);
  lines.forEach((rawLine, index) => {
    const line = rawLine.trimEnd();
    if (line.startsWith("!")) {
      inSupported = SUPPORTED.test(line);
      fields = {};
      return;
    }
    if (!inSupported || line === "") return;
    if (line.startsWith("^")) {
      if (Object.keys(fields).length) records.push({ line: startLine, fields, complete: true });
      fields = {};
      return;
    }
    if (Object.keys(fields).length === 0) startLine = index + 1;
    const code = line[0].toUpperCase();
    // Split lines (S, E, $) belong to the record's parts; the record's own total stays T.
    if (fields[code] === undefined) fields[code] = line.slice(1).trim();
  });
  if (inSupported && Object.keys(fields).length) {
    records.push({ line: startLine, fields, complete: false });
  }
  return records;
}

export interface QifStatement {
  rows: StatementRow[];
  dateOrders: DateOrder[];
}

export function parseQif(text: string, digits: number, order?: DateOrder): QifStatement {
  const records = readRecords(text);
  const dates = records.map((r) => (r.fields.D ?? "").replace(/'\s*/g, "/"));
  const dateOrders = detectDateOrders(dates);
  const chosen = order ?? dateOrders[0] ?? "mdy";
  const amounts = records.map((r) => r.fields.T ?? r.fields.U ?? "");
  const { decimal } = detectDecimalSeparator(amounts);
  const rows = records.map((record, index): StatementRow => {
    const { fields } = record;
    const notes = [fields.M, fields.N ? `#${fields.N}` : ""].filter(Boolean).join(" ");
    const row: StatementRow = {
      line: record.line,
      date: dates[index] ? parseDate(dates[index], chosen) : null,
      amount: null,
      payee: fields.P ?? "",
      notes,
      category: fields.L ?? "",
    };
    if (!record.complete) return { ...row, problem: "TRUNCATED_RECORD" };
    if (!dates[index]) return { ...row, problem: "MISSING_DATE" };
    if (!row.date) return { ...row, problem: "INVALID_DATE" };
    if (!amounts[index]) return { ...row, problem: "MISSING_AMOUNT" };
    const amount = parseStatementAmount(amounts[index], decimal, digits);
    return amount.ok ? { ...row, amount: amount.value } : { ...row, problem: amount.code };
  });
  return { rows, dateOrders };
}
