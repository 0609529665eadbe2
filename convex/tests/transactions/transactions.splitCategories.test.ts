/**
 * R29 The ledger's category filter finds a split transaction by every one of its parts, once,
 * in date order, on one account and across all accounts, with the other filters and paging.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  expectCode,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
  type Caller,
} from "../../testing/helpers.testkit";

const page = { numItems: 50, cursor: null };
type Category = "food" | "housing" | "travel" | "shopping";
const parts = (...split: [Category, number][]) =>
  split.map(([category, amount]) => ({ category, amount }));

/** Every row of a filter, page by page of `size`, as the client loads them. */
async function allPages(
  load: (cursor: string | null) => Promise<{
    page: { _id: Id<"transactions"> }[];
    isDone: boolean;
    continueCursor: string;
  }>,
) {
  const ids: Id<"transactions">[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const result = await load(cursor);
    ids.push(...result.page.map((tx) => tx._id));
    if (result.isDone) return ids;
    cursor = result.continueCursor;
  }
  throw new Error("the filter never finished");
}

async function ledger(as: Caller, accountId: Id<"accounts">) {
  const create = (date: string, amount: number, extra: object) =>
    as.mutation(api.transactions.create, expense(accountId, amount, { date, ...extra }));
  return {
    rent: await create("2024-06-01", 900, { category: "housing" }),
    // Food first: its marker category is food; rent is only its second part.
    split: await create("2024-06-02", 1_000, {
      splits: parts(["food", 600], ["housing", 400]),
      tags: ["home"],
      notes: "Supermarket",
    }),
    lunch: await create("2024-06-03", 20, { category: "food" }),
    // Two parts in food: listed once under food.
    twice: await create("2024-06-04", 50, {
      splits: parts(["travel", 10], ["food", 15], ["food", 25]),
    }),
  };
}

