/**
 * The advisor's rules as pure functions, each with the same table of users: a household with
 * salary, rent and a loan, an empty user, a user with only debts, income in two currencies, a
 * goal already reached and a goal in the past. This file: the plan verdict and the budget pace.
 */
import { describe, expect, test } from "vitest";
import { billsOf, projectMonthEnd } from "../budgets/budgetPace";
import { planVerdict, type PlanFacts } from "./feasibility";

const TODAY = "2024-11-15";

const planFacts = (o: Partial<PlanFacts>): PlanFacts => ({
  today: TODAY,
  targetDate: "2027-06-01",
  remaining: 500_000,
  projectedDate: null,
  paceJudged: true,
  neededInCapacity: 16_000,
  capacityMonthly: 127_767,
  ...o,
});

describe("planVerdict", () => {
  test.each([
    {
      name: "projected after the target is behind, not on track",
      facts: planFacts({ projectedDate: "2030-06-23" }),
      verdict: "behind",
    },
    {
      name: "nothing saved in 3 months is behind",
      facts: planFacts({ projectedDate: null }),
      verdict: "behind",
    },
    {
      name: "on track at its own pace",
      facts: planFacts({ projectedDate: "2027-01-01" }),
      verdict: "on_track",
    },
    {
      name: "empty user: a new plan without history",
      facts: planFacts({ paceJudged: false, capacityMonthly: null }),
      verdict: "unknown",
    },
    {
      name: "only debts: nothing free a month",
      facts: planFacts({ capacityMonthly: -40_000 }),
      verdict: "unreachable",
    },
    {
      name: "income in two currencies without a rate",
      facts: planFacts({ paceJudged: false, neededInCapacity: null }),
      verdict: "unknown",
    },
    {
      name: "a new plan that fits the capacity",
      facts: planFacts({ paceJudged: false }),
      verdict: "on_track",
    },
    {
      name: "a goal already reached",
      facts: planFacts({ remaining: 0, targetDate: "2024-01-01" }),
      verdict: "reached",
    },
    {
      name: "a goal in the past",
      facts: planFacts({ targetDate: "2024-10-01" }),
      verdict: "past_due",
    },
  ])("$name", ({ facts, verdict }) => {
    expect(planVerdict(facts)).toBe(verdict);
  });
});

describe("budget pace", () => {
  const r = (category: string, expense: number, count: number) => ({
    accountId: "bank",
    category,
    currency: "EUR" as const,
    expense,
    count,
  });
  test.each([
    {
      name: "rent paid on the 1st is a bill",
      rows: [r("housing", 95_000, 1)],
      posted: [],
      bills: [95_000],
      projected: 95_000,
    },
    { name: "empty month", rows: [], posted: [], bills: [], projected: 0 },
    {
      name: "day-to-day food is extrapolated",
      rows: [r("food", 20_000, 4)],
      posted: [],
      bills: [0],
      projected: 40_000,
    },
    {
      name: "a scheduled bill and one manual payment",
      rows: [r("housing", 100_000, 2)],
      posted: [{ accountId: "bank", category: "housing", amount: 5_000 }],
      bills: [100_000],
      projected: 100_000,
    },
  ])("$name", ({ rows, posted, bills, projected }) => {
    const result = billsOf(rows, posted);
    expect(result).toEqual(bills);
    const spent = rows.reduce((s, x) => s + x.expense, 0);
    const fixed = result.reduce((s, x) => s + x, 0);
    expect(projectMonthEnd(spent, fixed, 2)).toBe(projected);
  });
});
