/** The recurring-charge detector on noisy fixtures, as statements really look. */
import { describe, expect, test } from "vitest";
import { detectRhythm, looksCancelled, nextExpected } from "./rhythm";

const c = (date: string, amount: number) => ({ date, amount });

describe("recurring-charge detector", () => {
  test("a monthly subscription with a few days' drift", () => {
    const found = detectRhythm([
      c("2024-01-03", 1_299),
      c("2024-02-05", 1_299),
      c("2024-03-04", 1_299),
      c("2024-04-02", 1_299),
    ]);
    expect(found).toMatchObject({ interval: "monthly", amount: 1_299, monthly: 1_299 });
    expect(found?.priceChanges).toEqual([]);
  });

  test("a skipped month does not break the series", () => {
    const found = detectRhythm([
      c("2024-01-10", 999),
      c("2024-02-10", 999),
      c("2024-04-10", 999),
      c("2024-05-10", 999),
      c("2024-06-10", 999),
    ]);
    expect(found).toMatchObject({ interval: "monthly", count: 5, lastDate: "2024-06-10" });
  });

  test("a price change is named with its date, and the new price is the amount", () => {
    const found = detectRhythm([
      c("2024-01-12", 1_299),
      c("2024-02-12", 1_299),
      c("2024-03-12", 1_299),
      c("2024-04-12", 1_549),
      c("2024-05-12", 1_549),
    ]);
    expect(found).toMatchObject({ amount: 1_549, previousAmount: 1_549, variable: false });
    expect(found?.priceChanges).toEqual([{ date: "2024-04-12", from: 1_299, to: 1_549 }]);
  });

  test("two charges the same day: the one near the usual amount counts", () => {
    const found = detectRhythm([
      c("2024-01-05", 1_499),
      c("2024-02-05", 1_499),
      c("2024-02-05", 4_999),
      c("2024-03-05", 1_499),
    ]);
    expect(found).toMatchObject({ interval: "monthly", amount: 1_499, count: 3 });
  });

  test("a variable bill within a range is monthly, without price changes", () => {
    const found = detectRhythm([
      c("2024-01-20", 6_120),
      c("2024-02-19", 7_480),
      c("2024-03-20", 8_010),
      c("2024-04-22", 6_950),
      c("2024-05-20", 6_300),
    ]);
    expect(found).toMatchObject({ interval: "monthly", variable: true, priceChanges: [] });
  });

  test("groceries and coffee are not subscriptions", () => {
    const groceries = ["2024-05-04", "2024-05-11", "2024-05-18", "2024-05-25", "2024-06-01"].map(
      (d, i) => c(d, [4_210, 7_890, 5_120, 11_340, 6_020][i]),
    );
    expect(detectRhythm(groceries)).toBeNull();
    const steadyShop = ["2024-05-04", "2024-05-11", "2024-05-18", "2024-05-25"].map((d, i) =>
      c(d, [5_210, 5_590, 5_120, 5_340][i]),
    );
    expect(detectRhythm(steadyShop)).toBeNull();
    const coffee = ["2024-06-03", "2024-06-04", "2024-06-05", "2024-06-07", "2024-06-10"];
    expect(detectRhythm(coffee.map((d) => c(d, 350)))).toBeNull();
    expect(detectRhythm([c("2024-03-02", 89_900)])).toBeNull();
  });

  test("weekly, every two weeks, quarterly and yearly rhythms", () => {
    const every = (days: number, n: number, from = "2024-01-01") =>
      Array.from({ length: n }, (_, i) => {
        const d = new Date(`${from}T00:00:00Z`);
        d.setUTCDate(d.getUTCDate() + days * i);
        return c(d.toISOString().slice(0, 10), 1_000);
      });
    expect(detectRhythm(every(7, 5))?.interval).toBe("weekly");
    expect(detectRhythm(every(14, 4))?.interval).toBe("biweekly");
    expect(detectRhythm(every(14, 4))?.monthly).toBe(2_167);
    expect(detectRhythm(every(91, 3))?.interval).toBe("quarterly");
    expect(detectRhythm([c("2023-03-15", 9_900), c("2024-03-14", 9_900)])).toMatchObject({
      interval: "yearly",
      monthly: 825,
    });
  });

  test("a series that stopped looks cancelled; a late charge is expected today", () => {
    const series = { interval: "monthly" as const, lastDate: "2024-03-10" };
    expect(looksCancelled(series, "2024-04-20")).toBe(false);
    expect(nextExpected(series, "2024-04-13")).toBe("2024-04-13");
    // Past its grace, a missed charge is a skipped month: the next one is in May.
    expect(nextExpected(series, "2024-04-20")).toBe("2024-05-10");
    expect(nextExpected(series, "2024-04-01")).toBe("2024-04-10");
    expect(looksCancelled(series, "2024-05-20")).toBe(true);
  });
});
