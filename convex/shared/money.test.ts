import { describe, expect, test } from "vitest";
import { convertAmount, MAX_AMOUNT, normalizeAmount, parseMoneyInput } from "./money";

describe("parseMoneyInput", () => {
  test.each([
    ["1,234.56", "en", "USD", 123456],
    ["1234.56", "en", "USD", 123456],
    ["1.234,56", "de", "EUR", 123456],
    ["1234,5", "de", "EUR", 123450],
    ["-12.5", "en", "USD", -1250],
    ["1,235", "ja", "JPY", 1235],
    ["0.01", "en", "USD", 1],
    ["1 234,56", "fr", "EUR", 123456],
  ] as const)("%s in %s (%s) is %d minor units", (input, locale, currency, expected) => {
    expect(parseMoneyInput(input, currency, locale)).toEqual({ ok: true, value: expected });
  });

  test.each([
    ["", "en", "USD"],
    ["abc", "en", "USD"],
    ["1.234", "en", "USD"],
    ["12.5", "en", "JPY"],
    ["1,23.4", "en", "USD"],
    ["NaN", "en", "USD"],
    ["Infinity", "en", "USD"],
    ["1e5", "en", "USD"],
    ["1.2.3", "de", "EUR"],
  ] as const)("rejects %j in %s (%s)", (input, locale, currency) => {
    expect(parseMoneyInput(input, currency, locale)).toEqual({ ok: false, code: "INVALID_AMOUNT" });
  });
});

describe("defect 5: amounts are capped at MAX_AMOUNT", () => {
  test("MAX_AMOUNT keeps sums of several totals exact", () => {
    expect(Number.isSafeInteger(9 * MAX_AMOUNT)).toBe(true);
  });
  test.each([
    ["99999999999999999999", "en", "USD"],
    ["9007199254740991", "en", "JPY"],
    ["10000000000000.01", "en", "USD"],
    ["-10000000000000.01", "en", "USD"],
  ] as const)("refuses %j in %s (%s) as AMOUNT_TOO_LARGE", (input, locale, currency) => {
    expect(parseMoneyInput(input, currency, locale)).toEqual({
      ok: false,
      code: "AMOUNT_TOO_LARGE",
    });
  });
  test("accepts exactly MAX_AMOUNT", () => {
    expect(parseMoneyInput("10000000000000", "USD", "en")).toEqual({ ok: true, value: MAX_AMOUNT });
  });
  test("-0 becomes 0", () => {
    expect(Object.is(normalizeAmount(-0), 0)).toBe(true);
    const parsed = parseMoneyInput("-0", "USD", "en");
    expect(parsed.ok && Object.is(parsed.value, 0)).toBe(true);
  });
});

describe("convertAmount", () => {
  test("same currency is unchanged", () => {
    expect(convertAmount(1234, "USD", "USD", 2)).toBe(1234);
  });
  test("USD to JPY drops to whole yen", () => {
    expect(convertAmount(1050, "USD", "JPY", 150.3)).toBe(1578);
  });
  test("JPY to EUR keeps cents", () => {
    expect(convertAmount(1000, "JPY", "EUR", 0.0061)).toBe(610);
  });
  test("negative amounts round away from zero", () => {
    expect(convertAmount(-5, "USD", "EUR", 0.5)).toBe(-3);
  });
  test("rejects a missing rate", () => {
    expect(() => convertAmount(100, "USD", "EUR", 0)).toThrow();
  });
});
