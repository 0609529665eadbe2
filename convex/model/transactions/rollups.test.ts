import { describe, expect, test } from "vitest";
import { addTotals, contributionOf, ZERO_TOTALS } from "../ledger/rollups";

describe("rollup contributions", () => {
  test("income and expense count as positive magnitudes", () => {
    expect(contributionOf({ kind: "income", amount: 500 })).toEqual({
      ...ZERO_TOTALS,
      income: 500,
      count: 1,
    });
    expect(contributionOf({ kind: "expense", amount: -300 })).toEqual({
      ...ZERO_TOTALS,
      expense: 300,
      count: 1,
    });
  });
  test("transfers go to transfersIn/Out, never to income or expense", () => {
    expect(contributionOf({ kind: "transfer", amount: 70 })).toEqual({
      ...ZERO_TOTALS,
      transfersIn: 70,
      count: 1,
    });
    expect(contributionOf({ kind: "transfer", amount: -70 })).toEqual({
      ...ZERO_TOTALS,
      transfersOut: 70,
      count: 1,
    });
  });
  test("adding then removing a contribution gives zero", () => {
    const c = contributionOf({ kind: "expense", amount: -42 });
    expect(addTotals(addTotals(ZERO_TOTALS, c), c, -1)).toEqual(ZERO_TOTALS);
  });
});
