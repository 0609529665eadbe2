/**
 * Moving money to and from Ready to Assign, and quick-assign (one category or all) by each
 * rule: underfunded targets, last month's assigned, last month's spending, the 3-month average
 * (shared/averages.ts). Figures computed by hand in the comments.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  earn,
  expectCode,
  makeAccount,
  signedIn,
  signIn,
  spend,
  twoUsers,
} from "../../testing/planner.testkit";

type Caller = Awaited<ReturnType<typeof signIn>>["as"];
const TODAY = "2024-06-15";

const envelope = (as: Caller, month = "2024-06") =>
  as.query(api.budgets.envelope, { month, today: TODAY });
async function assignedOf(as: Caller, category: string, month = "2024-06") {
  return (await envelope(as, month)).categories.find((c) => c.category === category)!.assigned;
}
const moveReady = (
  as: Caller,
  category: "food" | "travel",
  amount: number,
  direction: "toCategory" | "toReady",
) =>
  as.mutation(api.budgets.moveReady, {
    month: "2024-06",
    today: TODAY,
    category,
    amount,
    direction,
  });

describe("moving money to and from Ready to Assign", () => {
  test("from Ready to Assign into a category and back, within what each side holds", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await earn(as, bank, "2024-06-01", 100_000);
    await moveReady(as, "food", 30_000, "toCategory");
    // Ready to Assign 100,000 − 30,000 = 70,000; food assigned 30,000.
    expect((await envelope(as)).readyToAssign).toBe(70_000);
    expect(await assignedOf(as, "food")).toBe(30_000);
    await spend(as, bank, "2024-06-02", 10_000, "food");
    // Food has 30,000 − 10,000 = 20,000 available: 20,001 is too much, 20,000 is all of it.
    await expectCode(moveReady(as, "food", 20_001, "toReady"), "NOT_ENOUGH_AVAILABLE");
    await moveReady(as, "food", 20_000, "toReady");
    expect(await assignedOf(as, "food")).toBe(10_000);
    // Ready to Assign 70,000 + 20,000 = 90,000 (the cash left after the 10,000 spent).
    expect((await envelope(as)).readyToAssign).toBe(90_000);
    await expectCode(moveReady(as, "travel", 90_001, "toCategory"), "NOT_ENOUGH_READY_TO_ASSIGN");
  });

  test("bad amounts and categories are refused with their codes", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await earn(as, bank, "2024-06-01", 100_000);
    await expectCode(moveReady(as, "food", 0, "toCategory"), "INVALID_AMOUNT");
    await expectCode(moveReady(as, "food", -5, "toCategory"), "INVALID_AMOUNT");
    await expectCode(moveReady(as, "food", 1.5, "toCategory"), "INVALID_AMOUNT");
    await expectCode(
      as.mutation(api.budgets.moveReady, {
        month: "2024-06",
        today: TODAY,
        category: "income",
        amount: 100,
        direction: "toCategory",
      }),
      "NOT_SPENDING_CATEGORY",
    );
    await expectCode(
      as.mutation(api.budgets.moveReady, {
        month: "2024-13",
        today: TODAY,
        category: "food",
        amount: 100,
        direction: "toCategory",
      }),
      "INVALID_DATE",
    );
  });
});

/**
 * History from 1 March (a whole month, so March counts): food spent 9,000 / 12,000 / 6,001 in
 * March–May, 10,000 assigned in May; travel has a monthly target of 15,000 and 5,000 assigned
 * in June.
 */
async function withHistory() {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as);
  await earn(as, bank, "2024-03-01", 1_000_000);
  await spend(as, bank, "2024-03-10", 9_000, "food");
  await spend(as, bank, "2024-04-10", 12_000, "food");
  await spend(as, bank, "2024-05-10", 6_001, "food");
  await as.mutation(api.budgets.assign, { month: "2024-05", category: "food", amount: 10_000 });
  await as.mutation(api.budgets.setEnvelopeOptions, {
    category: "travel",
    target: { kind: "monthly", amount: 15_000 },
  });
  await as.mutation(api.budgets.assign, { month: "2024-06", category: "travel", amount: 5_000 });
  return { t, as, bank };
}

const quick = (
  as: Caller,
  mode: "underfunded" | "lastAssigned" | "lastSpent" | "average",
  category?: "food" | "travel" | Id<"categories">,
) => as.mutation(api.budgets.quickAssign, { month: "2024-06", today: TODAY, mode, category });

