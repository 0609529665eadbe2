/**
 * The forecast engine on a seeded history: early, late and missed payments matched to their
 * occurrences as Actual does, everyday spending by weekday and day of month, the card paid
 * once, and the lowest point and safe-to-spend.
 */
import { describe, expect, test } from "vitest";
import { projectForecast, type ForecastAccount } from "./forecast";
import {
  type Actual,
  dailySpend,
  everydayProfile,
  type Expected,
  matchExpected,
} from "./forecastMatch";

const TODAY = "2024-06-15";
const bill = (date: string, label: string, amount: number): Expected => ({
  date,
  kind: "expense",
  amount,
  accountId: "bank",
  label,
  category: "housing",
});
const paid = (date: string, label: string, amount: number): Actual => ({
  date,
  amount: -amount,
  accountId: "bank",
  label,
  category: "other",
});

describe("matching what happened to what was expected", () => {
  test("on time, early, late and missed payments, never counted twice", () => {
    const expected = [
      bill("2024-06-01", "Rent", 100_000), // missed: moves to today
      bill("2024-06-10", "Phone", 3_000), // paid late on the 12th
      bill("2024-06-18", "Gym", 2_500), // paid early on the 14th
      bill("2024-06-20", "Insurance", 9_000), // still to come
      bill("2024-07-10", "Phone", 3_000), // next month: stays
    ];
    const actual = [paid("2024-06-12", "Phone 06/24", 3_000), paid("2024-06-14", "GYM", 2_500)];
    expect(matchExpected(expected, actual, TODAY)).toEqual([
      bill(TODAY, "Rent", 100_000),
      bill("2024-06-20", "Insurance", 9_000),
      bill("2024-07-10", "Phone", 3_000),
    ]);
  });

  test("a late payment settles the oldest missed occurrence; the other one moves to today", () => {
    const expected = [bill("2024-05-10", "Phone", 3_000), bill("2024-06-10", "Phone", 3_000)];
    const late = [paid("2024-06-11", "Phone", 3_000)];
    expect(matchExpected(expected, late, TODAY)).toEqual([bill(TODAY, "Phone", 3_000)]);
  });

  test("a payment far from the amount, or of another account, settles nothing", () => {
    const expected = [bill("2024-06-10", "Phone", 3_000)];
    expect(matchExpected(expected, [paid("2024-06-10", "Phone", 9_000)], TODAY)).toHaveLength(1);
    const elsewhere = { ...paid("2024-06-10", "Phone", 3_000), accountId: "card" };
    expect(matchExpected(expected, [elsewhere], TODAY)).toHaveLength(1);
  });
});

describe("everyday spending", () => {
  test("weighs the weekday and the day of the month, not a flat average", () => {
    // Four weeks: 80.00 every Saturday, 20.00 on the 1st.
    const spend = [
      { date: "2024-05-04", amount: 8_000 },
      { date: "2024-05-11", amount: 8_000 },
      { date: "2024-05-18", amount: 8_000 },
      { date: "2024-05-25", amount: 8_000 },
      { date: "2024-06-01", amount: 2_000 + 8_000 },
    ];
    const profile = everydayProfile(spend, "2024-05-01", "2024-06-14");
    expect(dailySpend(profile, "2024-06-22")).toBeGreaterThan(dailySpend(profile, "2024-06-19"));
    expect(dailySpend(profile, "2024-06-19")).toBeLessThan(1_000);
  });
});

const bank: ForecastAccount = {
  id: "bank",
  name: "Checking",
  type: "bank",
  currency: "USD",
  balance: 200_000,
  floor: 50_000,
  excluded: false,
};
const visa: ForecastAccount = {
  id: "card",
  name: "Visa",
  type: "credit_card",
  currency: "USD",
  balance: -40_000,
  floor: 0,
  excluded: false,
  billingDay: 5,
  paymentDay: 25,
};
const flat = (perDay: number) => ({
  weekday: Array(7).fill(perDay),
  dayOfMonth: Array(32).fill(perDay),
});

describe("the projection", () => {
  test("the card's balance is paid once on its payment day; card spending waits for it", () => {
    const result = projectForecast({
      today: TODAY,
      days: 30,
      currency: "USD",
      rates: [],
      accounts: [bank, visa],
      expected: [],
      profiles: new Map([["card", flat(1_000)]]),
    });
    const on = (date: string) => result.points.find((p) => p.date === date)!.total;
    expect(result.points).toHaveLength(30);
    expect(result.points[0]).toEqual({ date: TODAY, total: 200_000 });
    // The 400.00 statement on the 25th; the 10.00 a day spent on the card since is next month's.
    expect(on("2024-06-24")).toBe(200_000);
    expect(on("2024-06-25")).toBe(160_000);
    expect(on("2024-07-14")).toBe(160_000);
  });

  test("the lowest point, the floor crossing and what is safe to spend until payday", () => {
    const result = projectForecast({
      today: TODAY,
      days: 30,
      currency: "USD",
      rates: [],
      accounts: [bank],
      expected: [
        bill("2024-06-20", "Rent", 120_000),
        { ...bill("2024-06-28", "Salary", 250_000), kind: "income", category: "income" },
      ],
      profiles: new Map([["bank", flat(1_000)]]),
      purchase: { date: "2024-06-18", amount: 20_000 },
    });
    // 2,000.00 − 3 days × 10.00 − 200.00 purchase − 1,200.00 rent on the 20th, −10.00 a day.
    expect(result.lowest).toEqual({ date: "2024-06-27", total: 200_000 - 12 * 1_000 - 140_000 });
    // 550.00 after the rent, 10.00 a day after that: under the 500.00 floor on the 26th.
    expect(result.accounts[0].belowFloorOn).toBe("2024-06-26");
    expect(result.nextIncome).toBe("2024-06-28");
    expect(result.safeToSpend).toBe(0);
  });
});
