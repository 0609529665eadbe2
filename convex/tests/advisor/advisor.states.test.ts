/**
 * Dismiss / snooze / restore, plans falling behind, access rules (signed out, another user)
 * and the read budget of advisor.insights on a 100,000-transaction history.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { findRule, insightsOf, rulesOf, TODAY } from "../../testing/advisor.testkit";
import { addDays, addMonthsToDate } from "../../shared/dates";
import { card, expectCode, signedIn } from "../../testing/helpers.testkit";
import { seedHistory } from "../../testing/seed.testkit";
import { makeAccount, newTest, signIn, spend, twoUsers } from "../../testing/planner.testkit";

const CARD_ID = (id: string) => `cardPaymentDue:${id}:2024-06-20`;

describe("dismiss, snooze and restore", () => {
  test("hidden per insight id, counted, shown again on restore or when the snooze ends", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(
      api.accounts.create,
      card({ initialBalance: -40_000, paymentDay: 20 }),
    );
    await as.mutation(api.advisor.dismiss, { id: CARD_ID(id) });
    let result = await insightsOf(as);
    expect(result.insights.map((i) => i.rule)).toEqual(["cardUtilization"]);
    expect(result.hiddenCount).toBe(1);
    const all = await insightsOf(as, TODAY, true);
    expect(all.insights.find((i) => i.id === CARD_ID(id))).toMatchObject({ dismissed: true });

    await as.mutation(api.advisor.snooze, { id: CARD_ID(id), until: "2024-06-18" });
    expect(await rulesOf(as)).not.toContain("cardPaymentDue");
    expect(await rulesOf(as, "2024-06-18")).toContain("cardPaymentDue");
    await as.mutation(api.advisor.restore, { id: CARD_ID(id) });
    result = await insightsOf(as);
    expect(result.hiddenCount).toBe(0);
    expect(result.insights[0]).toMatchObject({
      id: CARD_ID(id),
      dismissed: false,
      snoozedUntil: null,
    });
    await expectCode(
      as.mutation(api.advisor.snooze, { id: "x", until: "2024-02-30" }),
      "INVALID_DATE",
    );
    await expectCode(as.mutation(api.advisor.dismiss, { id: "" }), "INVALID_ARGUMENT");
  });

  test("insights follow new data: an expense over the budget appears at once", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as, "USD", 100_000);
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 5_000 });
    expect(await rulesOf(as)).toEqual([]);
    await spend(as, bank, TODAY, 6_000, "food");
    expect(await rulesOf(as)).toEqual(["budgetOver"]);
  });
});

describe("plans falling behind", () => {
  // Plans younger than 30 days are left alone, and a plan's age comes from its real creation
  // time, so these tests ask about a day 60 days from now.
  const later = addDays(new Date().toISOString().slice(0, 10), 60);
  const plan = (targetAmount: number) => ({
    name: "New car",
    kind: "purchase" as const,
    targetAmount,
    currency: "USD" as const,
    targetDate: addMonthsToDate(later, 6),
  });

  test("a settled plan without saving pace falls behind; a reached or young one does not", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.plans.create, plan(120_000));
    expect(await rulesOf(as)).not.toContain("planBehind");
    const insight = await findRule(as, "planBehind", later);
    expect(insight).toMatchObject({ severity: "warning", detail: "rules.planBehind.detailNoPace" });
    await as.mutation(api.plans.contribute, { planId: id, amount: 120_000, date: later });
    expect(await rulesOf(as, later)).not.toContain("planBehind");
  });

  test("saving fast enough keeps it quiet; too slowly gives the new date", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.plans.create, plan(120_000));
    await as.mutation(api.plans.contribute, {
      planId: id,
      amount: 9_000,
      date: addDays(later, -10),
    });
    const insight = await findRule(as, "planBehind", later);
    expect(insight?.detail).toBe("rules.planBehind.detail");
    expect(insight?.values.find((v) => v.name === "projectedDate")).toBeDefined();
    await as.mutation(api.plans.contribute, {
      planId: id,
      amount: 60_000,
      date: addDays(later, -5),
    });
    expect(await rulesOf(as, later)).not.toContain("planBehind");
  });
});

describe("access", () => {
  test("every advisor function refuses a signed-out caller", async () => {
    const t = newTest();
    const calls = [
      t.query(api.advisor.insights, { today: TODAY }),
      t.query(api.advisor.canAfford, { amount: 1, currency: "USD", today: TODAY }),
      t.query(api.advisor.chatAvailable, {}),
      t.mutation(api.advisor.dismiss, { id: "x" }),
      t.mutation(api.advisor.snooze, { id: "x", until: TODAY }),
      t.mutation(api.advisor.restore, { id: "x" }),
    ];
    for (const call of calls) await expectCode(call, "UNAUTHENTICATED");
  });

  test("another user sees none of A's insights, cannot change A's states nor use A's account", async () => {
    const { asA, asB } = await twoUsers();
    const id = await asA.mutation(
      api.accounts.create,
      card({ initialBalance: -40_000, paymentDay: 20 }),
    );
    expect(await rulesOf(asB)).toEqual([]);
    await asB.mutation(api.advisor.dismiss, { id: CARD_ID(id) });
    expect(await rulesOf(asA)).toContain("cardPaymentDue");
    await asA.mutation(api.advisor.dismiss, { id: CARD_ID(id) });
    await asB.mutation(api.advisor.restore, { id: CARD_ID(id) });
    expect(await rulesOf(asA)).not.toContain("cardPaymentDue");
    await expectCode(
      asB.query(api.advisor.canAfford, { amount: 1, currency: "USD", today: TODAY, accountId: id }),
      "NOT_FOUND",
    );
  });
});

test("insights read fewer than 2,000 documents on a 100,000-transaction history", async () => {
  const t = newTest({ documentsRead: 2_000, bytesRead: 2 * 1024 * 1024 });
  const { as, userId } = await signIn(t, "big@example.com");
  const bank = await makeAccount(as, "USD", 0);
  await seedHistory(t, userId, bank, 100_000);
  await as.mutation(api.accounts.create, card({ initialBalance: -40_000, paymentDay: 20 }));
  await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 1_000 });
  await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId: bank,
    amount: 5_000,
    frequency: "weekly",
    startDate: "2024-06-20",
  });
  const result = await insightsOf(as, "2024-06-15");
  expect(result.insights.length).toBeGreaterThan(0);
  expect(result.insights.map((i) => i.rule)).toContain("budgetOver");
  const answer = await as.query(api.advisor.canAfford, {
    amount: 100_000,
    currency: "USD",
    today: "2024-06-15",
  });
  expect(answer.reasons.monthsOfHistory).toBe(6);
}, 120_000);