describe("quick-assign", () => {
  test("underfunded: adds what each target still wants this month", async () => {
    const { as } = await withHistory();
    // Travel: 15,000 wanted − 5,000 assigned = 10,000 more, so 15,000 in all.
    expect((await quick(as, "underfunded")).changes).toEqual([
      { category: "travel", before: 5_000, after: 15_000 },
    ]);
    expect(await assignedOf(as, "travel")).toBe(15_000);
    // Funded now: nothing more to do.
    expect((await quick(as, "underfunded")).changes).toEqual([]);
  });

  test("last month's assigned, for one category", async () => {
    const { as } = await withHistory();
    expect((await quick(as, "lastAssigned", "food")).changes).toEqual([
      { category: "food", before: 0, after: 10_000 },
    ]);
    expect(await assignedOf(as, "food")).toBe(10_000);
    // Travel had nothing assigned in May: the rule offers nothing and leaves it.
    expect((await quick(as, "lastAssigned", "travel")).changes).toEqual([]);
    expect(await assignedOf(as, "travel")).toBe(5_000);
  });

  test("last month's spending, for all: only categories that spent", async () => {
    const { as } = await withHistory();
    // Food spent 6,001 in May; no other category spent.
    expect((await quick(as, "lastSpent")).changes).toEqual([
      { category: "food", before: 0, after: 6_001 },
    ]);
  });

  test("3-month average: (9,000 + 12,000 + 6,001) / 3 = 9,000.33, rounded to 9,000", async () => {
    const { as } = await withHistory();
    expect((await quick(as, "average", "food")).changes).toEqual([
      { category: "food", before: 0, after: 9_000 },
    ]);
    const detail = (await envelope(as)).details.find((d) => d.category === "food")!;
    expect(detail.fills.averageMonths).toBe(3);
  });

  test("the average is over the months of history only (the one average rule)", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    // First entry on 10 April: April is not a whole month of history, so only May counts.
    await earn(as, bank, "2024-04-10", 100_000);
    await spend(as, bank, "2024-04-20", 50_000, "food");
    await spend(as, bank, "2024-05-20", 7_000, "food");
    expect((await quick(as, "average")).changes).toEqual([
      { category: "food", before: 0, after: 7_000 },
    ]);
  });

  test("one quick-assign is one change, undone by putting the amounts back", async () => {
    const { as } = await withHistory();
    await as.mutation(api.budgets.assign, { month: "2024-06", category: "food", amount: 1_000 });
    const before = (await envelope(as)).readyToAssign;
    const { changes } = await quick(as, "underfunded");
    const all = [...changes, ...(await quick(as, "lastSpent")).changes];
    // Ready to Assign fell by 10,000 (travel) + 5,001 (food 1,000 → 6,001).
    expect((await envelope(as)).readyToAssign).toBe(before - 15_001);
    await as.mutation(api.budgets.assignMany, {
      month: "2024-06",
      amounts: all.map((c) => ({ category: c.category, amount: c.before })),
    });
    expect((await envelope(as)).readyToAssign).toBe(before);
    expect(await assignedOf(as, "food")).toBe(1_000);
    expect(await assignedOf(as, "travel")).toBe(5_000);
  });

  test("assignMany refuses repeated categories, none at all and bad amounts", async () => {
    const { as } = await signedIn();
    const put = (amounts: { category: "food"; amount: number }[]) =>
      as.mutation(api.budgets.assignMany, { month: "2024-06", amounts });
    await expectCode(put([]), "INVALID_ARGUMENT");
    await expectCode(
      put([
        { category: "food", amount: 1 },
        { category: "food", amount: 2 },
      ]),
      "INVALID_ARGUMENT",
    );
    await expectCode(put([{ category: "food", amount: 0.5 }]), "INVALID_AMOUNT");
  });

  test("another user can neither quick-assign nor move the money of someone else's category", async () => {
    const { a, b } = await twoUsers();
    const mine = await a.as.mutation(api.categories.create, { name: "Pets" });
    await expectCode(quick(b.as, "average", mine), "NOT_FOUND");
    await expectCode(
      b.as.mutation(api.budgets.moveReady, {
        month: "2024-06",
        today: TODAY,
        category: mine,
        amount: 1,
        direction: "toCategory",
      }),
      "NOT_FOUND",
    );
    await expectCode(
      b.as.mutation(api.budgets.assignMany, {
        month: "2024-06",
        amounts: [{ category: mine, amount: 1 }],
      }),
      "NOT_FOUND",
    );
    expect(await assignedOf(a.as, mine)).toBe(0);
  });
});
