/**
 * "Can I afford it?": day-to-day spending only ever takes money away, and income
 * and bills the history shows recurring (though not scheduled) count on their own dates.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type AffordLedger, projectAvailable, recognisedDates } from "./afford";
import { capacityOf, type HistoryRow } from "../plans/capacity";
import { addDays } from "../../shared/dates";
import type { StoredRate } from "../../shared/rates";

const TODAY = "2024-11-15";
const GBP: StoredRate = { base: "GBP", quote: "EUR", rate: 1.17, source: "manual" };
const bank = { id: "bank", name: "Bank", type: "bank" as const, currency: "EUR" as const };
const emptyLedger: AffordLedger = {
  today: TODAY,
  rates: [GBP],
  accounts: [],
  scheduled: [],
  recognised: [],
  goalMoney: [],
  capacity: { currency: "EUR", monthly: null, dayToDaySpend: null, otherIncome: null, months: [] },
  budgetsRemaining: [],
  planMonthly: [],
};

describe("day-to-day spending", () => {
  const currency = fc.constantFrom("EUR" as const, "GBP" as const);
  const day = (min: number, max: number) =>
    fc.integer({ min, max }).map((d) => addDays("2024-11-15", d));
  const row = fc.record({
    month: fc.constantFrom("2024-06", "2024-08", "2024-09", "2024-10", "2024-11"),
    accountId: fc.constantFrom("a", "b"),
    category: fc.constantFrom("income" as const, "housing" as const, "food" as const),
    currency,
    income: fc.nat(800_000),
    expense: fc.nat(800_000),
  });
  const schedule = fc.record({
    accountId: fc.constantFrom("a", "b"),
    kind: fc.constantFrom("income" as const, "expense" as const, "transfer" as const),
    category: fc.constantFrom("income" as const, "housing" as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
    currency,
    frequency: fc.constantFrom("weekly" as const, "monthly" as const),
    interval: fc.integer({ min: 1, max: 3 }),
    startDate: day(-400, 60),
    active: fc.boolean(),
  });

  test("for any history, budgets and date, the day-to-day line is never positive", () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 12 }),
        fc.array(schedule, { maxLength: 4 }),
        fc.array(fc.record({ amount: fc.nat(300_000), currency }), { maxLength: 3 }),
        fc.option(day(0, 900), { nil: undefined }),
        (rows: HistoryRow[], schedules, budgetsRemaining, date) => {
          const capacity = capacityOf({
            today: TODAY,
            currency: "EUR",
            rates: [GBP],
            rows,
            historyStart: rows.map((r) => r.month).sort()[0] ?? null,
            schedules,
          });
          const ledger = { ...emptyLedger, capacity, budgetsRemaining };
          const answer = projectAvailable(ledger, { amount: 1, currency: "EUR", date });
          const line = answer.lines.find((l) => l.key === "dayToDay")!;
          expect(line.amount).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  /**
   * The household on 27 June: 3,200.00 salary on the 1st, 1,150.00 rent on the 2nd,
   * 350.35 of groceries and 229.40 of other monthly bills; 31.05 left of the food budget.
   */
  const household: AffordLedger = {
    ...emptyLedger,
    today: "2024-06-27",
    accounts: [{ ...bank, balance: 400_000 }],
    capacity: {
      currency: "EUR",
      monthly: 147_025,
      dayToDaySpend: 172_975,
      otherIncome: 320_000,
      months: ["2024-04", "2024-05"],
    },
    budgetsRemaining: [{ amount: 3_105, currency: "EUR" }],
    recognised: [
      { kind: "income" as const, amount: 320_000, lastDate: "2024-06-01" },
      { kind: "expense" as const, amount: 115_000, lastDate: "2024-06-02" },
      { kind: "expense" as const, amount: 22_940, lastDate: "2024-06-14" },
    ].map((x) => ({
      ...x,
      currency: "EUR" as const,
      accountId: "bank",
      period: "monthly" as const,
    })),
  };
  const linesOn = (date: string) =>
    Object.fromEntries(
      projectAvailable(household, { amount: 1, currency: "EUR", date }).lines.map((l) => [
        l.key,
        l.amount,
      ]),
    );

  test("next month: the salary and rent count on their dates, groceries pro rata", () => {
    // Before: only the 31.05 left of June's food budget was taken off.
    expect(linesOn("2024-07-20")).toMatchObject({
      income: 320_000,
      otherIncome: 0,
      bills: -(115_000 + 22_940),
      dayToDay: -Math.round((35_035 * 23) / 30.4375),
    });
  });

  test("two months out: day-to-day spending takes money away, never adds it", () => {
    // Before: "Day-to-day spending" added 1,455.19.
    expect(linesOn("2024-08-27")).toMatchObject({
      income: 640_000,
      bills: -2 * (115_000 + 22_940),
      dayToDay: -Math.round((35_035 * 61) / 30.4375),
    });
  });

  test("a recognised series continues monthly from its last date, the 31st kept", () => {
    const series = { lastDate: "2024-01-31", period: "monthly" as const };
    expect(recognisedDates(series, "2024-02-01", "2024-05-31")).toEqual([
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
    ]);
    const weekly = { lastDate: "2024-11-10", period: "weekly" as const };
    expect(recognisedDates(weekly, TODAY, "2024-12-01")).toEqual([
      "2024-11-17",
      "2024-11-24",
      "2024-12-01",
    ]);
  });
});
