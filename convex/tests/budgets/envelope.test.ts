/**
 * Envelope budgeting: Ready to Assign, assigned / activity / available per category,
 * carry-over, overspending in cash and on a card, keep-negative, moves, targets and quick fills.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { MAX_AMOUNT } from "../../shared/money";
import { card, signedIn } from "../../testing/helpers.testkit";
import {
  earn,
  expectCode,
  makeAccount,
  signIn,
  spend,
  twoUsers,
} from "../../testing/planner.testkit";

type Caller = Awaited<ReturnType<typeof signIn>>["as"];

const envelope = (as: Caller, month = "2024-06") =>
  as.query(api.budgets.envelope, { month, today: "2024-06-15" });

async function line(as: Caller, category: string, month = "2024-06") {
  const view = await envelope(as, month);
  const found = view.categories.find((c) => c.category === category);
  if (found === undefined) throw new Error(`no line for ${category}`);
  return found;
}

/** Ready to Assign + Σ available + card payments + future assignments = the budget's cash. */
async function expectBalanced(as: Caller, month = "2024-06") {
  const view = await envelope(as, month);
  const available = view.categories.reduce((s, c) => s + c.available, 0);
  expect(view.readyToAssign + available + view.cardPayments + view.futureAssigned).toBe(view.cash);
}

async function setUp() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as);
  return { t, as, bank };
}

