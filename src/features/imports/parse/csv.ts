/**
 * CSV/TSV statements: any delimiter, quoted fields, with or without a header row. papaparse
 * splits the text; this module guesses which column is which and turns rows into statement
 * rows through a mapping the user can change (and that is remembered per account).
 */
import Papa from "papaparse";
import { detectDateOrders, looksLikeDate, parseDate, type DateOrder } from "./dates";
import {
  detectDecimalSeparator,
  parseStatementAmount,
  type DecimalSeparator,
} from "../../../../convex/shared/money";
import type { StatementRow } from "./types";

export interface CsvTable {
  delimiter: string;
  hasHeader: boolean;
  header: string[];
  /** Data rows (without the header), each with its 1-based line in the file. */
  rows: { line: number; cells: string[] }[];
}

export interface CsvMapping {
  date: number;
  /** One signed amount column, or separate money-out (debit) and money-in (credit) columns. */
  amount: number | null;
  debit: number | null;
  credit: number | null;
  payee: number | null;
  notes: number | null;
  category: number | null;
  dateOrder: DateOrder;
  decimal: DecimalSeparator;
  /** Card statements list purchases as positive numbers: flip every sign. */
  invert: boolean;
}

const amountLike = (cell: string) =>
  /^[-+(\u2212]?\s*[^\d\s]{0,3}\s*\d[\d.,\s'’]*\)?-?\s*[^\d\s]{0,3}$/.test(cell.trim());

export function splitCsv(text: string): CsvTable {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: "greedy", delimiter: "" });
  const data = result.data.filter((cells) => cells.some((c) => c.trim() !== ""));
  const first = data[0] ?? [];
  const second = data[1] ?? [];
  // A header has no dates or amounts where the next row has them.
  const hasHeader =
    data.length > 1 &&
    !first.some((c) => looksLikeDate(c)) &&
    second.some((c) => looksLikeDate(c) || amountLike(c));
  let line = 0;
  const lines = data.map((cells) => ({ line: ++line, cells: cells.map((c) => c.trim()) }));
  return {
    delimiter: result.meta.delimiter,
    hasHeader,
    header: hasHeader ? lines[0].cells : [],
    rows: hasHeader ? lines.slice(1) : lines,
  };
}

// Header names in our 8 languages and the usual bank exports.
const NAMES: Record<
  "date" | "amount" | "debit" | "credit" | "payee" | "notes" | "category",
  RegExp
> = {
  date: /^(date|booking date|posted|transaction date|fecha|data|datum|buchungstag|дата|日期|日付|取引日)/i,
  amount: /^(amount|importe|monto|valor|montant|betrag|сумма|金额|金額|summe)/i,
  debit: /^(debit|withdrawal|money out|paid out|cargo|débito|débit|soll|ausgang|расход|支出|出金)/i,
  credit: /^(credit|deposit|money in|paid in|abono|crédito|crédit|haben|eingang|приход|收入|入金)/i,
  payee:
    /^(payee|description|name|merchant|beneficiario|concepto|descripción|beneficiário|descrição|bénéficiaire|libellé|empfänger|beschreibung|получатель|описание|收款人|描述|支払先|摘要)/i,
  notes:
    /^(notes?|memo|reference|nota|notas|observa|mémo|verwendungszweck|notiz|примечание|备注|メモ)/i,
  category: /^(category|categoría|categoria|catégorie|kategorie|категория|类别|分类|カテゴリ)/i,
};

function columnValues(table: CsvTable, column: number): string[] {
  return table.rows.map((r) => r.cells[column] ?? "");
}

function share(values: string[], test: (v: string) => boolean): number {
  const present = values.filter((v) => v !== "");
  return present.length === 0 ? 0 : present.filter(test).length / present.length;
}

export function guessMapping(table: CsvTable): CsvMapping {
  const width = Math.max(0, ...table.rows.map((r) => r.cells.length), table.header.length);
  const columns = Array.from({ length: width }, (_, i) => i);
  const byName = (key: keyof typeof NAMES) =>
    columns.find((i) => NAMES[key].test(table.header[i] ?? "")) ?? null;
  const date =
    byName("date") ?? columns.find((i) => share(columnValues(table, i), looksLikeDate) > 0.8) ?? 0;
  let amount = byName("amount");
  const debit = byName("debit");
  const credit = byName("credit");
  if (amount === null && (debit === null || credit === null)) {
    amount =
      columns.find((i) => i !== date && share(columnValues(table, i), amountLike) > 0.8) ?? null;
  }
  const taken = new Set([date, amount, debit, credit]);
  const text = columns.filter(
    (i) => !taken.has(i) && share(columnValues(table, i), amountLike) < 0.5,
  );
  const avgLength = (i: number) => columnValues(table, i).join("").length;
  const payee = byName("payee") ?? [...text].sort((a, b) => avgLength(b) - avgLength(a))[0] ?? null;
  const amountValues = [amount, debit, credit]
    .filter((c): c is number => c !== null)
    .flatMap((c) => columnValues(table, c));
  return {
    date,
    amount: debit !== null && credit !== null && amount === null ? null : amount,
    debit: amount === null ? debit : null,
    credit: amount === null ? credit : null,
    payee,
    notes: byName("notes"),
    category: byName("category"),
    dateOrder: detectDateOrders(columnValues(table, date))[0] ?? "ymd",
    decimal: detectDecimalSeparator(amountValues).decimal,
    invert: false,
  };
}

function amountOf(
  cells: string[],
  m: CsvMapping,
  digits: number,
): StatementRow["amount"] | StatementRow["problem"] {
  const read = (column: number | null) => (column === null ? "" : (cells[column] ?? ""));
  if (m.amount !== null) {
    if (read(m.amount) === "") return "MISSING_AMOUNT";
    const result = parseStatementAmount(read(m.amount), m.decimal, digits);
    return result.ok ? result.value : result.code;
  }
  const out = read(m.debit);
  const into = read(m.credit);
  if (out === "" && into === "") return "MISSING_AMOUNT";
  const parsedOut =
    out === "" ? { ok: true as const, value: 0 } : parseStatementAmount(out, m.decimal, digits);
  const parsedIn =
    into === "" ? { ok: true as const, value: 0 } : parseStatementAmount(into, m.decimal, digits);
  if (!parsedOut.ok) return parsedOut.code;
  if (!parsedIn.ok) return parsedIn.code;
  return Math.abs(parsedIn.value) - Math.abs(parsedOut.value);
}

export function applyMapping(table: CsvTable, mapping: CsvMapping, digits: number): StatementRow[] {
  const text = (cells: string[], column: number | null) =>
    column === null ? "" : (cells[column] ?? "");
  return table.rows.map(({ line, cells }) => {
    const rawDate = text(cells, mapping.date);
    const row: StatementRow = {
      line,
      date: rawDate ? parseDate(rawDate, mapping.dateOrder) : null,
      amount: null,
      payee: text(cells, mapping.payee),
      notes: text(cells, mapping.notes),
      category: text(cells, mapping.category),
    };
    if (!rawDate) return { ...row, problem: "MISSING_DATE" };
    if (!row.date) return { ...row, problem: "INVALID_DATE" };
    const amount = amountOf(cells, mapping, digits);
    if (typeof amount === "string") return { ...row, problem: amount };
    const signed = mapping.invert ? -(amount ?? 0) : (amount ?? 0);
    return { ...row, amount: signed === 0 ? 0 : signed };
  });
}
