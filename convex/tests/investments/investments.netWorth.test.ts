import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { writeSharedClose } from "../../model/investments/prices";
import { fakeDate } from "../../testing/clock.testkit";
import { newTest, signIn } from "../../testing/helpers.testkit";
import { investmentAccount } from "../../testing/investments.testkit";

fakeDate(Date.UTC(2024, 0, 2));

describe("net worth over time with investments", () => {
  test("each month counts the cash and the units held then at that month's last close", async () => {
    const t = newTest();
    const { as } = await signIn(t, "a@example.com");
    const accountId = await investmentAccount(as, "EUR", 200_000);
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-01-15",
      kind: "buy",
      symbol: "VWCE",
      quantity: "10",
      price: "100",
    });
    await as.mutation(api.investments.record, {
      accountId,
      date: "2024-02-10",
      kind: "sell",
      symbol: "VWCE",
      quantity: "4",
      price: "110",
    });
    await t.run(async (ctx) => {
      for (const [date, price] of [
        ["2024-01-30", 105],
        ["2024-01-31", 106],
        ["2024-02-29", 120],
      ] as const) {
        await writeSharedClose(
          ctx,
          { symbol: "VWCE", date, price: price * 1e8, currency: "EUR" },
          "provider",
        );
      }
    });
    const report = await as.query(api.reports.netWorthOverTime, { from: "2024-01", to: "2024-02" });
    // January: cash 2,000 − 1,000 = 1,000 plus 10 × 106 (the month's last close) = 2,060.
    // February: cash 1,000 + 440 = 1,440 plus 6 × 120 = 2,160.
    expect(report.points.map((p) => [p.month, p.netWorth])).toEqual([
      ["2024-01", 206_000],
      ["2024-02", 216_000],
    ]);
  });
});
