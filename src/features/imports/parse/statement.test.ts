import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseDate, detectDateOrders } from "./dates";
import { decodeBytes, detectEncoding } from "./encoding";
import { detectDecimalSeparator, parseStatementAmount } from "../../../../convex/shared/money";
import { readStatement, type Statement } from "./statement";

const FIXTURES = join(process.cwd(), "src/features/imports/parse/fixtures");
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const utf8 = (text: string) => new TextEncoder().encode(text);

function ok(statement: Statement) {
  if (!statement.ok) throw new Error(`expected a statement, got ${statement.problem}`);
  return statement;
}

describe("amounts", () => {
  it("reads both separator styles, parentheses, trailing minus and symbols", () => {
    expect(parseStatementAmount("1.234,56", ",", 2)).toEqual({ ok: true, value: 123456 });
    expect(parseStatementAmount("1,234.56", ".", 2)).toEqual({ ok: true, value: 123456 });
    expect(parseStatementAmount("(12.50)", ".", 2)).toEqual({ ok: true, value: -1250 });
    expect(parseStatementAmount("12.50-", ".", 2)).toEqual({ ok: true, value: -1250 });
    expect(parseStatementAmount("1 234,56 €", ",", 2)).toEqual({ ok: true, value: 123456 });
    expect(parseStatementAmount("1'234.5", ".", 2)).toEqual({ ok: true, value: 123450 });
    expect(parseStatementAmount("¥1,200", ".", 0)).toEqual({ ok: true, value: 1200 });
    expect(parseStatementAmount("-0.00", ".", 2)).toEqual({ ok: true, value: 0 });
  });
  it("refuses what is not an amount, extra decimals and absurd sizes", () => {
    expect(parseStatementAmount("abc", ".", 2).ok).toBe(false);
    expect(parseStatementAmount("1.005", ".", 2)).toEqual({ ok: false, code: "TOO_MANY_DECIMALS" });
    expect(parseStatementAmount("1.500", ".", 2)).toEqual({ ok: true, value: 150 });
    expect(parseStatementAmount("99999999999999999999", ".", 2)).toEqual({
      ok: false,
      code: "AMOUNT_TOO_LARGE",
    });
  });
  it("decides the decimal separator from the whole column", () => {
    expect(detectDecimalSeparator(["1.234", "5,60"]).decimal).toBe(",");
    expect(detectDecimalSeparator(["1,234", "5.60"]).decimal).toBe(".");
    expect(detectDecimalSeparator(["1.234.567"]).decimal).toBe(",");
    expect(detectDecimalSeparator(["1,234"])).toEqual({ decimal: ".", certain: false });
  });
});

describe("dates", () => {
  it("keeps every order that fits the whole column and drops the ones that do not", () => {
    expect(detectDateOrders(["01/02/2026", "03/04/2026"])).toEqual(["dmy", "mdy"]);
    expect(detectDateOrders(["01/02/2026", "13/02/2026"])).toEqual(["dmy"]);
    expect(detectDateOrders(["2026-10-01", "2026-10-31"])).toEqual(["ymd"]);
  });
  it("reads two-digit and apostrophe years, month names and compact dates", () => {
    expect(parseDate("1/15/04", "mdy")).toBe("2004-01-15");
    expect(parseDate("15.01.99", "dmy")).toBe("1999-01-15");
    expect(parseDate("Oct 1, 2026", "mdy")).toBe("2026-10-01");
    expect(parseDate("01 Oct 2026", "dmy")).toBe("2026-10-01");
    expect(parseDate("20261001", "ymd")).toBe("2026-10-01");
    expect(parseDate("2026-02-30", "ymd")).toBeNull();
  });
});

describe("encodings", () => {
  it("detects BOMs, BOM-less UTF-16, Windows-1252 and ISO-8859-1", () => {
    const text = "Date;Empfänger;Betrag\n";
    expect(detectEncoding(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]))).toBe("utf-8");
    const le = new Uint8Array([...text].flatMap((c) => [c.charCodeAt(0), 0]));
    expect(detectEncoding(le)).toBe("utf-16le");
    expect(decodeBytes(le, "utf-16le")).toBe(text);
    const be = new Uint8Array([0xfe, 0xff, ...[...text].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(detectEncoding(be)).toBe("utf-16be");
    expect(decodeBytes(be, "utf-16be")).toBe(text);
    const latin1 = new Uint8Array([...text].map((c) => c.charCodeAt(0)));
    expect(detectEncoding(latin1)).toBe("iso-8859-1");
    expect(decodeBytes(latin1, "iso-8859-1")).toBe(text);
    const cp1252 = new Uint8Array([0x80, 0x20, 0x35, 0xe4]);
    expect(detectEncoding(cp1252)).toBe("windows-1252");
    expect(decodeBytes(cp1252, "windows-1252")).toBe("€ 5ä");
  });
});

