/**
 * The advisor's rules as pure functions, each with the same table of users: a household with
 * salary, rent and a loan, an empty user, a user with only debts, income in two currencies, a
 * goal already reached and a goal in the past. This file: the monthly capacity.
 */
import { describe, expect, test } from "vitest";
import { capacityOf, type HistoryRow, type RecurringItem } from "./capacity";
import type { StoredRate } from "../../shared/rates";

const TODAY = "2024-11-15";
const GBP: StoredRate = { base: "GBP", quote: "EUR", rate: 1.17, source: "manual" };

const row = (month: string, o: Partial<HistoryRow>): HistoryRow => ({
  month,
  accountId: "bank",
  category: "income",
  currency: "EUR",
  income: 0,
  expense: 0,
  ...o,
});
const monthly = (o: Partial<RecurringItem>): RecurringItem => ({
  accountId: "bank",
  kind: "income",
  category: "income",
  amount: 0,
  currency: "EUR",
  frequency: "monthly",
  interval: 1,
  startDate: "2024-12-01",
  active: true,
  ...o,
});

const scenarioRows = [
  row("2024-10", { income: 250_000 }),
  row("2024-10", { category: "housing", expense: 95_000 }),
  row("2024-10", { accountId: "visa", category: "shopping", expense: 27_233 }),
  row("2024-11", { income: 250_000 }),
  row("2024-11", { category: "housing", expense: 95_000 }),
];
const scenarioSchedules = [
  monthly({ amount: 250_000 }),
  monthly({ kind: "expense", category: "housing", amount: 95_000, startDate: "2024-12-02" }),
];

describe("capacityOf", () => {
  test.each([
    {
      name: "recurring salary and rent already in October count once",
      rows: scenarioRows,
      schedules: scenarioSchedules,
      expected: { months: ["2024-10"], averageNet: 127_767, newRecurringNet: 0, monthly: 127_767 },
    },
    {
      name: "empty user",
      rows: [],
      schedules: [],
      expected: { months: [], averageNet: null, monthly: null, dayToDayNet: null },
    },
    {
      name: "only debts: card spending, no income",
      rows: [row("2024-10", { accountId: "visa", category: "shopping", expense: 40_000 })],
      schedules: [],
      expected: { averageNet: -40_000, monthly: -40_000 },
    },
    {
      name: "income in two currencies, converted with the stored rate",
      rows: [
        row("2024-10", { income: 100_000 }),
        row("2024-10", { accountId: "uk", currency: "GBP", income: 100_000 }),
      ],
      schedules: [],
      expected: { averageNet: 217_000, monthly: 217_000 },
    },
    {
      name: "a new recurring bill the history does not hold is added",
      rows: [row("2024-10", { income: 300_000 }), row("2024-09", { income: 300_000 })],
      schedules: [monthly({ kind: "expense", category: "housing", amount: 100_000 })],
      expected: { months: ["2024-09", "2024-10"], newRecurringNet: -100_000, monthly: 200_000 },
    },
    {
      name: "only this month's data: that month to date",
      rows: [
        row("2024-11", { income: 200_000 }),
        row("2024-11", { category: "food", expense: 50_000 }),
      ],
      schedules: [],
      expected: { months: ["2024-11"], monthToDate: true, monthly: 150_000 },
    },
  ])("$name", ({ rows, schedules, expected }) => {
    const historyStart = rows.map((r) => r.month).sort()[0] ?? null;
    const input = { today: TODAY, currency: "EUR" as const, rates: [GBP], rows, schedules };
    const result = capacityOf({ ...input, historyStart });
    expect(result).toMatchObject(expected);
  });

  test("averages over the months the person has history for: an empty one counts, none before", () => {
    const rows = [
      row("2024-06", { income: 1_000 }),
      row("2024-08", { income: 300_000 }),
      row("2024-10", { income: 300_000 }),
    ];
    const base = { today: TODAY, currency: "EUR" as const, rates: [GBP], rows, schedules: [] };
    // History from August (June's row was mid-month, before the books really start).
    const result = capacityOf({ ...base, historyStart: "2024-08" });
    expect(result).toMatchObject({
      months: ["2024-08", "2024-09", "2024-10"],
      averageNet: 200_000,
    });
  });
});
