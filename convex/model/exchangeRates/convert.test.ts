/**
 * One converter for every total in the display currency: a missing rate is reported and left
 * out, never taken as 1:1, whether the total is a report, the planner's capacity or net worth.
 */
import { describe, expect, test } from "vitest";
import { capacityOf } from "../plans/capacity";
import type { StoredRate } from "../../shared/rates";
import { summarize } from "../accounts/summary";
import { incomeAndExpense, type Rollup } from "../reports/cashflow";
import { Converter } from "./convert";

const GBP_EUR: StoredRate = { base: "GBP", quote: "EUR", rate: 1.25, source: "manual" };

describe("Converter", () => {
  test("converts with a stored rate, inverted when only the other direction is stored", () => {
    const conv = new Converter("GBP", [GBP_EUR]);
    expect(conv.convert(1_000, "EUR")).toBe(800);
    expect(conv.convert(1_000, "GBP", "EUR")).toBe(1_250);
    expect(conv.missingRates()).toEqual([]);
  });

  test("a missing rate converts to nothing and is listed once, sorted", () => {
    const conv = new Converter("EUR", [GBP_EUR]);
    expect(conv.convert(1_000, "USD")).toBeNull();
    expect(conv.into(1_000, "JPY")).toBe(0);
    expect(conv.into(500, "USD")).toBe(0);
    expect(conv.missingRates()).toEqual(["JPY", "USD"]);
  });

  test("a total leaves out what it cannot convert and names it", () => {
    const conv = new Converter("EUR", [GBP_EUR]);
    const sums = new Map([
      ["EUR", 100],
      ["GBP", 1_000],
      ["USD", 7_000],
    ] as const);
    expect(conv.total(sums)).toBe(1_350);
    expect(conv.missingRates()).toEqual(["USD"]);
  });

  test("converting away from the display currency lists the other currency", () => {
    const conv = new Converter("EUR", []);
    expect(conv.convert(100, "EUR", "CHF")).toBeNull();
    expect(conv.missingRates()).toEqual(["CHF"]);
  });
});

describe("a missing rate is reported by each caller, never 1:1", () => {
  test("net worth (accounts summary)", () => {
    const summary = summarize(
      [
        { type: "bank", currency: "EUR", balance: 1_000 },
        { type: "loan", currency: "USD", balance: -400 },
      ],
      new Converter("EUR", []),
    );
    expect(summary).toMatchObject({ net: 1_000, liabilities: 0, complete: false });
    expect(summary.missingRates).toEqual(["USD"]);
  });

  test("reports' income and expense", () => {
    const rollup = (currency: Rollup["currency"], income: number) =>
      ({ currency, income, expense: 0 }) as Rollup;
    const conv = new Converter("EUR", [GBP_EUR]);
    expect(incomeAndExpense([rollup("GBP", 400), rollup("CHF", 900)], conv)).toEqual({
      income: 500,
      expense: 0,
    });
    expect(conv.missingRates()).toEqual(["CHF"]);
  });

  test("the planner's monthly capacity", () => {
    const result = capacityOf({
      today: "2024-11-15",
      currency: "EUR",
      rates: [],
      historyStart: "2024-10",
      rows: [
        {
          month: "2024-10",
          accountId: "bank",
          category: "income",
          currency: "USD",
          income: 100_000,
          expense: 0,
        },
      ],
      schedules: [],
    });
    expect(result).toMatchObject({ monthly: 0, missingRates: ["USD"] });
  });
});
