import { describe, expect, test } from "vitest";
import { xirr } from "./xirr";

describe("xirr", () => {
  test("matches the spreadsheet XIRR of a known cash-flow series", () => {
    // The example of the spreadsheet function's documentation: XIRR = 0.373362535 (37.34 %).
    const rate = xirr([
      { date: "2008-01-01", amount: -10_000 },
      { date: "2008-03-01", amount: 2_750 },
      { date: "2008-10-30", amount: 4_250 },
      { date: "2009-02-15", amount: 3_250 },
      { date: "2009-04-01", amount: 2_750 },
    ]);
    expect(rate).toBeCloseTo(0.373362535, 6);
  });

  test("one year from 100 to 110 is 10 %, and a loss is negative", () => {
    expect(
      xirr([
        { date: "2023-01-01", amount: -100 },
        { date: "2024-01-01", amount: 110 },
      ]),
    ).toBeCloseTo(0.1, 8);
    expect(
      xirr([
        { date: "2023-01-01", amount: -100 },
        { date: "2024-01-01", amount: 80 },
      ]),
    ).toBeCloseTo(-0.2, 8);
  });

  test("flows all one way have no return to solve for", () => {
    expect(xirr([{ date: "2023-01-01", amount: -100 }])).toBeNull();
    expect(xirr([])).toBeNull();
  });
});
