import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { newTest, signIn } from "../../testing/helpers.testkit";
import { investmentAccount } from "../../testing/investments.testkit";

describe("investments.performance", () => {
  test("gain and money-weighted return per period, and allocation by kind, currency and account", async () => {
    const t = newTest();
    const { as } = await signIn(t, "a@example.com");
    const accountId = await investmentAccount(as, "EUR", 200_000);
    await as.mutation(api.investments.record, {
      accountId,
      date: "2023-01-01",
      kind: "buy",
      symbol: "VWCE",
      quantity: "10",
      price: "100",
      assetKind: "fund",
    });
    await as.mutation(api.investments.setPrice, {
      symbol: "VWCE",
      date: "2024-01-01",
      price: "110",
      currency: "EUR",
    });
    const result = await as.query(api.investments.performance, { accountId, today: "2024-01-01" });
    const byPeriod = Object.fromEntries(result.periods.map((p) => [p.period, p]));
    // 1,000.00 put in a year ago is worth 1,100.00: 100.00 gained, 10 % a year.
    expect(byPeriod.ALL).toMatchObject({ startValue: 0, endValue: 110_000, gain: 10_000 });
    expect(byPeriod.ALL.xirr).toBeCloseTo(0.1, 6);
    expect(byPeriod["1Y"]).toMatchObject({ from: "2023-01-01", startValue: 100_000, gain: 10_000 });
    expect(byPeriod["1Y"].xirr).toBeCloseTo(0.1, 6);
    expect(result.allocation).toEqual({
      byKind: [
        { kind: "fund", value: 110_000 },
        { kind: "cash", value: 100_000 },
      ],
      byCurrency: [{ currency: "EUR", value: 210_000 }],
      byAccount: [{ accountId, name: "Broker", value: 210_000 }],
    });
  });
});