describe("a split transaction under its parts' category filters", () => {
  test("R29 one account: under each part's category once, newest and oldest first", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const { rent, split, lunch, twice } = await ledger(as, accountId);
    const list = async (category: Category, order?: "asc" | "desc") =>
      (await as.query(api.transactions.list, { accountId, category, order, paginationOpts: page }))
        .page;
    expect((await list("food")).map((tx) => tx._id)).toEqual([twice, lunch, split]);
    expect((await list("food", "asc")).map((tx) => tx._id)).toEqual([split, lunch, twice]);
    expect((await list("housing")).map((tx) => tx._id)).toEqual([split, rent]);
    expect((await list("housing", "asc")).map((tx) => tx._id)).toEqual([rent, split]);
    expect((await list("travel")).map((tx) => tx._id)).toEqual([twice]);
    expect((await list("shopping")).map((tx) => tx._id)).toEqual([]);
    // The row is the whole transaction, with all its parts.
    const [shown] = (await list("housing")).filter((tx) => tx._id === split);
    expect(shown.splits?.map((p) => p.category)).toEqual(["food", "housing"]);
    await checkLedger(t);
  });

  test("R29 all accounts: under each part's category, with dates, amounts and tags", async () => {
    const { as, accountId } = await setupWithAccount();
    const euros = await makeAccount(as, "EUR");
    const { rent, split } = await ledger(as, accountId);
    const abroad = await as.mutation(
      api.transactions.create,
      expense(euros, 300, { date: "2024-06-05", splits: parts(["travel", 100], ["housing", 200]) }),
    );
    const listAll = async (args: object) =>
      (await as.query(api.transactions.listAll, { ...args, paginationOpts: page })).page.map(
        (tx) => tx._id,
      );
    expect(await listAll({ category: "housing" })).toEqual([abroad, split, rent]);
    expect(await listAll({ category: "housing", order: "asc" })).toEqual([rent, split, abroad]);
    expect(
      await listAll({ category: "housing", dateFrom: "2024-06-02", dateTo: "2024-06-04" }),
    ).toEqual([split]);
    // The amount range compares the whole transaction's amount, as the row shows it.
    expect(await listAll({ category: "housing", minAmount: 250, maxAmount: 950 })).toEqual([
      abroad,
      rent,
    ]);
    expect(await listAll({ category: "housing", tag: "home" })).toEqual([split]);
    expect(await listAll({ category: "housing", notes: "supermarket" })).toEqual([split]);
    expect(await listAll({ category: "housing", notes: "nothing-like-this" })).toEqual([]);
    // The same filters on one account.
    const one = async (args: object) =>
      (
        await as.query(api.transactions.list, { accountId, ...args, paginationOpts: page })
      ).page.map((tx) => tx._id);
    expect(await one({ category: "housing", minAmount: 950 })).toEqual([split]);
    expect(await one({ category: "housing", dateTo: "2024-06-01" })).toEqual([rent]);
    expect(await one({ category: "housing", tag: "home", order: "asc" })).toEqual([split]);
  });

  test("R29 paging through mixed split and plain rows leaves no gap and repeats none", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as, "USD");
    const expected: Id<"transactions">[] = [];
    for (let i = 0; i < 14; i++) {
      const date = `2024-05-${String(10 + Math.floor(i / 3)).padStart(2, "0")}`;
      const target = i % 4 === 3 ? other : accountId;
      const extra =
        i % 3 === 0
          ? { category: "food" }
          : i % 3 === 1
            ? { splits: parts(["housing", 5], ["food", 5]) }
            : { splits: parts(["food", 4], ["travel", 6]) };
      const id = await as.mutation(
        api.transactions.create,
        expense(target, 10, { date, ...extra }),
      );
      expected.push(id);
      // Rows in other categories the filter must skip.
      await as.mutation(
        api.transactions.create,
        expense(accountId, 7, { date, category: "travel" }),
      );
    }
    const elsewhere = new Set(expected.filter((_, i) => i % 4 === 3));
    const mine = (ids: Id<"transactions">[]) => ids.filter((id) => !elsewhere.has(id));
    for (const order of ["asc", "desc"] as const) {
      const inOrder = order === "asc" ? expected : [...expected].reverse();
      for (const numItems of [1, 3, 5]) {
        const all = await allPages((cursor) =>
          as.query(api.transactions.listAll, {
            category: "food",
            order,
            paginationOpts: { numItems, cursor },
          }),
        );
        expect(all, `all accounts, ${order}, pages of ${numItems}`).toEqual(inOrder);
        const one = await allPages((cursor) =>
          as.query(api.transactions.list, {
            accountId,
            category: "food",
            order,
            paginationOpts: { numItems, cursor },
          }),
        );
        expect(one, `one account, ${order}, pages of ${numItems}`).toEqual(mine(inOrder));
      }
    }
    await checkLedger(t);
  });

  test("R29 editing a split's parts moves it between filters; deleting removes it", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const { split } = await ledger(as, accountId);
    const has = async (category: Category) =>
      (await as.query(api.transactions.listAll, { category, paginationOpts: page })).page.some(
        (tx) => tx._id === split,
      );
    const { accountId: _a, ...input } = expense(accountId, 1_000, { date: "2024-06-02" });
    await as.mutation(api.transactions.update, {
      id: split,
      ...input,
      splits: parts(["food", 500], ["shopping", 500]),
    });
    expect([await has("food"), await has("housing"), await has("shopping")]).toEqual([
      true,
      false,
      true,
    ]);
    await checkLedger(t);
    // No longer split: only its own category.
    await as.mutation(api.transactions.update, { id: split, ...input, category: "travel" });
    expect([await has("food"), await has("shopping"), await has("travel")]).toEqual([
      false,
      false,
      true,
    ]);
    await as.mutation(api.transactions.update, {
      id: split,
      ...input,
      splits: parts(["travel", 300], ["housing", 700]),
    });
    expect(await has("housing")).toBe(true);
    await checkLedger(t);
    await as.mutation(api.transactions.remove, { id: split });
    expect([await has("housing"), await has("travel")]).toEqual([false, false]);
    await checkLedger(t);
  });

  test("R29 select all matching a category reaches a split by its second part", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const { rent, split, lunch } = await ledger(as, accountId);
    const done = await as.mutation(api.bulk.removeMatching, {
      accountId,
      category: "housing",
      cursor: null,
    });
    expect(done.changed).toBe(2);
    const left = await as.query(api.transactions.list, { accountId, paginationOpts: page });
    expect(left.page.map((tx) => tx._id)).not.toContain(split);
    expect(left.page.map((tx) => tx._id)).not.toContain(rent);
    expect(left.page.map((tx) => tx._id)).toContain(lunch);
    await checkLedger(t);
  });

  test("R29 another user sees none of it under any category", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await ledger(as, accountId);
    const { as: other } = await signIn(t, "other@example.com");
    for (const category of ["food", "housing", "travel"] as const) {
      const theirs = await other.query(api.transactions.listAll, {
        category,
        paginationOpts: page,
      });
      expect(theirs.page).toEqual([]);
      await expectCode(
        other.query(api.transactions.list, { accountId, category, paginationOpts: page }),
        "NOT_FOUND",
      );
    }
  });

  test("deleting the account, then the user, leaves no split category row behind", async () => {
    vi.useFakeTimers();
    try {
      const { t, as, userId, accountId } = await setupWithAccount();
      const kept = await makeAccount(as);
      await ledger(as, accountId);
      await ledger(as, kept);
      const rowsOf = (id: Id<"accounts">) =>
        t.run(async (ctx) =>
          (await ctx.db.query("splitCategories").collect()).filter((r) => r.accountId === id),
        );
      expect(await rowsOf(accountId)).toHaveLength(4);
      await as.mutation(api.accounts.remove, { id: accountId });
      await t.finishAllScheduledFunctions(vi.runAllTimers);
      expect(await rowsOf(accountId)).toEqual([]);
      expect(await rowsOf(kept)).toHaveLength(4);
      await checkLedger(t);
      await as.mutation(api.accountDeletion.deleteMyAccount, {});
      await t.finishAllScheduledFunctions(vi.runAllTimers, 50);
      const left = await t.run((ctx) => ctx.db.query("splitCategories").collect());
      expect(left.filter((r) => r.userId === userId)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  test("the backfill gives splits stored before the side table their rows, once", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const old = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { splits: parts(["food", 600], ["housing", 400]) }),
    );
    // As a ledger written before splitCategories existed.
    await t.run(async (ctx) => {
      for (const row of await ctx.db.query("splitCategories").collect()) {
        await ctx.db.delete("splitCategories", row._id);
      }
    });
    const housing = () =>
      as.query(api.transactions.list, { accountId, category: "housing", paginationOpts: page });
    expect((await housing()).page).toEqual([]);
    const first = await t.mutation(internal.internal.transactions.backfillSplitCategories, {
      cursor: null,
    });
    expect(first).toEqual({ written: 1, done: true });
    expect((await housing()).page.map((tx) => tx._id)).toEqual([old]);
    const again = await t.mutation(internal.internal.transactions.backfillSplitCategories, {
      cursor: null,
    });
    expect(again).toEqual({ written: 0, done: true });
    await checkLedger(t);
    expect(userId).toBeDefined();
  });
});
