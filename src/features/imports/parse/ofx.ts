/**
 * OFX 1.x (SGML: leaf tags are never closed), OFX 2.x (XML) and Quicken's QFX (OFX with an
 * extra <INTU.BID>). Both dialects are read by one tokenizer: an opening tag followed by text
 * is a value; aggregates (<STMTTRN>…</STMTTRN>) open and close. A file cut off half-way keeps
 * every complete transaction and reports the cut one.
 */
import { detectDecimalSeparator, parseStatementAmount } from "../../../../convex/shared/money";
import type { StatementAccount, StatementRow } from "./types";

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** "20261001120000.000[-5:EST]" → "2026-10-01". */
function ofxDate(value: string | undefined): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(value ?? "");
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.getUTCMonth() === Number(m) - 1 && date.getUTCDate() === Number(d)
    ? `${y}-${m}-${d}`
    : null;
}

type Fields = Record<string, string>;

export interface OfxStatement {
  account: StatementAccount;
  rows: StatementRow[];
}

export function isOfx(text: string): boolean {
  return /^\s*(OFXHEADER:|<\?xml[^>]*>\s*<\?OFX)/i.test(text) || /<OFX>/i.test(text.slice(0, 4096));
}

function accountKind(aggregate: string, acctType: string | undefined): StatementAccount["kind"] {
  if (aggregate === "CCACCTFROM") return "credit_card";
  return acctType?.toUpperCase() === "SAVINGS" ? "savings" : "bank";
}

export function parseOfx(text: string, digits: number): OfxStatement {
  const start = text.search(/<OFX>/i);
  const body = start >= 0 ? text.slice(start) : text;
  const tag = /<(\/?)([A-Za-z0-9.]+)[^>]*>([^<]*)/g;
  const records: { fields: Fields; complete: boolean }[] = [];
  const account: StatementAccount = {};
  let current: Fields | null = null;
  let accountAggregate: string | null = null;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(body)) !== null) {
    const closing = match[1] === "/";
    const name = match[2].toUpperCase();
    const value = decodeEntities(match[3].trim());
    if (name === "STMTTRN") {
      if (!closing) current = {};
      else if (current) {
        records.push({ fields: current, complete: true });
        current = null;
      }
      continue;
    }
    if (name === "BANKACCTFROM" || name === "CCACCTFROM") {
      accountAggregate = closing ? null : name;
      if (!closing) account.kind = accountKind(name, undefined);
      continue;
    }
    if (closing || value === "") continue;
    if (current) {
      // NAME inside a <PAYEE> aggregate and the plain NAME both name the payee.
      if (current[name] === undefined) current[name] = value;
    } else if (name === "CURDEF" && !account.currency) {
      account.currency = value.toUpperCase();
    } else if (accountAggregate && name === "ACCTID" && !account.id) {
      account.id = value;
    } else if (accountAggregate && name === "ACCTTYPE") {
      account.kind = accountKind(accountAggregate, value);
    }
  }
  if (current) records.push({ fields: current, complete: false });
  const { decimal } = detectDecimalSeparator(records.map((r) => r.fields.TRNAMT ?? ""));
  const rows = records.map(({ fields, complete }, index): StatementRow => {
    const row: StatementRow = {
      line: index + 1,
      date: ofxDate(fields.DTPOSTED ?? fields.DTUSER),
      amount: null,
      payee: fields.NAME ?? fields.PAYEE ?? "",
      notes: fields.MEMO ?? "",
      category: "",
      fitId: fields.FITID,
    };
    if (!complete) return { ...row, problem: "TRUNCATED_RECORD" };
    if (!row.date) return { ...row, problem: fields.DTPOSTED ? "INVALID_DATE" : "MISSING_DATE" };
    if (!fields.TRNAMT) return { ...row, problem: "MISSING_AMOUNT" };
    const amount = parseStatementAmount(fields.TRNAMT, decimal, digits);
    return amount.ok ? { ...row, amount: amount.value } : { ...row, problem: amount.code };
  });
  return { account, rows };
}
