/**
 * Every public function of budgets, schedules, plans and reports: a signed-out caller gets
 * UNAUTHENTICATED, and another user can neither read nor change the owner's data.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { card } from "../../testing/helpers.testkit";
import {
  expectCode,
  makeAccount,
  runPoster,
  spend,
  transactionsOf,
  twoUsers,
} from "../../testing/planner.testkit";

const TODAY = "2024-06-15";
const PERIOD = { from: "2024-01", to: "2024-12" };

/** User A with a budget, a schedule (one occurrence edited), a plan with a contribution. */
async function ownerData() {
  const { t, asA, asB } = await twoUsers();
  const bank = await makeAccount(asA, "USD", 100_000);
  const visa = await asA.mutation(api.accounts.create, card({ initialBalance: -5_000 }));
  await spend(asA, bank, "2024-06-01", 2_000);
  const budget = await asA.mutation(api.budgets.set, {
    month: "2024-06",
    scope: "food",
    amount: 10_000,
  });
  const rule = {
    kind: "expense" as const,
    accountId: bank,
    amount: 500,
    frequency: "daily" as const,
    startDate: "2024-06-20",
  };
  const schedule = await asA.mutation(api.schedules.create, rule);
  await asA.mutation(api.schedules.editOccurrence, {
    id: schedule,
    date: "2024-06-21",
    amount: 700,
  });
  const planFields = {
    name: "Trip",
    kind: "goal" as const,
    targetAmount: 90_000,
    currency: "USD" as const,
    targetDate: "2025-06-01",
  };
  const plan = await asA.mutation(api.plans.create, planFields);
  const contribution = await asA.mutation(api.plans.contribute, {
    planId: plan,
    amount: 1_000,
    date: TODAY,
  });
  const snapshot = async () => ({
    budget: await asA.query(api.budgets.month, { month: "2024-06", today: TODAY }),
    schedules: await asA.query(api.schedules.list, {}),
    upcoming: await asA.query(api.schedules.upcoming, { today: TODAY }),
    plan: await asA.query(api.plans.get, { id: plan, today: TODAY }),
  });
  return {
    t,
    asA,
    asB,
    bank,
    visa,
    budget,
    schedule,
    rule,
    plan,
    planFields,
    contribution,
    snapshot,
  };
}

describe("signed-out callers", () => {
  test("get UNAUTHENTICATED from every budgets, schedules, plans and reports function", async () => {
    const d = await ownerData();
    const t = d.t;
    const calls: Promise<unknown>[] = [
      t.query(api.budgets.month, { month: "2024-06", today: TODAY }),
      t.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 1 }),
      t.mutation(api.budgets.remove, { id: d.budget }),
      t.mutation(api.budgets.setRollover, { id: d.budget, rollover: true }),
      t.mutation(api.budgets.copyFromPreviousMonth, { month: "2024-07" }),
      t.query(api.schedules.list, {}),
      t.query(api.schedules.get, { id: d.schedule }),
      t.mutation(api.schedules.create, d.rule),
      t.mutation(api.schedules.update, { id: d.schedule, today: TODAY, ...d.rule }),
      t.mutation(api.schedules.remove, { id: d.schedule }),
      t.mutation(api.schedules.createFromAccount, {
        accountId: d.visa,
        fromAccountId: d.bank,
        today: TODAY,
      }),
      t.query(api.schedules.upcoming, { today: TODAY }),
      t.mutation(api.schedules.catchUp, { today: TODAY }),
      t.mutation(api.schedules.postNow, { id: d.schedule, date: "2024-06-20" }),
      t.mutation(api.schedules.skip, { id: d.schedule, date: "2024-06-20" }),
      t.mutation(api.schedules.editOccurrence, { id: d.schedule, date: "2024-06-20", amount: 1 }),
      t.mutation(api.schedules.resetOccurrence, { id: d.schedule, date: "2024-06-21" }),
      t.query(api.plans.list, { today: TODAY }),
      t.query(api.plans.get, { id: d.plan, today: TODAY }),
      t.mutation(api.plans.create, d.planFields),
      t.mutation(api.plans.update, { id: d.plan, ...d.planFields }),
      t.mutation(api.plans.remove, { id: d.plan }),
      t.mutation(api.plans.contribute, { planId: d.plan, amount: 1, date: TODAY }),
      t.mutation(api.plans.removeContribution, { id: d.contribution }),
      t.query(api.reports.spendingByCategory, PERIOD),
      t.query(api.reports.incomeVsExpenses, PERIOD),
      t.query(api.reports.cashFlow, { ...PERIOD, today: "2025-01-10" }),
      t.query(api.reports.netWorthOverTime, PERIOD),
    ];
    for (const call of calls) await expectCode(call, "UNAUTHENTICATED");
  });
});

