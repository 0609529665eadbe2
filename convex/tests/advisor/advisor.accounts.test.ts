/** Insight rules over accounts and schedules: cards, loans, cash for bills, recurring charges. */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { findRule, rulesOf, TODAY, valuesOf } from "../../testing/advisor.testkit";
import { type Caller, card, signedIn } from "../../testing/helpers.testkit";
import { makeAccount, runPoster } from "../../testing/planner.testkit";

async function setup() {
  const { t, as } = await signedIn();
  return { t, as };
}

describe("credit cards", () => {
  test("payment due within 7 days and utilisation above 30 %", async () => {
    const { as } = await setup();
    const id = await as.mutation(
      api.accounts.create,
      card({ initialBalance: -40_000, creditLimit: 100_000, paymentDay: 20 }),
    );
    const due = await findRule(as, "cardPaymentDue");
    expect(due).toMatchObject({ id: `cardPaymentDue:${id}:2024-06-20`, severity: "warning" });
    expect(valuesOf(due)).toMatchObject({
      account: "Visa",
      date: "2024-06-20",
      days: 5,
      owed: 40_000,
    });
    expect(await findRule(as, "cardPaymentDue", "2024-06-19")).toMatchObject({
      severity: "critical",
    });
    expect(valuesOf(await findRule(as, "cardUtilization"))).toMatchObject({ percent: 40 });
    expect(await rulesOf(as)).not.toContain("cardOverLimit");
  });

  test("over the limit is critical; a low, far-off balance is silent", async () => {
    const { as } = await setup();
    await as.mutation(
      api.accounts.create,
      card({ initialBalance: -120_000, creditLimit: 100_000 }),
    );
    const over = await findRule(as, "cardOverLimit");
    expect(over?.severity).toBe("critical");
    expect(valuesOf(over)).toMatchObject({ over: 20_000, limit: 100_000 });
    expect(await rulesOf(as)).not.toContain("cardUtilization");

    const calm = await setup();
    await calm.as.mutation(api.accounts.create, card({ initialBalance: -20_000, paymentDay: 28 }));
    expect(await rulesOf(calm.as)).toEqual([]);
  });
});

function loan(overrides: Record<string, unknown>) {
  return {
    name: "Car loan",
    type: "loan" as const,
    currency: "USD" as const,
    initialBalance: -500_000,
    loanPaymentType: "periodic" as const,
    loanPaymentAmount: 30_000,
    ...overrides,
  };
}

describe("loans", () => {
  test("the next periodic payment within 14 days, with its amount", async () => {
    const { as } = await setup();
    await as.mutation(api.accounts.create, loan({ loanDueDate: "2024-01-20" }));
    const insight = await findRule(as, "loanPayment");
    expect(insight?.severity).toBe("info");
    expect(valuesOf(insight)).toMatchObject({ date: "2024-06-20", amount: 30_000, days: 5 });
  });

  test("a one-time loan past its due date is critical; a far payment is silent", async () => {
    const { as } = await setup();
    await as.mutation(
      api.accounts.create,
      loan({ loanDueDate: "2024-06-01", loanPaymentType: "one_time" }),
    );
    expect(valuesOf(await findRule(as, "loanOverdue"))).toMatchObject({ amount: 500_000 });
    const far = await setup();
    await far.as.mutation(api.accounts.create, loan({ loanDueDate: "2024-07-05" }));
    expect(await rulesOf(far.as)).toEqual([]);
  });
});

async function monthlyBill(
  as: Caller,
  accountId: Id<"accounts">,
  amount: number,
  startDate: string,
  notes?: string,
) {
  return await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId,
    amount,
    frequency: "monthly",
    startDate,
    category: "entertainment",
    notes,
  });
}

describe("cash for upcoming bills", () => {
  test("fires when the paying account cannot cover a bill, with the shortfall", async () => {
    const { as } = await setup();
    const bank = await makeAccount(as, "USD", 10_000);
    await monthlyBill(as, bank, 15_000, "2024-06-20");
    const insight = await findRule(as, "lowCash");
    expect(insight).toMatchObject({ id: `lowCash:${bank}:2024-06-20`, severity: "critical" });
    expect(valuesOf(insight)).toMatchObject({ shortfall: 5_000, balance: 10_000, bills: 15_000 });
  });

  test("silent when the balance covers every bill of the next 30 days", async () => {
    const { as } = await setup();
    const bank = await makeAccount(as, "USD", 20_000);
    await monthlyBill(as, bank, 15_000, "2024-06-20");
    expect(await rulesOf(as)).not.toContain("lowCash");
  });
});

