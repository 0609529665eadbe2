import { describe, expect, test } from "vitest";
import { findRate, isValidRate, type StoredRate } from "./rates";

const rates: StoredRate[] = [
  { base: "USD", quote: "EUR", rate: 0.5, source: "reference" },
  { base: "GBP", quote: "USD", rate: 1.25, source: "manual" },
  { base: "USD", quote: "GBP", rate: 0.7, source: "reference" },
];

describe("findRate", () => {
  test("same currency is 1", () => {
    expect(findRate([], "JPY", "JPY")).toBe(1);
  });
  test("direct pair", () => {
    expect(findRate(rates, "USD", "EUR")).toBe(0.5);
  });
  test("inverted pair", () => {
    expect(findRate(rates, "EUR", "USD")).toBe(2);
  });
  test("a manual rate wins over a reference rate, even inverted", () => {
    expect(findRate(rates, "USD", "GBP")).toBe(1 / 1.25);
  });
  test("missing pair is null, never 1", () => {
    expect(findRate(rates, "EUR", "JPY")).toBeNull();
  });
  test("invalid rates are ignored", () => {
    expect(isValidRate(0)).toBe(false);
    expect(isValidRate(Number.POSITIVE_INFINITY)).toBe(false);
    expect(
      findRate([{ base: "USD", quote: "CHF", rate: 0, source: "manual" }], "USD", "CHF"),
    ).toBeNull();
  });
});
