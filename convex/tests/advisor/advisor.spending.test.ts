/** Insight rules over spending: budget pace, unusual spending, savings rate, emergency fund. */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  findRule,
  history,
  PAST_MONTHS,
  rulesOf,
  TODAY,
  valuesOf,
} from "../../testing/advisor.testkit";
import { makeAccount, runPoster, signedIn, spend } from "../../testing/planner.testkit";

async function setup(balance = 0) {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as, "USD", balance);
  return { t, as, bank };
}

describe("budget pace", () => {
  test("fires when the pace overspends the budget by month end, with by how much", async () => {
    const { as, bank } = await setup();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    await spend(as, bank, "2024-06-02", 12_000, "food");
    await spend(as, bank, "2024-06-03", 12_000, "food");
    const insight = await findRule(as, "budgetPace");
    expect(insight).toMatchObject({
      id: "budgetPace:food:2024-06",
      severity: "warning",
      headline: "rules.budgetPace.headline",
      action: { path: "/planner?tab=budget" },
    });
    expect(valuesOf(insight)).toMatchObject({
      category: "food",
      over: 18_000,
      projected: 48_000,
      spent: 24_000,
      budget: 30_000,
    });
  });

  test("does not fire on course, nor from a projection of the first days", async () => {
    const { as, bank } = await setup();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    await spend(as, bank, "2024-06-01", 10_000, "food");
    expect(await rulesOf(as)).not.toContain("budgetPace");
    // Day 2: 3,000 × 15 = 45,000 projected, but two days say little and less than half is spent.
    expect(await rulesOf(as, "2024-06-02")).not.toContain("budgetPace");
  });

  test("a rent paid on the 1st and bills posted by schedules are not extrapolated", async () => {
    const { t, as, bank } = await setup();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "housing", amount: 95_000 });
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "overall", amount: 150_000 });
    await spend(as, bank, "2024-06-01", 85_000, "housing");
    // Before: 85,000 × 30 / 15 = 170,000 "on course" for a 95,000 budget. Now: 85,000.
    const view = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(view.categories[0]).toMatchObject({ spent: 85_000, projected: 85_000 });
    expect(await rulesOf(as)).not.toContain("budgetPace");
    // A second bill, posted by a recurring schedule, is counted as spent but not extrapolated;
    // day-to-day food spending still is.
    await as.mutation(api.schedules.create, {
      kind: "expense",
      accountId: bank,
      amount: 5_000,
      category: "housing",
      frequency: "monthly",
      startDate: "2024-06-05",
    });
    await runPoster(t, "2024-06-05");
    await spend(as, bank, "2024-06-02", 10_000, "food");
    await spend(as, bank, "2024-06-12", 10_000, "food");
    const after = await as.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(after.categories[0]).toMatchObject({ spent: 90_000, projected: 90_000 });
    expect(after.overall).toMatchObject({ spent: 110_000, projected: 130_000 });
    expect(await rulesOf(as)).not.toContain("budgetPace");
  });

  test("an overspent budget is critical, overall budgets included", async () => {
    const { as, bank } = await setup();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "overall", amount: 20_000 });
    await spend(as, bank, "2024-06-03", 25_000, "travel");
    const insight = await findRule(as, "budgetOver");
    expect(insight).toMatchObject({ id: "budgetOver:overall:2024-06", severity: "critical" });
    expect(valuesOf(insight)).toMatchObject({ over: 5_000 });
    expect(valuesOf(insight).category).toBeUndefined();
  });
});

describe("unusual spending", () => {
  test("a category above 1.5 × its 6-month average fires", async () => {
    const { as, bank } = await setup();
    await history(as, bank, PAST_MONTHS, { spent: 10_000, category: "shopping" });
    await spend(as, bank, "2024-06-05", 20_000, "shopping");
    const insight = await findRule(as, "unusualSpending");
    expect(insight?.id).toBe("unusualSpending:shopping:2024-06");
    expect(valuesOf(insight)).toMatchObject({ spent: 20_000, average: 10_000, percent: 100 });
  });

  test("not below the ratio, not below the minimum, not without 3 months of history", async () => {
    const { as, bank } = await setup();
    await history(as, bank, PAST_MONTHS, { spent: 10_000, category: "shopping" });
    await history(as, bank, PAST_MONTHS, { spent: 1_000, category: "gifts_donations" });
    await spend(as, bank, "2024-06-05", 14_000, "shopping");
    // 3× the average, but 20.00 over it is not worth an alarm.
    await spend(as, bank, "2024-06-05", 3_000, "gifts_donations");
    expect(await rulesOf(as)).not.toContain("unusualSpending");

    const fresh = await setup();
    await history(fresh.as, fresh.bank, ["2024-04", "2024-05"], { spent: 10_000 });
    await spend(fresh.as, fresh.bank, "2024-06-05", 50_000, "food");
    expect(await rulesOf(fresh.as)).not.toContain("unusualSpending");
  });
});

