import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { MOVE_BATCH } from "../../model/categories/move";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  expectCode,
  expense,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";

const MONTH = TODAY.slice(0, 7);

describe("own categories", () => {
  test("names are checked; a name is used once", async () => {
    const { as } = await setupWithAccount();
    await expectCode(as.mutation(api.categories.create, { name: " " }), "REQUIRED");
    await expectCode(as.mutation(api.categories.create, { name: "x".repeat(41) }), "NAME_TOO_LONG");
    await expectCode(as.mutation(api.categories.create, { name: "a\u202Eb" }), "INVALID_NAME");
    const pets = await as.mutation(api.categories.create, { name: "Pets", group: "Home" });
    await expectCode(as.mutation(api.categories.create, { name: "pets" }), "CATEGORY_EXISTS");
    await as.mutation(api.categories.update, { id: pets, name: "Pet care", group: "" });
    expect(await as.query(api.categories.list, {})).toMatchObject([{ name: "Pet care" }]);
  });

  test("transactions, split parts, budgets and rules take one like a built-in category", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    await as.mutation(api.transactions.create, expense(accountId, 400, { category: pets }));
    await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, {
        splits: [
          { category: "food", amount: 700 },
          { category: pets, amount: 300 },
        ],
      }),
    );
    const rows = await rollupsOf(t, accountId);
    expect(rows.find((r) => r.category === pets)?.expense).toBe(700);
    await as.mutation(api.budgets.set, { month: MONTH, scope: pets, amount: 1_000 });
    const budget = await as.query(api.budgets.month, { month: MONTH, today: TODAY });
    expect(budget.categories.find((c) => c.scope === pets)?.spent).toBe(700);
    await as.mutation(api.rules.create, {
      field: "payee",
      op: "contains",
      text: "vet",
      setCategory: pets,
    });
    const filed = await as.mutation(
      api.transactions.create,
      expense(accountId, 50, { payee: "Vet clinic" }),
    );
    expect((await as.query(api.transactions.get, { id: filed })).category).toBe(pets);
    await checkLedger(t);
  });

  test("another user can neither see, use nor change someone's category", async () => {
    const { t, as } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    const other = (await signIn(t, "b@example.com")).as;
    const theirs = await makeAccount(other);
    expect(await other.query(api.categories.list, {})).toEqual([]);
    await expectCode(
      other.mutation(api.transactions.create, expense(theirs, 100, { category: pets })),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.budgets.set, { month: MONTH, scope: pets, amount: 100 }),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.categories.update, { id: pets, name: "Mine" }),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.categories.remove, { id: pets, moveTo: "other" }),
      "NOT_FOUND",
    );
    expect(await as.query(api.categories.list, {})).toMatchObject([{ name: "Pets" }]);
  });

  test("deleting one moves its transactions and split parts where the user says", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    const hobby = await as.mutation(api.categories.create, { name: "Hobby" });
    await expectCode(
      as.mutation(api.categories.remove, { id: pets, moveTo: pets }),
      "INVALID_ARGUMENT",
    );
    const total = MOVE_BATCH + 25;
    await t.run(async (ctx) => {
      const { postEntries } = await import("../../model/ledger/batch");
      const account = (await ctx.db.get("accounts", accountId))!;
      await postEntries(
        ctx,
        account,
        Array.from({ length: total }, (_, i) => ({
          userId,
          accountId,
          date: `2024-0${1 + (i % 5)}-${String(1 + (i % 27)).padStart(2, "0")}`,
          kind: "expense" as const,
          amount: -(i + 1),
          category: pets,
        })),
      );
    });
    const split = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, {
        splits: [
          { category: "food", amount: 600 },
          { category: pets, amount: 400 },
        ],
      }),
    );
    const rule = await as.mutation(api.rules.create, {
      field: "notes",
      op: "contains",
      text: "cat",
      setCategory: pets,
    });
    await as.mutation(api.budgets.set, { month: MONTH, scope: pets, amount: 100 });
    await as.mutation(api.categories.remove, { id: pets, moveTo: hobby });
    // Gone from pickers at once, and no longer accepted.
    expect((await as.query(api.categories.list, {})).map((c) => c.name)).toEqual(["Hobby"]);
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1, { category: pets })),
      "NOT_FOUND",
    );
    await t.finishAllScheduledFunctions(() => {});
    const left = await t.run(async (ctx) =>
      (await ctx.db.query("transactions").collect()).filter(
        (tx) => tx.category === pets || tx.splits?.some((p) => p.category === pets),
      ),
    );
    expect(left).toEqual([]);
    expect((await as.query(api.transactions.get, { id: split })).splits?.[1].category).toBe(hobby);
    expect((await as.query(api.rules.list, {})).find((r) => r._id === rule)?.setCategory).toBe(
      hobby,
    );
    const budget = await as.query(api.budgets.month, { month: MONTH, today: TODAY });
    expect(budget.categories.some((c) => c.scope === pets)).toBe(false);
    expect(await t.run((ctx) => ctx.db.get("categories", pets))).toBeNull();
    await checkLedger(t);
  });
});
