import { describe, expect, test } from "vitest";
import { crossRates, parseRatesResponse } from "./referenceRates";

describe("reference rates", () => {
  test("open.er-api answer: base from base_code, unknown codes ignored", () => {
    const parsed = parseRatesResponse({
      result: "success",
      base_code: "USD",
      rates: { EUR: 0.5, XXX: 2, JPY: 100 },
    });
    expect(parsed && Object.fromEntries(parsed)).toEqual({ USD: 1, EUR: 0.5, JPY: 100 });
  });
  test("answers without usable rates are null", () => {
    expect(parseRatesResponse({ result: "error" })).toBeNull();
    expect(parseRatesResponse("nope")).toBeNull();
    expect(parseRatesResponse({ base: "USD", rates: { EUR: -1 } })).toBeNull();
  });
  test("cross rates cover each unordered pair once, base first in currency order", () => {
    const pairs = crossRates(
      new Map([
        ["USD", 1],
        ["EUR", 0.5],
        ["JPY", 100],
      ]),
    );
    expect(pairs).toEqual([
      { base: "USD", quote: "EUR", rate: 0.5 },
      { base: "USD", quote: "JPY", rate: 100 },
      { base: "EUR", quote: "JPY", rate: 200 },
    ]);
  });
});
