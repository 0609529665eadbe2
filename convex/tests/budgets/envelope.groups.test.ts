/**
 * Category groups of the envelope budget: create, rename, order, remove, put categories in
 * them, subtotals and the month's totals, and folding a group per person.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
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

const envelope = (as: Caller) =>
  as.query(api.budgets.envelope, { month: "2024-06", today: "2024-06-15" });
const groupNames = async (as: Caller) => (await envelope(as)).groups.map((g) => g.name);

describe("envelope category groups", () => {
  test("a budget without groups shows every category in one unnamed group", async () => {
    const { as } = await signedIn();
    const view = await envelope(as);
    expect(view.groups).toHaveLength(1);
    expect(view.groups[0]).toMatchObject({ key: "ungrouped", name: null, collapsed: false });
    expect(view.groups[0].categories).toEqual(view.categories.map((c) => c.category));
  });

  test("groups are created at the end, renamed, moved up and down and removed", async () => {
    const { as } = await signedIn();
    const bills = await as.mutation(api.envelopeGroups.create, { name: "  Bills " });
    const fun = await as.mutation(api.envelopeGroups.create, { name: "Fun" });
    // "Other categories" keeps the rest; it is last.
    expect(await groupNames(as)).toEqual(["Bills", "Fun", null]);
    await as.mutation(api.envelopeGroups.rename, { id: bills, name: "Fixed bills" });
    await as.mutation(api.envelopeGroups.move, { id: fun, direction: "up" });
    expect(await groupNames(as)).toEqual(["Fun", "Fixed bills", null]);
    // At the top already: nothing changes.
    await as.mutation(api.envelopeGroups.move, { id: fun, direction: "up" });
    expect(await groupNames(as)).toEqual(["Fun", "Fixed bills", null]);
    await as.mutation(api.envelopeGroups.move, { id: fun, direction: "down" });
    expect(await groupNames(as)).toEqual(["Fixed bills", "Fun", null]);
    await as.mutation(api.envelopeGroups.remove, { id: fun });
    expect(await groupNames(as)).toEqual(["Fixed bills", null]);
  });

  test("names are checked: required, not too long, not taken (any case)", async () => {
    const { as } = await signedIn();
    await as.mutation(api.envelopeGroups.create, { name: "Bills" });
    await expectCode(as.mutation(api.envelopeGroups.create, { name: "   " }), "REQUIRED");
    await expectCode(
      as.mutation(api.envelopeGroups.create, { name: "x".repeat(41) }),
      "NAME_TOO_LONG",
    );
    await expectCode(as.mutation(api.envelopeGroups.create, { name: "bills" }), "GROUP_EXISTS");
    await expectCode(as.mutation(api.envelopeGroups.create, { name: "A\u202eB" }), "INVALID_NAME");
  });

  test("a category sits in one group at a time; removing its group puts it back in the rest", async () => {
    const { as } = await signedIn();
    const bills = await as.mutation(api.envelopeGroups.create, { name: "Bills" });
    const fun = await as.mutation(api.envelopeGroups.create, { name: "Fun" });
    await as.mutation(api.envelopeGroups.setCategoryGroup, { category: "housing", group: bills });
    await as.mutation(api.envelopeGroups.setCategoryGroup, {
      category: "transportation",
      group: bills,
    });
    await as.mutation(api.envelopeGroups.setCategoryGroup, { category: "housing", group: fun });
    let view = await envelope(as);
    expect(view.groups[0].categories).toEqual(["transportation"]);
    expect(view.groups[1].categories).toEqual(["housing"]);
    expect(view.groups[2].categories).not.toContain("housing");
    await as.mutation(api.envelopeGroups.remove, { id: fun });
    view = await envelope(as);
    expect(view.groups[1].key).toBe("ungrouped");
    expect(view.groups[1].categories).toContain("housing");
    await as.mutation(api.envelopeGroups.setCategoryGroup, {
      category: "transportation",
      group: null,
    });
    expect((await envelope(as)).groups[0].categories).toEqual([]);
    await expectCode(
      as.mutation(api.envelopeGroups.setCategoryGroup, { category: "income", group: bills }),
      "NOT_SPENDING_CATEGORY",
    );
  });

  test("each group sums its categories' assigned, activity and available; totals sum all", async () => {
    const { as } = await signedIn();
    const bank = await makeAccount(as);
    await earn(as, bank, "2024-06-01", 500_000);
    const bills = await as.mutation(api.envelopeGroups.create, { name: "Bills" });
    await as.mutation(api.envelopeGroups.setCategoryGroup, { category: "housing", group: bills });
    await as.mutation(api.envelopeGroups.setCategoryGroup, {
      category: "transportation",
      group: bills,
    });
    const assign = (category: "housing" | "transportation" | "food", amount: number) =>
      as.mutation(api.budgets.assign, { month: "2024-06", category, amount });
    await assign("housing", 120_000);
    await assign("transportation", 15_000);
    await assign("food", 40_000);
    await spend(as, bank, "2024-06-02", 120_000, "housing");
    await spend(as, bank, "2024-06-03", 17_500, "transportation");
    await spend(as, bank, "2024-06-04", 12_345, "food");
    const view = await envelope(as);
    // Bills: assigned 120,000 + 15,000; activity −120,000 − 17,500; available 0 + (−2,500).
    expect(view.groups[0]).toMatchObject({
      name: "Bills",
      assigned: 135_000,
      activity: -137_500,
      available: -2_500,
    });
    // The rest: food only has figures (40,000 assigned, 12,345 spent, 27,655 left).
    expect(view.groups[1]).toMatchObject({
      key: "ungrouped",
      assigned: 40_000,
      activity: -12_345,
      available: 27_655,
    });
    expect(view.totals).toEqual({ assigned: 175_000, activity: -149_845, available: 25_155 });
  });

  test("folding a group is remembered for the person who folded it only", async () => {
    const { t, a, b } = await twoUsers();
    const bills = await a.as.mutation(api.envelopeGroups.create, { name: "Bills" });
    await joinHousehold(t, await openHouseholdOf(t, a.userId), b.userId, "viewer");
    // A viewer folds for themselves (folding changes no money).
    await b.as.mutation(api.envelopeGroups.setCollapsed, { group: bills, collapsed: true });
    await b.as.mutation(api.envelopeGroups.setCollapsed, { group: "ungrouped", collapsed: true });
    expect((await envelope(b.as)).groups.map((g) => g.collapsed)).toEqual([true, true]);
    expect((await envelope(a.as)).groups.map((g) => g.collapsed)).toEqual([false, false]);
    await b.as.mutation(api.envelopeGroups.setCollapsed, { group: bills, collapsed: false });
    expect((await envelope(b.as)).groups.map((g) => g.collapsed)).toEqual([false, true]);
    // …but may not change the groups themselves.
    await expectCode(
      b.as.mutation(api.envelopeGroups.rename, { id: bills, name: "Mine" }),
      "VIEWER_READ_ONLY",
    );
  });

  test("another user can neither read nor change the groups", async () => {
    const { a, b } = await twoUsers();
    const bills = await a.as.mutation(api.envelopeGroups.create, { name: "Bills" });
    await a.as.mutation(api.envelopeGroups.setCategoryGroup, { category: "food", group: bills });
    expect(await groupNames(b.as)).toEqual([null]);
    for (const call of [
      b.as.mutation(api.envelopeGroups.rename, { id: bills, name: "Mine" }),
      b.as.mutation(api.envelopeGroups.move, { id: bills, direction: "down" }),
      b.as.mutation(api.envelopeGroups.remove, { id: bills }),
      b.as.mutation(api.envelopeGroups.setCategoryGroup, { category: "food", group: bills }),
      b.as.mutation(api.envelopeGroups.setCollapsed, { group: bills, collapsed: true }),
      b.as.mutation(api.envelopeGroups.setCollapsed, { group: "not-an-id", collapsed: true }),
    ])
      await expectCode(call, "NOT_FOUND");
    const view = await envelope(a.as);
    expect(view.groups[0]).toMatchObject({ name: "Bills", categories: ["food"], collapsed: false });
  });
});
