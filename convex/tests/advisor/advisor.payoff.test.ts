/**
 * The debt payoff plan over the wire: rates and minimums on cards and loans, the plan's
 * months as "YYYY-MM" from the current month, another user's debts out of reach, and a
 * household viewer who may read the plan but not change a rate.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { TODAY } from "../../testing/advisor.testkit";
import { card, expectCode, signedIn, signIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";

const loan = {
  name: "Car loan",
  type: "loan" as const,
  currency: "USD" as const,
  initialBalance: -40_000,
  interestRate: 6,
  minimumPayment: 10_000,
};

async function threeDebts() {
  const setup = await signedIn();
  const { as } = setup;
  const a = await as.mutation(
    api.accounts.create,
    card({ name: "A", initialBalance: -30_000, interestRate: 24, minimumPayment: 10_000 }),
  );
  const b = await as.mutation(
    api.accounts.create,
    card({ name: "B", initialBalance: -20_000, interestRate: 12, minimumPayment: 5_000 }),
  );
  const c = await as.mutation(api.accounts.create, loan);
  return { ...setup, a, b, c };
}

describe("advisor.payoffPlan", () => {
  test("avalanche and snowball on three debts, to the cent, months from the current one", async () => {
    const { as, a, b, c } = await threeDebts();
    const plan = await as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 10_000,
      today: TODAY,
    });
    expect(plan).toMatchObject({ months: 3, totalInterest: 1_629, currency: "USD" });
    const byId = Object.fromEntries(plan.debts.map((d) => [d.accountId, d]));
    expect(byId[a]).toMatchObject({ payoffMonth: "2024-07", interest: 812 });
    expect(byId[b]).toMatchObject({ payoffMonth: "2024-08", interest: 364 });
    expect(byId[c]).toMatchObject({ payoffMonth: "2024-08", interest: 453 });
    expect(plan.snowball).toEqual({ months: 3, totalInterest: 1_742 });
    expect(plan.minimumsOnly.totalInterest).toBeGreaterThan(plan.totalInterest);
    const snowball = await as.query(api.advisor.payoffPlan, {
      strategy: "snowball",
      extraPerMonth: 10_000,
      today: TODAY,
    });
    expect(snowball.debts.find((d) => d.accountId === b)?.payoffMonth).toBe("2024-07");
  });

  test("works without today (the server's date) and a new payment moves the plan", async () => {
    const { as, a } = await threeDebts();
    const before = await as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 0,
    });
    expect(before.debts).toHaveLength(3);
    expect(before.debts[0].payoffMonth).toMatch(/^\d{4}-\d{2}$/);
    await as.mutation(api.transactions.create, {
      accountId: a,
      kind: "income",
      amount: 30_000,
      date: TODAY,
      category: "other",
    });
    const after = await as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 0,
    });
    expect(after.debts.map((d) => d.accountId)).not.toContain(a);
  });

  test("a minimum below the interest is named; a bad rate or extra is refused", async () => {
    const { as } = await signedIn();
    await as.mutation(
      api.accounts.create,
      card({
        initialBalance: -1_000_000,
        creditLimit: 2_000_000,
        interestRate: 24,
        minimumPayment: 9_000,
      }),
    );
    const plan = await as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 0,
    });
    expect(plan.debts[0]).toMatchObject({ minimumBelowInterest: true, payoffMonth: null });
    expect(plan.months).toBeNull();
    await expectCode(
      as.mutation(api.accounts.create, card({ interestRate: -1 })),
      "INVALID_INTEREST_RATE",
    );
    await expectCode(
      as.mutation(api.accounts.create, card({ interestRate: 12.345 })),
      "INVALID_INTEREST_RATE",
    );
    await expectCode(
      as.query(api.advisor.payoffPlan, { strategy: "avalanche", extraPerMonth: -5 }),
      "INVALID_AMOUNT",
    );
  });

  test("accounts.update sets the rate, minimum and floor; a bank account keeps no rate", async () => {
    const { t, as } = await signedIn();
    const id = await as.mutation(api.accounts.create, card({ initialBalance: -5_000 }));
    await as.mutation(api.accounts.update, {
      id,
      ...card({ initialBalance: -5_000 }),
      interestRate: 19.99,
      minimumPayment: 2_500,
      floor: 10_000,
    });
    const stored = await t.run((ctx) => ctx.db.get("accounts", id));
    expect(stored).toMatchObject({ interestRate: 19.99, minimumPayment: 2_500, floor: 10_000 });
    const bank = await as.mutation(api.accounts.create, {
      name: "Bank",
      type: "bank",
      currency: "JPY",
      initialBalance: 0,
      interestRate: 5,
      floor: 50_000,
    });
    const bankRow = await t.run((ctx) => ctx.db.get("accounts", bank));
    expect(bankRow?.interestRate).toBeUndefined();
    expect(bankRow?.floor).toBe(50_000);
  });

  test("another user sees none of A's debts and cannot change A's rate", async () => {
    const { t, a } = await threeDebts();
    const other = await signIn(t, "b@example.com");
    const plan = await other.as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 0,
    });
    expect(plan.debts).toEqual([]);
    await expectCode(
      other.as.mutation(api.accounts.update, { id: a, ...card({ interestRate: 1 }) }),
      "NOT_FOUND",
    );
  });

  test("a household viewer reads the plan but cannot change a rate", async () => {
    const { t, userId, a } = await threeDebts();
    const viewer = await signIn(t, "v@example.com");
    await joinHousehold(t, await openHouseholdOf(t, userId), viewer.userId, "viewer");
    const plan = await viewer.as.query(api.advisor.payoffPlan, {
      strategy: "avalanche",
      extraPerMonth: 10_000,
      today: TODAY,
    });
    expect(plan.totalInterest).toBe(1_629);
    await expectCode(
      viewer.as.mutation(api.accounts.update, {
        id: a,
        ...card({ name: "A", initialBalance: -30_000, interestRate: 1 }),
      }),
      "VIEWER_READ_ONLY",
    );
  });
});
