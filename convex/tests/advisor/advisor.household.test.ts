/**
 * A household built as a new user would: a EUR bank account, a credit card, a loan,
 * GBP emergency savings, October and November of salary, rent and card shopping, then the
 * salary and rent made recurring (from 1 and 2 December) and a monthly loan payment from today.
 *
 *   October net: +2,500.00 − 950.00 − 272.33 = 1,277.67 (the only complete month).
 *   Bank now: 1,000.00 + 2 × (2,500.00 − 950.00) = 4,100.00. Card owes 459.00, loan 8,000.00.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { card } from "../../testing/helpers.testkit";
import { earn, makeAccount, newTest, signIn, spend } from "../../testing/planner.testkit";
import type { Caller } from "../../testing/helpers.testkit";

const TODAY = "2024-11-15";

async function scenario() {
  const t = newTest();
  const { as } = await signIn(t, "new@example.com");
  const bank = await makeAccount(as, "EUR", 100_000);
  const visa = await as.mutation(api.accounts.create, card({ currency: "EUR", paymentDay: 25 }));
  const loan = await as.mutation(api.accounts.create, {
    name: "Loan",
    type: "loan",
    currency: "EUR",
    initialBalance: -800_000,
  });
  await as.mutation(api.accounts.create, {
    name: "Emergency",
    type: "savings",
    currency: "GBP",
    initialBalance: 800_000,
  });
  await as.mutation(api.exchangeRates.upsert, { base: "GBP", quote: "EUR", rate: 1.17 });
  for (const [month, shopping] of [
    ["2024-10", 27_233],
    ["2024-11", 18_667],
  ] as const) {
    await earn(as, bank, `${month}-01`, 250_000);
    await spend(as, bank, `${month}-02`, 95_000, "housing");
    await spend(as, visa, `${month}-08`, shopping, "shopping");
  }
  const monthly = { accountId: bank, frequency: "monthly" as const };
  await as.mutation(api.schedules.create, {
    ...monthly,
    kind: "income",
    amount: 250_000,
    category: "income",
    startDate: "2024-12-01",
  });
  await as.mutation(api.schedules.create, {
    ...monthly,
    kind: "expense",
    amount: 95_000,
    category: "housing",
    startDate: "2024-12-02",
  });
  await as.mutation(api.schedules.create, {
    ...monthly,
    kind: "transfer",
    toAccountId: loan,
    amount: 28_000,
    startDate: TODAY,
  });
  return { t, as, bank, visa, loan };
}

const ask = (as: Caller, amount: number, extra: { date?: string; includeSavings?: boolean } = {}) =>
  as.query(api.advisor.canAfford, { amount, currency: "EUR", today: TODAY, ...extra });

const lines = (answer: { reasons: { lines: { key: string; amount: number }[] } }) =>
  Object.fromEntries(answer.reasons.lines.map((l) => [l.key, l.amount]));

describe("a household with salary, rent and a loan", () => {
  test("capacity: the salary and rent made recurring are not counted on top of the history", async () => {
    const { as } = await scenario();
    const { capacity } = await as.query(api.plans.list, { today: TODAY });
    // Before: 1,277.67 + 1,550.00 "from new recurring items" = 2,827.67 a month.
    expect(capacity).toMatchObject({
      currency: "EUR",
      months: ["2024-10"],
      averageNet: 127_767,
      newRecurringNet: 0,
      recurringInHistoryNet: 155_000,
      dayToDayNet: -27_233,
      monthly: 127_767,
      dayToDaySpend: 27_233,
      otherIncome: 0,
    });
  });

  test("can I afford it: now, 15 Dec and 15 Jan differ by what is scheduled in between", async () => {
    const { as } = await scenario();
    const now = await ask(as, 900_000);
    // Before: "Yes" on all three dates (GBP savings counted: 13,180.00 free now, the same bills
    // and no income for 15 Dec and 15 Jan; the card's 459.00 ignored).
    expect(lines(now)).toEqual({
      spendable: 410_000,
      goalMoney: 0,
      income: 0,
      otherIncome: 0,
      bills: -28_000,
      cardsDue: 0,
      dayToDay: 0,
      plans: 0,
    });
    expect(now.reasons.atDate).toBe(382_000);
    expect(now.verdict).not.toBe("yes");
    expect(now.reasons.setApart).toEqual([
      { name: "Emergency", balance: 800_000, currency: "GBP" },
    ]);
    const dec = await ask(as, 900_000, { date: "2024-12-15" });
    // Salary of 1 Dec in; rent of 2 Dec, loan payments of 15 Nov and 15 Dec and the card due on
    // 25 Nov out, once; everyday spending from the user's own recent days (none outside the
    // recurring charges here).
    expect(lines(dec)).toMatchObject({ income: 250_000, bills: -151_000, cardsDue: -45_900 });
    expect(lines(dec).dayToDay).toBeLessThanOrEqual(0);
    const jan = await ask(as, 900_000, { date: "2025-01-15" });
    expect(lines(jan)).toMatchObject({ income: 500_000, bills: -274_000 });
    expect(lines(jan).cardsDue).toBeLessThanOrEqual(-45_900);
    for (const answer of [now, dec, jan]) expect(answer.verdict).not.toBe("yes");
    // Counting the savings (8,000.00 GBP = 9,360.00 EUR) is the user's choice.
    const withSavings = await ask(as, 900_000, { includeSavings: true });
    expect(lines(withSavings).spendable).toBe(410_000 + 936_000);
    expect(withSavings.verdict).toBe("yes");
  });

  test("plans: a new plan with this month's data only uses that month; one verdict", async () => {
    const t = newTest();
    const { as } = await signIn(t, "fresh@example.com");
    const bank: Id<"accounts"> = await makeAccount(as, "EUR", 0);
    await earn(as, bank, "2024-11-01", 250_000);
    await spend(as, bank, "2024-11-03", 100_000, "housing");
    await as.mutation(api.plans.create, {
      name: "Car",
      kind: "purchase",
      targetAmount: 600_000,
      currency: "EUR",
      targetDate: "2025-11-15",
    });
    const list = await as.query(api.plans.list, { today: TODAY });
    // Before: capacity null, "Not enough history yet".
    expect(list.capacity).toMatchObject({
      months: ["2024-11"],
      monthToDate: true,
      monthly: 150_000,
    });
    expect(list.plans[0]).toMatchObject({ monthlyNeeded: 50_000, feasibility: "on_track" });
  });
});
