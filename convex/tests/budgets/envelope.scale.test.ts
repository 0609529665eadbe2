/**
 * Scale (R31): envelope budgeting over 10 years of months. The view reads rollups (never
 * transactions), the assignments and the accounts, so a decade of a bank account and a card
 * with spending in every category, and an assignment per category and month, stays far
 * inside Convex's limits (convex-test enforces the limit set here).
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { addMonthsToKey } from "../../shared/dates";
import { CATEGORIES } from "../../shared/domain";
import { card } from "../../testing/helpers.testkit";
import { makeAccount, newTest, signIn } from "../../testing/planner.testkit";

const MONTHS = 120;
const FIRST = "2015-01";
const LIMITS = { documentsRead: 2_500, bytesRead: 2 * 1024 * 1024 };
const SPENDING = CATEGORIES.filter((c) => c !== "income");

test("10 years of envelope months read under 2,500 documents", { timeout: 60_000 }, async () => {
  const t = newTest(LIMITS);
  const { as, userId } = await signIn(t, "big@example.com");
  const bank = await makeAccount(as);
  const visa = await as.mutation(api.accounts.create, card());
  const totals = { income: 0, expense: 0, transfersIn: 0, transfersOut: 0 };
  await t.run(async (ctx) => {
    for (let m = 0; m < MONTHS; m += 1) {
      const month = addMonthsToKey(FIRST, m);
      const row = (accountId: typeof bank, category: string, fields: Partial<typeof totals>) =>
        ctx.db.insert("monthlyRollups", {
          userId,
          accountId,
          month,
          category: category as "food",
          currency: "USD",
          ...totals,
          ...fields,
          count: 1,
        });
      await row(bank, "income", { income: 400_000 });
      for (const category of SPENDING) {
        await row(bank, category, { expense: 20_000 });
      }
      await ctx.db.insert("envelopeMonths", {
        userId,
        month,
        assigned: SPENDING.map((category) => ({ category, amount: 25_000, currency: "USD" })),
      });
      await row(visa, "food", { expense: 6_000 });
      await row(visa, "other", { transfersIn: 6_000 });
    }
    await ctx.db.patch("accounts", bank, { balance: MONTHS * (400_000 - 12 * 20_000) });
  });
  const last = addMonthsToKey(FIRST, MONTHS - 1);
  const view = await as.query(api.budgets.envelope, { month: last, today: "2030-01-01" });
  const food = view.categories.find((c) => c.category === "food")!;
  // Every month: 250.00 assigned, 260.00 spent (200.00 bank + 60.00 card): 10.00 overspent.
  expect(food).toMatchObject({ assigned: 25_000, activity: -26_000, available: -1_000 });
  const shopping = view.categories.find((c) => c.category === "shopping")!;
  expect(shopping.available).toBe(MONTHS * 5_000);
  const available = view.categories.reduce((s, c) => s + c.available, 0);
  expect(view.readyToAssign + available + view.cardPayments + view.futureAssigned).toBe(view.cash);
  // The first month of the budget and a month in the middle cost no more.
  await as.query(api.budgets.envelope, { month: FIRST, today: "2030-01-01" });
  await as.query(api.budgets.envelope, { month: "2020-06", today: "2030-01-01" });
});
