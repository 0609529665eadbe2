/**
 * A broker's trade export as CSV: one row per trade, with a header naming the columns. Brokers
 * name them differently, so each field accepts the usual names (Date / Trade date, Action /
 * Type, Symbol / Ticker, Quantity / Shares, Price, Amount / Total, Fee / Commission); the
 * numbers are plain decimals ("12.5", "1234.56"). Rows that are not a buy, sell or dividend
 * (deposits, splits, transfers) are skipped and counted, never guessed at.
 */
import Papa from "papaparse";
import { parseDecimal } from "../../../convex/shared/decimal";
import type { TradeKind } from "../../../convex/shared/investments";
import { parseMoneyInput } from "../../../convex/shared/money";
import type { CurrencyCode } from "../../../convex/shared/currencies";

export interface TradeRow {
  date: string;
  kind: TradeKind;
  symbol: string;
  quantity?: string;
  price?: string;
  amount?: number;
  fee?: number;
}

export interface ParsedTrades {
  trades: TradeRow[];
  /** Lines (1-based, header = 1) that were not a trade this app records. */
  skipped: number[];
}

const COLUMNS: Record<keyof TradeRow, string[]> = {
  date: ["date", "trade date", "tradedate", "settlement date"],
  kind: ["action", "type", "transaction type", "side", "kind"],
  symbol: ["symbol", "ticker", "isin", "instrument"],
  quantity: ["quantity", "shares", "units", "qty"],
  price: ["price", "unit price", "price per share"],
  amount: ["amount", "total", "net amount", "value"],
  fee: ["fee", "fees", "commission", "commissions"],
};

const KINDS: [RegExp, TradeKind][] = [
  [/^(buy|bought|purchase|kauf)/i, "buy"],
  [/^(sell|sold|sale|verkauf)/i, "sell"],
  [/^(div|dividend|interest|ausschüttung)/i, "dividend"],
];

function plain(text: string | undefined): string | undefined {
  const clean = text?.trim().replace(/^[+]/, "").replace(/,/g, "");
  if (clean === undefined || clean === "") return undefined;
  const abs = clean.replace(/^-/, "");
  return parseDecimal(abs) === null ? undefined : abs;
}

function money(text: string | undefined, currency: CurrencyCode): number | undefined {
  const value = plain(text);
  if (value === undefined) return undefined;
  // The plain decimal is read as English writes it: "1234.56", never with grouping.
  const parsed = parseMoneyInput(value, currency, "en-US");
  return parsed.ok ? Math.abs(parsed.value) : undefined;
}

export function parseTradesCsv(text: string, currency: CurrencyCode): ParsedTrades {
  const table = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: true,
    transformHeader: (h) => h.trim().toLowerCase(),
  });
  const fields = table.meta.fields ?? [];
  const column = (key: keyof TradeRow) => fields.find((f) => COLUMNS[key].includes(f));
  const cell = (row: Record<string, string>, key: keyof TradeRow) => {
    const name = column(key);
    return name === undefined ? undefined : row[name];
  };
  const trades: TradeRow[] = [];
  const skipped: number[] = [];
  table.data.forEach((row, index) => {
    const kind = KINDS.find(([pattern]) => pattern.test(cell(row, "kind")?.trim() ?? ""))?.[1];
    const date = cell(row, "date")?.trim().slice(0, 10) ?? "";
    const symbol = cell(row, "symbol")?.trim() ?? "";
    if (kind === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(date) || symbol === "") {
      skipped.push(index + 2);
      return;
    }
    const trade: TradeRow = { date, kind, symbol };
    const quantity = plain(cell(row, "quantity"));
    const price = plain(cell(row, "price"));
    const amount = money(cell(row, "amount"), currency);
    const fee = money(cell(row, "fee"), currency);
    if (kind !== "dividend" && quantity !== undefined) trade.quantity = quantity;
    if (kind !== "dividend" && price !== undefined) trade.price = price;
    if (amount !== undefined && (kind === "dividend" || price === undefined)) trade.amount = amount;
    if (fee !== undefined && fee > 0) trade.fee = fee;
    trades.push(trade);
  });
  return { trades, skipped };
}
