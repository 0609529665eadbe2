/**
 * CSV export of one report: exactly the rows its data table shows, amounts as plain decimal
 * numbers in major units (12.50, not "$12.50" or "12,50 €") so a spreadsheet in any locale reads
 * them as numbers, with the currency in its own column. Loaded only when a download is asked
 * for, which keeps papaparse out of the first screen.
 */
import { unparse } from "papaparse";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import type { Category } from "../../../convex/shared/domain";
import { toDecimalString } from "../../../convex/shared/money";

export type ReportId = "spending-by-category" | "income-vs-expenses" | "cash-flow" | "net-worth";

export interface CsvTable {
  header: string[];
  rows: string[][];
}

/** A 0–1 share as a percentage with one decimal: 0.4253 → "42.5". */
export function decimalPercent(share: number): string {
  return (Math.round(share * 1000) / 10).toFixed(1);
}

/** Translated column headers; the keys match the reports namespace's "columns" section. */
export type CsvLabels = (key: string) => string;

export function spendingCsv(
  data: {
    displayCurrency: CurrencyCode;
    categories: { category: Category; amount: number; share: number }[];
  },
  label: CsvLabels,
  categoryName: (category: Category) => string,
): CsvTable {
  const c = data.displayCurrency;
  return {
    header: [label("category"), label("amount"), label("currency"), label("sharePercent")],
    rows: data.categories.map((row) => [
      categoryName(row.category),
      toDecimalString(row.amount, c),
      c,
      decimalPercent(row.share),
    ]),
  };
}

interface MonthFlow {
  month: string;
  income: number;
  expense: number;
  net: number;
}

export function incomeExpensesCsv(
  data: { displayCurrency: CurrencyCode; months: MonthFlow[] },
  label: CsvLabels,
): CsvTable {
  const c = data.displayCurrency;
  return {
    header: [label("month"), label("income"), label("expenses"), label("net"), label("currency")],
    rows: data.months.map((m) => [
      m.month,
      toDecimalString(m.income, c),
      toDecimalString(m.expense, c),
      toDecimalString(m.net, c),
      c,
    ]),
  };
}

export function cashFlowCsv(
  data: { displayCurrency: CurrencyCode; months: (MonthFlow & { cumulative: number })[] },
  label: CsvLabels,
): CsvTable {
  const c = data.displayCurrency;
  return {
    header: [label("month"), label("net"), label("cumulative"), label("currency")],
    rows: data.months.map((m) => [
      m.month,
      toDecimalString(m.net, c),
      toDecimalString(m.cumulative, c),
      c,
    ]),
  };
}

export function netWorthCsv(
  data: {
    displayCurrency: CurrencyCode;
    points: { month: string; assets: number; liabilities: number; netWorth: number }[];
  },
  label: CsvLabels,
): CsvTable {
  const c = data.displayCurrency;
  return {
    header: [
      label("month"),
      label("assets"),
      label("liabilities"),
      label("netWorth"),
      label("currency"),
    ],
    rows: data.points.map((p) => [
      p.month,
      toDecimalString(p.assets, c),
      toDecimalString(p.liabilities, c),
      toDecimalString(p.netWorth, c),
      c,
    ]),
  };
}

/** RFC 4180 text (CRLF line ends, quotes where needed). */
export function toCsv(table: CsvTable): string {
  return unparse({ fields: table.header, data: table.rows }, { newline: "\r\n" });
}

/** "spending-by-category-2024-01_2024-12.csv" */
export function csvFileName(report: ReportId, from: string, to: string): string {
  return `${report}-${from}_${to}.csv`;
}

/**
 * Saves the file through a temporary link. The byte-order mark makes Excel read the file as
 * UTF-8, so translated headers and category names (ü, ñ, 食費) arrive intact.
 */
export function downloadCsv(fileName: string, table: CsvTable): void {
  const blob = new Blob(["\uFEFF", toCsv(table)], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke later: revoking at once can cancel the download in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