describe("another user", () => {
  test("cannot read or change budgets", async () => {
    const d = await ownerData();
    const before = await d.snapshot();
    const view = await d.asB.query(api.budgets.month, { month: "2024-06", today: TODAY });
    expect(view).toMatchObject({
      categories: [],
      overall: null,
      unbudgeted: [],
      totals: { spent: 0 },
    });
    await expectCode(d.asB.mutation(api.budgets.remove, { id: d.budget }), "NOT_FOUND");
    await expectCode(
      d.asB.mutation(api.budgets.setRollover, { id: d.budget, rollover: true }),
      "NOT_FOUND",
    );
    const own = await d.asB.mutation(api.budgets.set, {
      month: "2024-06",
      scope: "food",
      amount: 1,
    });
    expect(own).not.toBe(d.budget);
    expect(await d.asB.mutation(api.budgets.copyFromPreviousMonth, { month: "2024-07" })).toEqual({
      copied: 1,
    });
    expect(await d.snapshot()).toEqual(before);
  });

  test("cannot read, change or post schedules", async () => {
    const d = await ownerData();
    const before = await d.snapshot();
    const asB = d.asB;
    expect(await asB.query(api.schedules.list, {})).toEqual([]);
    expect((await asB.query(api.schedules.upcoming, { today: TODAY })).items).toEqual([]);
    await expectCode(asB.query(api.schedules.get, { id: d.schedule }), "NOT_FOUND");
    await expectCode(
      asB.mutation(api.schedules.update, { id: d.schedule, today: TODAY, ...d.rule }),
      "NOT_FOUND",
    );
    await expectCode(asB.mutation(api.schedules.remove, { id: d.schedule }), "NOT_FOUND");
    await expectCode(asB.mutation(api.schedules.create, d.rule), "NOT_FOUND");
    const bBank = await makeAccount(asB);
    await expectCode(
      asB.mutation(api.schedules.create, {
        ...d.rule,
        accountId: bBank,
        kind: "transfer",
        toAccountId: d.bank,
      }),
      "NOT_FOUND",
    );
    await expectCode(
      asB.mutation(api.schedules.createFromAccount, {
        accountId: d.visa,
        fromAccountId: bBank,
        today: TODAY,
      }),
      "NOT_FOUND",
    );
    const bCard = await asB.mutation(api.accounts.create, card({ initialBalance: -1 }));
    await expectCode(
      asB.mutation(api.schedules.createFromAccount, {
        accountId: bCard,
        fromAccountId: d.bank,
        today: TODAY,
      }),
      "NOT_FOUND",
    );
    for (const call of [api.schedules.postNow, api.schedules.skip, api.schedules.resetOccurrence]) {
      await expectCode(asB.mutation(call, { id: d.schedule, date: "2024-06-21" }), "NOT_FOUND");
    }
    await expectCode(
      asB.mutation(api.schedules.editOccurrence, { id: d.schedule, date: "2024-06-21", amount: 1 }),
      "NOT_FOUND",
    );
    expect(await asB.mutation(api.schedules.catchUp, { today: "2024-06-25" })).toEqual({
      steps: 0,
      more: false,
    });
    expect(await transactionsOf(d.t, d.bank)).toHaveLength(1);
    expect(await d.snapshot()).toEqual(before);
    // The owner's schedule still posts normally afterwards.
    await runPoster(d.t, "2024-06-21");
    expect((await transactionsOf(d.t, d.bank)).map((x) => x.amount)).toEqual([-2_000, -500, -700]);
  });

  test("cannot read or change plans and contributions", async () => {
    const d = await ownerData();
    const before = await d.snapshot();
    const asB = d.asB;
    expect((await asB.query(api.plans.list, { today: TODAY })).plans).toEqual([]);
    await expectCode(asB.query(api.plans.get, { id: d.plan, today: TODAY }), "NOT_FOUND");
    await expectCode(asB.mutation(api.plans.update, { id: d.plan, ...d.planFields }), "NOT_FOUND");
    await expectCode(asB.mutation(api.plans.remove, { id: d.plan }), "NOT_FOUND");
    await expectCode(
      asB.mutation(api.plans.contribute, { planId: d.plan, amount: 5, date: TODAY }),
      "NOT_FOUND",
    );
    await expectCode(
      asB.mutation(api.plans.removeContribution, { id: d.contribution }),
      "NOT_FOUND",
    );
    await expectCode(
      asB.mutation(api.plans.create, { ...d.planFields, accountId: d.bank }),
      "NOT_FOUND",
    );
    expect(await d.snapshot()).toEqual(before);
  });

  test("cannot see the owner's figures in reports or filter by the owner's accounts", async () => {
    const d = await ownerData();
    const asB = d.asB;
    expect((await asB.query(api.reports.spendingByCategory, PERIOD)).total).toBe(0);
    expect((await asB.query(api.reports.incomeVsExpenses, PERIOD)).totals.expense).toBe(0);
    expect(
      (await asB.query(api.reports.cashFlow, { ...PERIOD, today: "2025-01-10" })).averageNet,
    ).toBe(0);
    expect(
      (await asB.query(api.reports.netWorthOverTime, PERIOD)).points.every((p) => p.netWorth === 0),
    ).toBe(true);
    const foreign = { ...PERIOD, accountIds: [d.bank] };
    await expectCode(asB.query(api.reports.spendingByCategory, foreign), "NOT_FOUND");
    await expectCode(asB.query(api.reports.incomeVsExpenses, foreign), "NOT_FOUND");
    await expectCode(
      asB.query(api.reports.cashFlow, { ...foreign, today: "2025-01-10" }),
      "NOT_FOUND",
    );
    await expectCode(asB.query(api.reports.netWorthOverTime, foreign), "NOT_FOUND");
  });
});
