import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { statusOf } from "../../model/budgets/budgets";
import {
  earn,
  expectCode,
  makeAccount,
  signedIn,
  signIn,
  spend,
} from "../../testing/planner.testkit";

const TODAY = "2024-06-15";
const month = (as: Awaited<ReturnType<typeof signIn>>["as"], m = "2024-06", today = TODAY) =>
  as.query(api.budgets.month, { month: m, today });

describe("budgets", () => {
  test("set, read, change, roll over and remove a budget", async () => {
    const { as } = await signedIn();
    const id = await as.mutation(api.budgets.set, {
      month: "2024-06",
      scope: "food",
      amount: 30_000,
    });
    expect(
      await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 40_000 }),
    ).toBe(id);
    let view = await month(as);
    expect(view.categories).toMatchObject([
      { _id: id, scope: "food", budgeted: 40_000, spent: 0, status: "ok", rollover: false },
    ]);
    expect(view.overall).toBeNull();
    await as.mutation(api.budgets.setRollover, { id, rollover: true });
    expect((await month(as)).categories[0].rollover).toBe(true);
    await as.mutation(api.budgets.remove, { id });
    view = await month(as);
    expect(view.categories).toEqual([]);
    await expectCode(as.mutation(api.budgets.remove, { id }), "NOT_FOUND");
  });

  test("status ok / warning (≥ 80 %) / danger (> 100 %)", () => {
    expect(statusOf(10_000, 7_999)).toBe("ok");
    expect(statusOf(10_000, 8_000)).toBe("warning");
    expect(statusOf(10_000, 10_000)).toBe("warning");
    expect(statusOf(10_000, 10_001)).toBe("danger");
    expect(statusOf(0, 0)).toBe("ok");
    expect(statusOf(0, 1)).toBe("danger");
  });

  test("spent from rollups, pace to month end, overall cap and unbudgeted spending", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    const savings = await makeAccount(as);
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "overall", amount: 100_000 });
    await spend(as, bank, "2024-06-02", 14_000, "food");
    await spend(as, bank, "2024-06-10", 10_000, "food");
    await spend(as, bank, "2024-06-11", 5_000, "shopping");
    await spend(as, bank, "2024-05-31", 9_000, "food"); // another month
    await earn(as, bank, "2024-06-01", 500_000);
    await as.mutation(api.transactions.createTransfer, {
      fromAccountId: bank,
      toAccountId: savings,
      amount: 50_000,
      date: "2024-06-03",
    });
    const view = await month(as);
    expect(view).toMatchObject({
      isCurrentMonth: true,
      daysElapsed: 15,
      daysInMonth: 30,
      complete: true,
    });
    expect(view.categories[0]).toMatchObject({
      budgeted: 30_000,
      spent: 24_000,
      remaining: 6_000,
      percent: 80,
      status: "warning",
      projected: 48_000,
      projectedStatus: "danger",
    });
    expect(view.overall).toMatchObject({
      scope: "overall",
      spent: 29_000,
      status: "ok",
      // Food's day-to-day pace (24,000 × 2) plus the single shopping payment, not doubled.
      projected: 53_000,
    });
    expect(view.unbudgeted).toEqual([{ category: "shopping", spent: 5_000 }]);
    expect(view.totals).toEqual({
      budgeted: 30_000,
      spent: 24_000,
      remaining: 6_000,
      unbudgeted: 5_000,
    });
  });

  test("R31 the month's headline compares budgeted categories only; other spending apart", async () => {
    // One food budget of 400.00 (92 % used) and 1,729.75 spent in all read
    // "over budget by 1,329.75" on Home and in the planner.
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    const own = await as.mutation(api.categories.create, { name: "Pets" });
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 40_000 });
    await spend(as, bank, "2024-06-05", 36_895, "food");
    await spend(as, bank, "2024-06-02", 115_000, "housing");
    await spend(as, bank, "2024-06-14", 21_080, "transportation");
    await as.mutation(api.transactions.create, {
      accountId: bank,
      kind: "expense",
      amount: 4_000,
      date: "2024-06-07",
      category: own,
    });
    const view = await month(as);
    expect(view.totals).toEqual({
      budgeted: 40_000,
      spent: 36_895,
      remaining: 3_105,
      unbudgeted: 115_000 + 21_080 + 4_000,
    });
    // The user's own categories are listed too, after the built-in ones.
    expect(view.unbudgeted).toEqual([
      { category: "housing", spent: 115_000 },
      { category: "transportation", spent: 21_080 },
      { category: own, spent: 4_000 },
    ]);
  });

  test("live: a new expense changes the month's figures", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 10_000 });
    expect((await month(as)).categories[0].status).toBe("ok");
    await spend(as, bank, "2024-06-14", 10_500);
    expect((await month(as)).categories[0]).toMatchObject({
      spent: 10_500,
      remaining: -500,
      status: "danger",
    });
  });

  test("past months project their final spending; future months none", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await spend(as, bank, "2024-05-20", 4_000);
    await as.mutation(api.budgets.set, { month: "2024-05", scope: "food", amount: 5_000 });
    await as.mutation(api.budgets.set, { month: "2024-07", scope: "food", amount: 5_000 });
    expect((await month(as, "2024-05")).categories[0]).toMatchObject({
      projected: 4_000,
      projectedStatus: "warning",
    });
    expect(await month(as, "2024-05")).toMatchObject({ isCurrentMonth: false, daysElapsed: 31 });
    expect((await month(as, "2024-07")).categories[0]).toMatchObject({
      projected: null,
      projectedStatus: null,
    });
  });

  test("roll-over carries unspent money forward, never overspending", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await as.mutation(api.budgets.set, {
      month: "2024-04",
      scope: "food",
      amount: 10_000,
      rollover: true,
    });
    await as.mutation(api.budgets.set, { month: "2024-05", scope: "food", amount: 20_000 });
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 30_000 });
    await spend(as, bank, "2024-04-10", 20_000); // April overspent by 100.00: no negative carry
    await spend(as, bank, "2024-05-10", 15_000); // May leaves 50.00
    const may = await month(as, "2024-05");
    expect(may.categories[0]).toMatchObject({ carryIn: 0, rollover: true }); // inherited from April
    const june = await month(as);
    expect(june.categories[0]).toMatchObject({
      budgeted: 30_000,
      carryIn: 5_000,
      available: 35_000,
    });
    // Turning May's roll-over off stops the carry.
    await as.mutation(api.budgets.setRollover, { id: may.categories[0]._id, rollover: false });
    expect((await month(as)).categories[0].carryIn).toBe(0);
  });

  test("copyFromPreviousMonth copies amounts and settings, keeps what exists", async () => {
    const { as } = await signedIn();
    await as.mutation(api.budgets.set, {
      month: "2024-05",
      scope: "food",
      amount: 10_000,
      rollover: true,
    });
    await as.mutation(api.budgets.set, { month: "2024-05", scope: "overall", amount: 90_000 });
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 12_000 });
    expect(await as.mutation(api.budgets.copyFromPreviousMonth, { month: "2024-06" })).toEqual({
      copied: 1,
    });
    const june = await month(as);
    expect(june.categories).toMatchObject([{ scope: "food", budgeted: 12_000 }]);
    expect(june.overall).toMatchObject({ budgeted: 90_000 });
    expect(await as.mutation(api.budgets.copyFromPreviousMonth, { month: "2024-01" })).toEqual({
      copied: 0,
    });
  });

  test("spending in other currencies converts with the user's rates; a missing rate is reported", async () => {
    const { as } = await signedIn();
    await as.mutation(api.preferences.save, { currency: "USD" });
    const eur = await makeAccount(as, "EUR");
    await as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 50_000 });
    await spend(as, eur, "2024-06-05", 10_000);
    const missing = await month(as);
    expect(missing).toMatchObject({ complete: false, missingRates: ["EUR"] });
    expect(missing.categories[0].spent).toBe(0);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    const converted = await month(as);
    expect(converted).toMatchObject({ complete: true, missingRates: [] });
    expect(converted.categories[0].spent).toBe(11_000);
  });

  test("bad input gives ConvexError codes", async () => {
    const { as } = await signedIn();
    await expectCode(
      as.mutation(api.budgets.set, { month: "2024-13", scope: "food", amount: 1 }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: -1 }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 1.5 }),
      "INVALID_AMOUNT",
    );
    await expectCode(as.query(api.budgets.month, { month: "June", today: TODAY }), "INVALID_DATE");
    await expectCode(
      as.query(api.budgets.month, { month: "2024-06", today: "2024-06-31" }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.budgets.copyFromPreviousMonth, { month: "x" }),
      "INVALID_DATE",
    );
  });
});