describe("averages over the months the person has history for", () => {
  test("a stray row in the middle of a month before the history is not a month of history", async () => {
    const { as, bank } = await setup();
    // A 6.50 coffee on 20 August, then the same rent and power in September, October, November.
    await spend(as, bank, "2026-08-20", 650, "food");
    for (const month of ["2026-09", "2026-10", "2026-11"])
      await spend(as, bank, `${month}-02`, 122_240, "housing");
    // Two complete months (September, October): too little history for "unusual".
    expect(await rulesOf(as, "2026-11-29")).not.toContain("unusualSpending");
  });

  test("the average and its month count come from the complete months only", async () => {
    const { as, bank } = await setup();
    await spend(as, bank, "2026-05-20", 650, "food");
    for (const month of ["2026-06", "2026-07", "2026-08"])
      await spend(as, bank, `${month}-05`, 10_000, "shopping");
    await spend(as, bank, "2026-09-05", 20_000, "shopping");
    const insight = await findRule(as, "unusualSpending", "2026-09-20");
    expect(valuesOf(insight)).toMatchObject({ average: 10_000, percent: 100, historyMonths: 3 });
  });
});

describe("savings rate", () => {
  test("down 10 points or more is a warning, up is good news, steady is silent", async () => {
    const { as, bank } = await setup();
    await history(as, bank, PAST_MONTHS, { income: 100_000, spent: 50_000 });
    await history(as, bank, ["2024-06"], { income: 100_000, spent: 45_000 });
    expect(await rulesOf(as)).not.toContain("savingsRateDown");
    expect(await rulesOf(as)).not.toContain("savingsRateUp");
    await spend(as, bank, "2024-06-12", 35_000, "housing");
    const down = await findRule(as, "savingsRateDown");
    expect(down).toMatchObject({ id: "savingsRateDown:2024-06", severity: "warning" });
    expect(valuesOf(down)).toMatchObject({ rate: 20, average: 50, saved: 20_000 });

    const up = await setup();
    await history(up.as, up.bank, PAST_MONTHS, { income: 100_000, spent: 50_000 });
    await history(up.as, up.bank, ["2024-06"], { income: 100_000, spent: 20_000 });
    expect(await findRule(up.as, "savingsRateUp")).toMatchObject({ severity: "info" });
  });
});

describe("emergency fund", () => {
  test("months of expenses the liquid accounts cover: < 1 critical, < 3 warning, else info", async () => {
    const cases = [
      { balance: 200_000, severity: "info", months: 4 },
      { balance: 100_000, severity: "warning", months: 2 },
      { balance: 40_000, severity: "critical", months: 0.8 },
    ] as const;
    for (const c of cases) {
      const { as } = await setup(c.balance);
      const other = await makeAccount(as, "USD", 0);
      // 50,000 a month spent from another account, so the bank balance stays as set.
      await history(as, other, PAST_MONTHS, { spent: 50_000 });
      const insight = await findRule(as, "emergencyFund");
      expect(insight?.severity, `${c.balance}`).toBe(c.severity);
      expect(valuesOf(insight).months).toBe(c.months);
    }
  });

  test("silent without 3 months of history", async () => {
    const { as, bank } = await setup(100);
    await history(as, bank, ["2024-05"], { spent: 50_000 });
    expect(await rulesOf(as)).not.toContain("emergencyFund");
  });
});

describe("split transactions", () => {
  test("the advisor's budget pace counts only a split's part in its category", async () => {
    const { as, bank } = await setup();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    const split = (amount: number, food: number) =>
      as.mutation(api.transactions.create, {
        accountId: bank,
        kind: "expense",
        amount,
        date: "2024-06-02",
        category: "food",
        splits: [
          { category: "food", amount: food },
          { category: "shopping", amount: amount - food },
        ],
      });
    await split(24_000, 6_000);
    await split(24_000, 6_000);
    // 12,000 of food, not 48,000: on course.
    expect(await rulesOf(as)).not.toContain("budgetPace");
    await split(40_000, 12_000);
    const insight = await findRule(as, "budgetPace");
    expect(valuesOf(insight)).toMatchObject({ category: "food", spent: 24_000 });
  });
});
