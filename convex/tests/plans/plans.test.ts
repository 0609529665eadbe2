import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { monthsUntil } from "../../model/plans/plans";
import {
  earn,
  expectCode,
  makeAccount,
  newTest,
  signedIn,
  signIn,
  spend,
} from "../../testing/planner.testkit";

const TODAY = "2024-06-15";
const car = {
  name: " Car ",
  kind: "purchase" as const,
  targetAmount: 600_000,
  currency: "USD" as const,
  targetDate: "2024-12-15",
};

/** Six complete months (Dec–May) of 3,000.00 income and 2,000.00 expenses. */
async function withHistory() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as);
  for (const month of ["2023-12", "2024-01", "2024-02", "2024-03", "2024-04", "2024-05"]) {
    await earn(as, bank, `${month}-01`, 300_000);
    await spend(as, bank, `${month}-10`, 200_000, "housing");
  }
  return { t, as, bank };
}

describe("R31 planner", () => {
  test("months left counts whole months to the target date", () => {
    expect(monthsUntil("2024-06-15", "2024-12-15")).toBe(6);
    expect(monthsUntil("2024-06-15", "2024-12-14")).toBe(5);
    expect(monthsUntil("2024-06-15", "2024-06-01")).toBe(0);
  });

  test("create, list, get, update and remove a plan", async () => {
    const { as } = await withHistory();
    const id = await as.mutation(api.plans.create, car);
    const list = await as.query(api.plans.list, { today: TODAY });
    expect(list.capacity).toEqual({
      currency: "USD",
      months: ["2023-12", "2024-01", "2024-02", "2024-03", "2024-04", "2024-05"],
      monthsUsed: 6,
      monthToDate: false,
      averageNet: 100_000,
      newRecurringNet: 0,
      recurringInHistoryNet: 0,
      dayToDayNet: 100_000,
      monthly: 100_000,
      dayToDaySpend: 200_000,
      otherIncome: 300_000,
    });
    expect(list.plans).toMatchObject([
      {
        _id: id,
        name: "Car",
        saved: 0,
        remaining: 600_000,
        monthsLeft: 6,
        monthlyNeeded: 100_000,
        feasibility: "on_track",
      },
    ]);
    expect(list.totalMonthlyNeeded).toBe(100_000);
    await as.mutation(api.plans.update, { id, ...car, targetAmount: 300_000, notes: "red" });
    expect((await as.query(api.plans.get, { id, today: TODAY })).plan).toMatchObject({
      targetAmount: 300_000,
      notes: "red",
      monthlyNeeded: 50_000,
    });
    await as.mutation(api.plans.remove, { id });
    expect((await as.query(api.plans.list, { today: TODAY })).plans).toEqual([]);
    await expectCode(as.query(api.plans.get, { id, today: TODAY }), "NOT_FOUND");
  });

  test("contributions give progress, pace and projected dates", async () => {
    const { as } = await withHistory();
    const id = await as.mutation(api.plans.create, car);
    const c1 = await as.mutation(api.plans.contribute, {
      planId: id,
      amount: 80_000,
      date: "2024-05-01",
      notes: "bonus",
    });
    await as.mutation(api.plans.contribute, { planId: id, amount: -20_000, date: "2024-06-01" });
    const { plan, contributions } = await as.query(api.plans.get, { id, today: TODAY });
    expect(plan).toMatchObject({
      saved: 60_000,
      savedFrom: "contributions",
      remaining: 540_000,
      progress: 0.1,
      monthlyNeeded: 90_000,
      pace: 20_000,
      projectedDate: "2026-09-15",
      projectedDateAtCapacity: "2024-12-15",
      // It would fit the capacity, but at its own pace it arrives after its date: behind.
      paceJudged: true,
      feasibility: "behind",
    });
    expect(contributions.map((c) => c.amount)).toEqual([-20_000, 80_000]);
    await expectCode(as.mutation(api.plans.removeContribution, { id: c1 }), "INVALID_AMOUNT");
    await as.mutation(api.plans.contribute, { planId: id, amount: 600_000, date: TODAY });
    expect((await as.query(api.plans.get, { id, today: TODAY })).plan).toMatchObject({
      feasibility: "reached",
      remaining: 0,
      progress: 1,
    });
    const last = (await as.query(api.plans.get, { id, today: TODAY })).contributions[0];
    await as.mutation(api.plans.removeContribution, { id: last._id });
    expect((await as.query(api.plans.get, { id, today: TODAY })).plan.saved).toBe(60_000);
  });

  test("new recurring bills lower the capacity and can make a plan unreachable", async () => {
    const { as, bank } = await withHistory();
    const id = await as.mutation(api.plans.create, car);
    await as.mutation(api.schedules.create, {
      kind: "expense",
      accountId: bank,
      amount: 50_000,
      frequency: "monthly",
      startDate: "2024-06-01",
    });
    // A bill older than the history is already in the average: not counted again.
    await as.mutation(api.schedules.create, {
      kind: "expense",
      accountId: bank,
      amount: 10_000,
      frequency: "monthly",
      startDate: "2023-01-01",
      endDate: "2030-01-01",
    });
    const list = await as.query(api.plans.list, { today: TODAY });
    expect(list.capacity).toMatchObject({
      averageNet: 100_000,
      newRecurringNet: -50_000,
      monthly: 50_000,
    });
    expect(list.plans.find((p) => p._id === id)?.feasibility).toBe("unreachable");
  });

  test("a linked account gives progress from its balance, converted; pace from its net change", async () => {
    const { as, bank } = await withHistory();
    const savings = await makeAccount(as, "EUR", 100_000);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    for (const date of ["2024-03-05", "2024-04-05", "2024-05-05"]) {
      await as.mutation(api.transactions.createTransfer, {
        fromAccountId: bank,
        toAccountId: savings,
        amount: 11_000,
        date,
      });
    }
    const id = await as.mutation(api.plans.create, {
      ...car,
      kind: "goal",
      targetAmount: 253_000,
      accountId: savings,
    });
    const { plan } = await as.query(api.plans.get, { id, today: TODAY });
    expect(plan).toMatchObject({
      saved: 143_000,
      savedFrom: "account",
      remaining: 110_000,
      pace: 11_000,
    });
    await expectCode(
      as.mutation(api.plans.contribute, { planId: id, amount: 1, date: TODAY }),
      "INVALID_ARGUMENT",
    );
  });

  test("past due and unknown feasibility", async () => {
    const t = newTest();
    const { as } = await signIn(t, "new@example.com");
    const late = await as.mutation(api.plans.create, { ...car, targetDate: "2024-01-01" });
    const fresh = await as.mutation(api.plans.create, car);
    const list = await as.query(api.plans.list, { today: TODAY });
    expect(list.capacity).toMatchObject({ monthsUsed: 0, averageNet: null, monthly: null });
    expect(list.plans.find((p) => p._id === late)).toMatchObject({
      feasibility: "past_due",
      monthsLeft: 0,
      monthlyNeeded: 600_000,
    });
    expect(list.plans.find((p) => p._id === fresh)).toMatchObject({
      feasibility: "unknown",
      projectedDate: null,
    });
  });

  test("bad input gives ConvexError codes", async () => {
    const { as } = await signedIn();
    await expectCode(as.mutation(api.plans.create, { ...car, name: " " }), "REQUIRED");
    await expectCode(
      as.mutation(api.plans.create, { ...car, name: "x".repeat(81) }),
      "NAME_TOO_LONG",
    );
    await expectCode(as.mutation(api.plans.create, { ...car, targetAmount: 0 }), "INVALID_AMOUNT");
    await expectCode(
      as.mutation(api.plans.create, { ...car, targetDate: "2024-02-30" }),
      "INVALID_DATE",
    );
    const id = await as.mutation(api.plans.create, car);
    await expectCode(
      as.mutation(api.plans.contribute, { planId: id, amount: 0, date: TODAY }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.plans.contribute, { planId: id, amount: -1, date: TODAY }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.plans.contribute, { planId: id, amount: 1, date: "today" }),
      "INVALID_DATE",
    );
    await expectCode(as.query(api.plans.list, { today: "2024-6-1" }), "INVALID_DATE");
  });
});