describe("recurring charges", () => {
  test("a schedule that now costs more than it last posted", async () => {
    const { t, as } = await setup();
    const bank = await makeAccount(as, "USD", 100_000);
    const id = await monthlyBill(as, bank, 1_000, "2024-05-10", "Netflix");
    await runPoster(t, TODAY);
    expect(await rulesOf(as)).not.toContain("recurringIncrease");
    await as.mutation(api.schedules.update, {
      id,
      today: TODAY,
      kind: "expense",
      accountId: bank,
      amount: 1_300,
      frequency: "monthly",
      startDate: "2024-05-10",
      category: "entertainment",
      notes: "Netflix",
    });
    const insight = await findRule(as, "recurringIncrease");
    expect(insight).toMatchObject({ id: `recurringIncrease:${id}:1300`, severity: "warning" });
    expect(valuesOf(insight)).toMatchObject({
      name: "Netflix",
      before: 1_000,
      now: 1_300,
      increase: 300,
    });
  });

  async function charges(
    as: Caller,
    bank: Id<"accounts">,
    list: [string, number][],
    notes = "Spotify",
  ) {
    for (const [date, amount] of list) {
      await as.mutation(api.transactions.create, {
        accountId: bank,
        kind: "expense",
        amount,
        date,
        category: "entertainment",
        notes: `${notes} ${date.slice(5, 7)}/24`,
      });
    }
  }

  test("repeated monthly charges without a schedule are a new recurring charge", async () => {
    const { as } = await setup();
    const bank = await makeAccount(as, "USD", 100_000);
    await charges(as, bank, [
      ["2024-04-01", 999],
      ["2024-05-01", 999],
      ["2024-06-01", 999],
    ]);
    const insight = await findRule(as, "newRecurring");
    expect(insight?.severity).toBe("info");
    expect(valuesOf(insight)).toMatchObject({ name: "Spotify 06/24", count: 3, amount: 999 });
    expect(await rulesOf(as)).not.toContain("recurringRise");
    await monthlyBill(as, bank, 999, "2024-07-01");
    expect(await rulesOf(as)).not.toContain("newRecurring");
  });

  test("a recurring charge is named by its payee and its action fills in the schedule", async () => {
    const { as } = await setup();
    const bank = await makeAccount(as, "USD", 100_000);
    for (const date of ["2024-04-25", "2024-05-25", "2024-06-25"]) {
      await as.mutation(api.transactions.create, {
        accountId: bank,
        kind: "expense",
        amount: 3_250,
        date,
        category: "education",
        payee: "Page & Co",
        notes: "Books",
      });
    }
    const insight = await findRule(as, "newRecurring", "2024-06-27");
    // Before: "Looks like a recurring charge: Books", opening an empty form.
    expect(valuesOf(insight)).toMatchObject({ name: "Page & Co", amount: 3_250 });
    const url = new URL(insight!.action.path, "https://app.test");
    expect(url.pathname).toBe("/planner");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: "recurring",
      add: "expense",
      account: bank,
      amount: "3250",
      category: "education",
      notes: "Page & Co",
      frequency: "monthly",
      start: "2024-07-25",
    });
  });

  test("a repeated charge that rose; irregular gaps are no series", async () => {
    const { as } = await setup();
    const bank = await makeAccount(as, "USD", 100_000);
    await charges(as, bank, [
      ["2024-04-01", 999],
      ["2024-05-01", 999],
      ["2024-06-01", 1_199],
    ]);
    expect(valuesOf(await findRule(as, "recurringRise"))).toMatchObject({
      before: 999,
      increase: 200,
    });
    const other = await setup();
    const b2 = await makeAccount(other.as, "USD", 100_000);
    await charges(other.as, b2, [
      ["2024-04-01", 999],
      ["2024-04-20", 999],
      ["2024-06-01", 999],
    ]);
    expect(await rulesOf(other.as)).toEqual([]);
  });
});