describe("envelope budgeting", () => {
  test("income goes to Ready to Assign at once; only spending categories are listed", async () => {
    const { as, bank } = await setUp();
    expect((await envelope(as)).readyToAssign).toBe(0);
    await earn(as, bank, "2024-06-01", 300_000);
    const view = await envelope(as);
    expect(view.readyToAssign).toBe(300_000);
    expect(view.categories.map((c) => c.category)).not.toContain("income");
    expect(view.categories.map((c) => c.category)).toContain("food");
    expect(view.categories.every((c) => Object.keys(c).length === 4)).toBe(true);
  });

  test("an assignment moves money from Ready to Assign into the category", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 300_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 50_000 });
    expect(await line(as, "food")).toEqual({
      category: "food",
      assigned: 50_000,
      activity: 0,
      available: 50_000,
    });
    expect((await envelope(as)).readyToAssign).toBe(250_000);
    // assign sets (not adds) what is assigned
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 40_000 });
    expect((await envelope(as)).readyToAssign).toBe(260_000);
    await expectBalanced(as);
  });

  test("activity is spending net of refunds, split parts in their own category", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 20_000 });
    await spend(as, bank, "2024-06-03", 8_000, "food");
    await as.mutation(api.transactions.create, {
      accountId: bank,
      kind: "income",
      amount: 1_000,
      date: "2024-06-04",
      category: "food",
    });
    await as.mutation(api.transactions.create, {
      accountId: bank,
      kind: "expense",
      amount: 5_000,
      date: "2024-06-05",
      category: "food",
      splits: [
        { category: "food", amount: 3_000 },
        { category: "healthcare", amount: 2_000 },
      ],
    });
    expect(await line(as, "food")).toMatchObject({ activity: -10_000, available: 10_000 });
    expect(await line(as, "healthcare")).toMatchObject({ activity: -2_000, available: -2_000 });
    await expectBalanced(as);
  });

  test("positive available carries over; cash overspending is taken from next month's Ready to Assign", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 20_000 });
    await as.mutation(api.budgets.assign, {
      month: "2024-06",
      category: "shopping",
      amount: 10_000,
    });
    await spend(as, bank, "2024-06-10", 15_000, "food");
    await spend(as, bank, "2024-06-11", 14_000, "shopping");
    const june = await envelope(as);
    expect(june.readyToAssign).toBe(70_000);
    expect(await line(as, "shopping")).toMatchObject({ available: -4_000 });
    const july = await envelope(as, "2024-07");
    expect(await line(as, "food", "2024-07")).toMatchObject({ assigned: 0, available: 5_000 });
    expect(await line(as, "shopping", "2024-07")).toMatchObject({ available: 0 });
    expect(july.readyToAssign).toBe(66_000);
    expect(july.overspentLastMonth).toBe(4_000);
    await expectBalanced(as, "2024-07");
  });

  test("keep negative carries the overspending instead of taking it from Ready to Assign", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.setEnvelopeOptions, { category: "shopping", keepNegative: true });
    await as.mutation(api.budgets.assign, {
      month: "2024-06",
      category: "shopping",
      amount: 1_000,
    });
    await spend(as, bank, "2024-06-11", 5_000, "shopping");
    expect(await line(as, "shopping", "2024-07")).toMatchObject({ available: -4_000 });
    expect((await envelope(as, "2024-07")).readyToAssign).toBe(99_000);
    await expectBalanced(as, "2024-07");
  });

  test("overspending on a credit card becomes card debt, not less to assign", async () => {
    const { as, bank } = await setUp();
    const visa = await as.mutation(api.accounts.create, card());
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 10_000 });
    await spend(as, visa, "2024-06-05", 15_000, "food");
    const june = await envelope(as);
    expect(await line(as, "food")).toMatchObject({ activity: -15_000, available: -5_000 });
    expect(june.cardPayments).toBe(15_000);
    expect(june.readyToAssign).toBe(90_000);
    const july = await envelope(as, "2024-07");
    expect(await line(as, "food", "2024-07")).toMatchObject({ available: 0 });
    // The funded 100.00 stays set aside for the card; the 50.00 overspent is card debt.
    expect(july.cardPayments).toBe(10_000);
    expect(july.readyToAssign).toBe(90_000);
    // Paying the whole card: the set-aside part, then 50.00 of debt out of Ready to Assign.
    await as.mutation(api.transactions.createTransfer, {
      fromAccountId: bank,
      toAccountId: visa,
      amount: 15_000,
      date: "2024-07-20",
    });
    const paid = await envelope(as, "2024-07");
    expect(paid.cardPayments).toBe(0);
    expect(paid.readyToAssign).toBe(85_000);
    await expectBalanced(as, "2024-07");
  });

  test("move money and cover an overspent category from another", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 30_000 });
    await spend(as, bank, "2024-06-11", 6_000, "travel");
    await as.mutation(api.budgets.move, {
      month: "2024-06",
      from: "food",
      to: "travel",
      amount: 6_000,
    });
    expect(await line(as, "travel")).toMatchObject({ assigned: 6_000, available: 0 });
    expect(await line(as, "food")).toMatchObject({ assigned: 24_000, available: 24_000 });
    expect((await envelope(as)).readyToAssign).toBe(70_000);
    await expectBalanced(as);
  });

  test("assigning in a future month holds money for it", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 100_000);
    await as.mutation(api.budgets.assign, {
      month: "2024-07",
      category: "housing",
      amount: 80_000,
    });
    const june = await envelope(as);
    expect(june.futureAssigned).toBe(80_000);
    expect(june.readyToAssign).toBe(20_000);
    expect((await envelope(as, "2024-07")).readyToAssign).toBe(20_000);
    expect(await line(as, "housing", "2024-07")).toMatchObject({ available: 80_000 });
  });

  test("the average fill is over the months the person has history for, and says how many", async () => {
    const { as, bank } = await setUp();
    // The books start on 1 May: June's average is May's spending, over one month, not a third.
    await earn(as, bank, "2024-05-01", 500_000);
    await spend(as, bank, "2024-05-10", 15_000, "food");
    const food = (await envelope(as)).details.find((d) => d.category === "food")!;
    expect(food.fills).toMatchObject({ average: 15_000, averageMonths: 1 });
  });

  test("a negative Ready to Assign when more is assigned than there is", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-06-01", 10_000);
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 15_000 });
    expect((await envelope(as)).readyToAssign).toBe(-5_000);
  });

  test("quick fills: last month's assigned and spending, 3-month average, targets underfunded", async () => {
    const { as, bank } = await setUp();
    await earn(as, bank, "2024-03-01", 500_000);
    await spend(as, bank, "2024-03-10", 9_000, "food");
    await spend(as, bank, "2024-04-10", 12_000, "food");
    await spend(as, bank, "2024-05-10", 15_000, "food");
    await as.mutation(api.budgets.assign, { month: "2024-05", category: "food", amount: 14_000 });
    await as.mutation(api.budgets.setEnvelopeOptions, {
      category: "food",
      target: { kind: "monthly", amount: 20_000 },
    });
    await as.mutation(api.budgets.setEnvelopeOptions, {
      category: "travel",
      target: { kind: "byDate", amount: 60_000, month: "2024-08" },
    });
    const view = await envelope(as);
    const food = view.details.find((d) => d.category === "food")!;
    expect(food.fills).toEqual({
      lastAssigned: 14_000,
      lastSpent: 15_000,
      average: 12_000,
      averageMonths: 3,
      target: 20_000,
    });
    expect(food.underfunded).toBe(20_000);
    const travel = view.details.find((d) => d.category === "travel")!;
    expect(travel.underfunded).toBe(20_000); // 600.00 over June, July and August
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 20_000 });
    const after = await envelope(as);
    expect(after.details.find((d) => d.category === "food")!.underfunded).toBe(0);
    await as.mutation(api.budgets.setEnvelopeOptions, { category: "food", target: null });
    expect((await envelope(as)).details.find((d) => d.category === "food")!.target).toBeNull();
  });

  test("the budget holds cash, bank and savings by default; an account can be left out or put in", async () => {
    const { as, bank } = await setUp();
    const savings = await as.mutation(api.accounts.create, {
      name: "Rainy day",
      type: "savings",
      currency: "USD",
      initialBalance: 50_000,
    });
    const broker = await as.mutation(api.accounts.create, {
      name: "Broker",
      type: "investment",
      currency: "USD",
      initialBalance: 70_000,
    });
    await earn(as, bank, "2024-06-01", 10_000);
    let view = await envelope(as);
    expect(view.readyToAssign).toBe(60_000);
    expect(view.accounts.map((a) => [a.name, a.included])).toEqual([
      ["Wallet", true],
      ["Rainy day", true],
      ["Broker", false],
    ]);
    await as.mutation(api.budgets.setEnvelopeAccount, { accountId: savings, included: false });
    await as.mutation(api.budgets.setEnvelopeAccount, { accountId: broker, included: true });
    view = await envelope(as);
    expect(view.readyToAssign).toBe(80_000);
    await expectBalanced(as);
    const visa = await as.mutation(api.accounts.create, card());
    await expectCode(
      as.mutation(api.budgets.setEnvelopeAccount, { accountId: visa, included: true }),
      "INVALID_ARGUMENT",
    );
  });

  test("bad input: month, amount, income and same category are refused with their codes", async () => {
    const { as } = await setUp();
    await expectCode(envelope(as, "2024-13"), "INVALID_DATE");
    await expectCode(
      as.mutation(api.budgets.assign, { month: "June", category: "food", amount: 1 }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: -1 }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 1.5 }),
      "INVALID_AMOUNT",
    );
    await expectCode(
      as.mutation(api.budgets.assign, { month: "2024-06", category: "income", amount: 1 }),
      "NOT_SPENDING_CATEGORY",
    );
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      await expectCode(
        as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount }),
        "INVALID_AMOUNT",
      );
    await expectCode(
      as.mutation(api.budgets.assign, {
        month: "2024-06",
        category: "food",
        amount: MAX_AMOUNT + 1,
      }),
      "AMOUNT_TOO_LARGE",
    );
    // Two categories at the cap would make the month's sum inexact.
    await as.mutation(api.budgets.assign, {
      month: "2024-06",
      category: "food",
      amount: MAX_AMOUNT,
    });
    await expectCode(
      as.mutation(api.budgets.assign, { month: "2024-06", category: "travel", amount: 1 }),
      "AMOUNT_TOO_LARGE",
    );
    await expectCode(
      as.mutation(api.budgets.move, { month: "2024-06", from: "travel", to: "food", amount: 1 }),
      "AMOUNT_TOO_LARGE",
    );
    expect((await line(as, "travel")).assigned).toBe(0);
    const move = (from: string, to: string, amount: number) =>
      as.mutation(api.budgets.move, {
        month: "2024-06",
        from: from as "food",
        to: to as "food",
        amount,
      });
    await expectCode(move("food", "food", 100), "INVALID_ARGUMENT");
    await expectCode(move("food", "travel", 0), "INVALID_AMOUNT");
    await expectCode(move("food", "travel", -5), "INVALID_AMOUNT");
    await expectCode(move("income", "travel", 5), "NOT_SPENDING_CATEGORY");
    await expectCode(
      as.mutation(api.budgets.setEnvelopeOptions, {
        category: "food",
        target: { kind: "byDate", amount: 100, month: "soon" },
      }),
      "INVALID_DATE",
    );
  });

  test("budgetType is saved with the preferences", async () => {
    const { as } = await setUp();
    await as.mutation(api.preferences.save, { budgetType: "envelope" });
    expect(await as.query(api.preferences.get, {})).toMatchObject({ budgetType: "envelope" });
    await as.mutation(api.preferences.save, { budgetType: "tracking" });
    expect(await as.query(api.preferences.get, {})).toMatchObject({ budgetType: "tracking" });
  });

  test("another user can neither read nor change the envelope budget", async () => {
    const { asA, asB } = await twoUsers();
    const bank = await makeAccount(asA);
    await earn(asA, bank, "2024-06-01", 100_000);
    await asA.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 30_000 });
    const own: Id<"categories"> = await asA.mutation(api.categories.create, { name: "Pets" });
    expect((await envelope(asB)).readyToAssign).toBe(0);
    expect((await envelope(asB)).categories.every((c) => c.assigned === 0)).toBe(true);
    await expectCode(
      asB.mutation(api.budgets.assign, { month: "2024-06", category: own, amount: 1 }),
      "NOT_FOUND",
    );
    await expectCode(
      asB.mutation(api.budgets.move, { month: "2024-06", from: "food", to: own, amount: 1 }),
      "NOT_FOUND",
    );
    await asB.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 5 });
    expect(await line(asA, "food")).toMatchObject({ assigned: 30_000 });
    expect((await envelope(asA)).readyToAssign).toBe(70_000);
  });
});
