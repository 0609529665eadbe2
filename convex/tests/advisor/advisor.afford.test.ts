/**
 * "Can I afford it?" on prepared histories: 5 months of 3,000.00 income and 2,000.00 spending
 * leave 5,000.00 in the bank and an average net cash flow of 1,000.00 a month.
 */
const lines = (answer: { reasons: { lines: { key: string; amount: number }[] } }) =>
  Object.fromEntries(answer.reasons.lines.map((l) => [l.key, l.amount]));
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { history, PAST_MONTHS, TODAY } from "../../testing/advisor.testkit";
import { type Caller, expectCode, signedIn } from "../../testing/helpers.testkit";
import { makeAccount, newTest, signIn } from "../../testing/planner.testkit";

async function prepared() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as, "USD", 0);
  await history(as, bank, PAST_MONTHS, { income: 300_000, spent: 200_000 });
  return { t, as, bank };
}

const ask = (as: Caller, amount: number, extra: { date?: string; currency?: "USD" | "EUR" } = {}) =>
  as.query(api.advisor.canAfford, { amount, currency: "USD", today: TODAY, ...extra });

describe("can I afford it", () => {
  test("yes when today's cash covers it, with the reasoning", async () => {
    const { as } = await prepared();
    const answer = await ask(as, 200_000);
    expect(answer).toMatchObject({
      verdict: "yes",
      shortfall: 0,
      suggestedMonthly: 0,
      affordableDate: TODAY,
      date: null,
    });
    expect(lines(answer)).toEqual({
      spendable: 500_000,
      goalMoney: 0,
      income: 0,
      otherIncome: 0,
      bills: 0,
      cardsDue: 0,
      dayToDay: 0,
      plans: 0,
    });
    expect(answer.reasons).toMatchObject({
      atDate: 500_000,
      monthlyNet: 100_000,
      monthsOfHistory: 5,
      historyMonths: PAST_MONTHS,
      planCommitments: 0,
      monthlyFree: 100_000,
    });
    expect(answer.reasons.accounts).toEqual([
      { name: "Wallet", balance: 500_000, currency: "USD" },
    ]);
  });

  test("not yet: the date it fits at the free monthly pace and the monthly amount", async () => {
    const { as } = await prepared();
    const answer = await ask(as, 800_000);
    expect(answer).toMatchObject({
      verdict: "not_yet",
      shortfall: 300_000,
      suggestedMonthly: 100_000,
      affordableDate: "2024-09-15",
    });
  });

  test("a later date reads the forecast's total on that day, so the two never disagree", async () => {
    const { as } = await prepared();
    const short = await ask(as, 800_000, { date: "2024-08-20" });
    const forecast = await as.query(api.advisor.forecast, { days: 128, today: TODAY });
    const on = (date: string) => forecast.points.find((p) => p.date === date)!.total;
    // Before: averages of the whole history, pro rata, beside the forecast's own arithmetic.
    expect(short.reasons.atDate).toBe(on("2024-08-20"));
    // The user's own recent days: 2,000.00 spent on each 10th, 3,000.00 in on each 1st.
    expect(lines(short).dayToDay).toBeLessThan(0);
    expect(lines(short).otherIncome).toBeGreaterThan(0);
    expect(short).toMatchObject({ verdict: "not_yet", shortfall: 800_000 - on("2024-08-20") });
    const later = await ask(as, 700_000, { date: "2024-10-20" });
    expect(later.reasons.atDate).toBe(on("2024-10-20"));
    expect(later.verdict).toBe("yes");
  });

  test("bills until the date, unspent budgets and plans' monthly needs reduce it", async () => {
    const { as, bank } = await prepared();
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 50_000 });
    const schedule = {
      accountId: bank,
      frequency: "monthly" as const,
      category: "housing" as const,
    };
    await as.mutation(api.schedules.create, {
      ...schedule,
      kind: "expense",
      amount: 30_000,
      startDate: "2024-06-25",
    });
    await as.mutation(api.schedules.create, {
      ...schedule,
      kind: "income",
      amount: 100_000,
      startDate: "2024-06-28",
      category: "income",
    });
    await as.mutation(api.plans.create, {
      name: "Trip",
      kind: "goal",
      targetAmount: 240_000,
      currency: "USD",
      targetDate: "2025-06-15",
    });
    const now = await ask(as, 400_000);
    // Now: the bill due on the 25th is not paid yet, the income of the 28th has not arrived.
    expect(lines(now)).toMatchObject({ bills: 0, income: 0, dayToDay: 0, plans: 0 });
    expect(now.reasons).toMatchObject({ atDate: 500_000, planCommitments: 20_000 });
    expect(now.verdict).toBe("yes");
    const endOfMonth = await ask(as, 450_000, { date: "2024-06-30" });
    // The bill and the income on their dates, each once; everyday spending from recent days.
    expect(lines(endOfMonth)).toMatchObject({ bills: -30_000, income: 100_000 });
    expect(lines(endOfMonth).dayToDay).toBeLessThan(0);
    const forecast = await as.query(api.advisor.forecast, { days: 30, today: TODAY });
    const june30 = forecast.points.find((p) => p.date === "2024-06-30")!.total;
    expect(endOfMonth.reasons.atDate).toBe(june30);
  });

  test("salary and rent the history shows recurring count on their dates", async () => {
    // The sample household on 27 June: 3,200.00 salary on the 1st, 1,150.00 rent on the 2nd,
    // six smaller monthly bills and 350.35 a month of groceries; 31.05 left of the food budget.
    const t = newTest();
    const { as } = await signIn(t, "sample@example.com");
    const today = "2024-06-27";
    await as.mutation(api.sampleData.create, { language: "en", currency: "USD", today });
    const on = (date: string) =>
      as.query(api.advisor.canAfford, { amount: 100_000, currency: "USD", today, date });
    const july = await on("2024-07-20");
    // Before: only the 31.05 left of June's food budget was taken off; salary and rent not seen.
    // Now the forecast's projection: the salary on the 1st, the rent, transit, café, power and
    // cinema due by 20 July, each once, and everyday spending from the sample's recent days.
    expect(lines(july).income).toBe(320_000);
    expect(lines(july).bills).toBeLessThanOrEqual(-(115_000 + 6_500 + 1_860 + 7_240 + 2_400));
    expect(lines(july).dayToDay).toBeLessThan(0);
    const august = await on("2024-08-27");
    expect(lines(august).income).toBe(640_000);
    expect(lines(august).dayToDay).toBeLessThan(lines(july).dayToDay);
    // The savings account is kept apart here; the everyday account's line is the same line.
    const forecast = await as.query(api.advisor.forecast, { days: 62, today });
    const everyday = forecast.accounts.find((a) => a.name.startsWith("Everyday"))!;
    const { goalMoney, plans } = lines(july);
    expect(july.reasons.atDate - goalMoney - plans).toBe(everyday.balances[23]);
    const salary = july.recognised.find((r) => r.kind === "income");
    expect(salary).toMatchObject({ name: "Northwind", amount: 320_000, period: "monthly" });
    const prefill = new URL(salary!.path, "https://app.test").searchParams;
    expect(Object.fromEntries(prefill)).toMatchObject({
      tab: "recurring",
      add: "income",
      amount: "320000",
      category: "income",
      notes: "Northwind",
      frequency: "monthly",
      start: "2024-07-01",
    });
    expect(july.recognised.map((r) => r.name)).toContain("Maple Properties");
  });

  test("no without any free cash flow to get there", async () => {
    const { as } = await signedIn();
    await makeAccount(as, "USD", 10_000);
    const answer = await ask(as, 50_000);
    expect(answer).toMatchObject({ verdict: "no", affordableDate: null, suggestedMonthly: null });
    expect(answer.reasons.monthlyNet).toBeNull();
  });

  test("one chosen account only, and other currencies through the user's rates", async () => {
    const { as } = await prepared();
    const euros = await makeAccount(as, "EUR", 100_000);
    const only = await as.query(api.advisor.canAfford, {
      amount: 100_000,
      currency: "EUR",
      accountId: euros,
      today: TODAY,
    });
    expect(lines(only).spendable).toBe(100_000);
    // Budgets and cash flow are in the display currency (USD): EUR needs a rate.
    expect(only.missingRates).toEqual(["EUR"]);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 2 });
    const all = await ask(as, 100_000);
    expect(lines(all).spendable).toBe(700_000);
    expect(all.missingRates).toEqual([]);
  });

  test("invalid input is refused with a code", async () => {
    const { as } = await prepared();
    await expectCode(ask(as, 0), "INVALID_AMOUNT");
    await expectCode(ask(as, 1.5), "INVALID_AMOUNT");
    await expectCode(ask(as, 100, { date: "2024-06-01" }), "INVALID_DATE");
  });
});