describe("OFX and QFX", () => {
  it("reads OFX 1 (SGML, unclosed tags) with account, currency and FITIDs", () => {
    const s = ok(readStatement(fixture("bank-sgml.ofx"), { fileName: "x.ofx", digits: 2 }));
    expect(s.format).toBe("ofx");
    expect(s.account).toEqual({ id: "DE001234", kind: "savings", currency: "EUR" });
    expect(s.rows.map((r) => [r.date, r.amount, r.payee, r.notes, r.fitId])).toEqual([
      ["2026-10-02", -4590, "REWE Markt & Co", "Card 1234", "2026100201"],
      ["2026-10-01", 250000, "ACME GmbH Salary", "", "2026100101"],
    ]);
  });
  it("reads OFX 2 / QFX (XML) credit-card statements with a PAYEE aggregate", () => {
    const s = ok(readStatement(fixture("card-xml.qfx"), { fileName: "x.qfx", digits: 2 }));
    expect(s.account).toEqual({ id: "XXXX4321", kind: "credit_card", currency: "USD" });
    expect(s.rows.map((r) => [r.amount, r.payee, r.fitId])).toEqual([
      [-1250, "Corner Café", "A-1"],
      [30000, "Payment - thank you", "A-2"],
    ]);
  });
  it("keeps the complete rows of a truncated file and names the cut one", () => {
    const s = ok(readStatement(fixture("truncated.ofx"), { fileName: "x.ofx", digits: 2 }));
    expect(s.rows[0]).toMatchObject({ amount: -1000, payee: "Complete" });
    expect(s.rows[1].problem).toBe("TRUNCATED_RECORD");
  });
});

describe("QIF", () => {
  it("reads Bank sections with apostrophe years, U/T amounts and categories; skips investments", () => {
    const s = ok(readStatement(fixture("bank.qif"), { fileName: "x.qif", digits: 2 }));
    expect(s.rows.map((r) => [r.date, r.amount, r.payee, r.category, r.notes])).toEqual([
      ["2004-01-15", -123456, "Landlord", "Housing", "January rent #1001"],
      ["2004-01-31", 250000, "Employer", "Income", ""],
      ["2004-02-03", -4500, "REWE", "Food", ""],
    ]);
  });
  it("reads CCard sections with day-first dates and decimal commas", () => {
    const s = ok(readStatement(fixture("card.qif"), { fileName: "x.qif", digits: 2 }));
    expect(s.dateOrders).toEqual(["dmy"]);
    expect(s.rows.map((r) => [r.date, r.amount])).toEqual([
      ["2025-12-25", -1999],
      ["2025-12-28", -500],
    ]);
  });
});

describe("CSV", () => {
  it("reads a German semicolon file: header, quoted delimiters and quotes, 1.234,56", () => {
    const s = ok(readStatement(fixture("german.csv"), { fileName: "x.csv", digits: 2 }));
    expect(s.csv?.table.delimiter).toBe(";");
    expect(s.csv?.mapping).toMatchObject({
      date: 0,
      payee: 1,
      notes: 2,
      amount: 3,
      decimal: ",",
      dateOrder: "dmy",
    });
    expect(s.rows.map((r) => [r.date, r.amount, r.payee, r.notes])).toEqual([
      ["2026-10-02", -4590, "REWE", "Einkauf; Filiale 12"],
      ["2026-10-01", 250000, "ACME GmbH", "Gehalt"],
      ["2026-10-15", -95000, 'Miete "Altbau"', "Oktober"],
    ]);
  });
  it("combines debit and credit columns and shows unparsable rows with their reason", () => {
    const s = ok(readStatement(fixture("debit-credit.csv"), { fileName: "x.csv", digits: 2 }));
    expect(s.csv?.mapping).toMatchObject({ debit: 2, credit: 3, amount: null, dateOrder: "mdy" });
    expect(s.rows.map((r) => [r.line, r.amount, r.problem])).toEqual([
      [2, 150000, undefined],
      [3, -350, undefined],
      [4, -350, undefined],
      [5, null, "INVALID_DATE"],
      [6, null, "INVALID_AMOUNT"],
    ]);
  });
  it("reads a headerless TSV and keeps formula-looking text as plain text", () => {
    const s = ok(readStatement(fixture("no-header.tsv"), { fileName: "x.tsv", digits: 2 }));
    expect(s.csv?.table.hasHeader).toBe(false);
    expect(s.rows.map((r) => [r.payee, r.amount, r.problem])).toEqual([
      ["=cmd|calc", -1200, undefined],
      ["@SUM(A1)", 500, undefined],
      ["Ok", null, "TOO_MANY_DECIMALS"],
    ]);
  });
  it("applies a user's mapping: inverted signs for a card statement", () => {
    const first = ok(readStatement(fixture("german.csv"), { fileName: "x.csv", digits: 2 }));
    const mapping = { ...first.csv!.mapping, invert: true };
    const s = ok(readStatement(fixture("german.csv"), { fileName: "x.csv", digits: 2, mapping }));
    expect(s.rows[0].amount).toBe(4590);
  });
});

describe("bad files", () => {
  it("names the problem instead of importing anything", () => {
    expect(readStatement(new Uint8Array(), { fileName: "a.csv", digits: 2 })).toMatchObject({
      problem: "EMPTY_FILE",
    });
    expect(readStatement(utf8("  \n "), { fileName: "a.csv", digits: 2 })).toMatchObject({
      problem: "EMPTY_FILE",
    });
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 0, 0, 7,
    ]);
    expect(readStatement(png, { fileName: "a.csv", digits: 2 })).toMatchObject({
      problem: "BINARY_FILE",
    });
    expect(readStatement(fixture("german.csv"), { fileName: "a.ofx", digits: 2 })).toMatchObject({
      problem: "FORMAT_MISMATCH",
    });
    expect(readStatement(fixture("bank.qif"), { fileName: "a.csv", digits: 2 })).toMatchObject({
      problem: "FORMAT_MISMATCH",
    });
    const huge = { length: 50 * 1024 * 1024 } as Uint8Array;
    expect(readStatement(huge, { fileName: "a.csv", digits: 2 })).toMatchObject({
      problem: "FILE_TOO_LARGE",
    });
  });
});
