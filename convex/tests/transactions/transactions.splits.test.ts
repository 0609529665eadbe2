import { describe, expect, test } from "vitest";
import { api, internal } from "../../_generated/api";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  balanceOf,
  expectCode,
  expense,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";

const SPLIT = [
  { category: "food" as const, amount: 700, notes: "groceries" },
  { category: "shopping" as const, amount: 300 },
];
const MONTH = TODAY.slice(0, 7);

function expenseByCategory(rows: { category: string; expense: number }[]) {
  return Object.fromEntries(rows.map((r) => [r.category, r.expense]));
}

describe("split transactions", () => {
  test("each part counts in its own category; the balance moves by the whole", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { splits: SPLIT }),
    );
    expect(await balanceOf(t, accountId)).toBe(9_000);
    expect(expenseByCategory(await rollupsOf(t, accountId))).toEqual({ food: 700, shopping: 300 });
    const tx = await as.query(api.transactions.get, { id });
    expect(tx.splits).toEqual([
      { category: "food", amount: -700, notes: "groceries" },
      { category: "shopping", amount: -300 },
    ]);
    expect(tx.category).toBe("food");
    const budget = await as.query(api.budgets.month, { month: MONTH, today: TODAY });
    expect(Object.fromEntries(budget.unbudgeted.map((u) => [u.category, u.spent]))).toEqual({
      food: 700,
      shopping: 300,
    });
    const report = await as.query(api.reports.spendingByCategory, { from: MONTH, to: MONTH });
    expect(report.categories.map((c) => [c.category, c.amount])).toEqual([
      ["food", 700],
      ["shopping", 300],
    ]);
    await checkLedger(t);
  });

  test("editing moves the parts; un-splitting and deleting leave no trace", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { splits: SPLIT }),
    );
    const { accountId: _a, ...input } = expense(accountId, 1_200, {
      splits: [
        { category: "travel", amount: 200 },
        { category: "food", amount: 1_100 },
        { category: "gifts_donations", amount: -100 },
      ],
    });
    await as.mutation(api.transactions.update, { id, ...input });
    expect(expenseByCategory(await rollupsOf(t, accountId))).toEqual({
      travel: 200,
      food: 1_100,
      gifts_donations: 0,
    });
    await checkLedger(t);
    await as.mutation(api.transactions.update, {
      id,
      ...input,
      splits: [],
      category: "healthcare",
    });
    expect(expenseByCategory(await rollupsOf(t, accountId))).toEqual({ healthcare: 1_200 });
    await as.mutation(api.transactions.remove, { id });
    expect(await rollupsOf(t, accountId)).toEqual([]);
    await checkLedger(t);
  });

  test("parts in another currency are converted and still add up", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    const parts = [
      { category: "food" as const, amount: 333 },
      { category: "shopping" as const, amount: 667 },
    ];
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { currency: "EUR", splits: parts }),
    );
    const tx = await as.query(api.transactions.get, { id });
    expect(tx.amount).toBe(-1_100);
    expect(tx.splits!.reduce((s, p) => s + p.amount, 0)).toBe(-1_100);
    await checkLedger(t);
  });

  test("bad splits are refused with codes and write nothing", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const bad = (splits: unknown) =>
      as.mutation(api.transactions.create, expense(accountId, 1_000, { splits }) as never);
    await expectCode(bad([SPLIT[0], { ...SPLIT[1], amount: 299 }]), "SPLIT_MISMATCH");
    await expectCode(bad([{ category: "food", amount: 1_000 }]), "INVALID_ARGUMENT");
    await expectCode(
      bad([SPLIT[0], { ...SPLIT[1], amount: 0 }, { ...SPLIT[1] }]),
      "INVALID_AMOUNT",
    );
    await expectCode(
      bad([
        { ...SPLIT[0], amount: 700.5 },
        { ...SPLIT[1], amount: 299.5 },
      ]),
      "INVALID_AMOUNT",
    );
    await expectCode(bad([{ ...SPLIT[0], notes: "a\u202eb" }, SPLIT[1]]), "INVALID_TEXT");
    await expectCode(bad(Array(21).fill({ category: "food", amount: 1 })), "INVALID_ARGUMENT");
    expect(await rollupsOf(t, accountId)).toEqual([]);
  });
});

describe("tags", () => {
  test("filter the ledger by tag and total a tag in reports", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as, "USD");
    await as.mutation(
      api.transactions.create,
      expense(accountId, 500, { tags: [" Trip ", "tax"] }),
    );
    await as.mutation(api.transactions.create, expense(accountId, 200, { tags: ["trip", "Trip"] }));
    await as.mutation(api.transactions.create, expense(other, 100, { tags: ["Trip"] }));
    await as.mutation(api.transactions.create, expense(accountId, 50));
    const list = await as.query(api.transactions.list, {
      accountId,
      tag: "Trip",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(list.page.map((tx) => tx.amount)).toEqual([-500]);
    expect(await as.query(api.transactions.tags, {})).toEqual(["Trip", "tax", "trip"]);
    const report = await as.query(api.reports.tagTotals, { from: MONTH, to: MONTH });
    expect(report.tags).toEqual([
      { tag: "Trip", income: 0, expense: 600, net: -600, count: 2 },
      { tag: "tax", income: 0, expense: 500, net: -500, count: 1 },
      { tag: "trip", income: 0, expense: 200, net: -200, count: 1 },
    ]);
    const only = await as.query(api.reports.tagTotals, {
      from: MONTH,
      to: MONTH,
      accountIds: [other],
    });
    expect(only.tags.map((x) => x.tag)).toEqual(["Trip"]);
    const rows = await t.run((ctx) => ctx.db.query("transactionTags").collect());
    expect(rows).toHaveLength(4);
  });

  test("tag rows follow edits and deletes; bad tags are refused", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const id = await as.mutation(api.transactions.create, expense(accountId, 500, { tags: ["a"] }));
    const { accountId: _a, ...input } = expense(accountId, 600, { tags: ["b", "c"] });
    await as.mutation(api.transactions.update, { id, ...input });
    const tags = async () =>
      (await t.run((ctx) => ctx.db.query("transactionTags").collect())).map((r) => [
        r.tag,
        r.amount,
      ]);
    expect(await tags()).toEqual([
      ["b", -600],
      ["c", -600],
    ]);
    await as.mutation(api.transactions.remove, { id });
    expect(await tags()).toEqual([]);
    const bad = (tags: string[]) =>
      as.mutation(api.transactions.create, expense(accountId, 1, { tags }));
    await expectCode(bad(["x".repeat(41)]), "NAME_TOO_LONG");
    await expectCode(bad(["a\u0000b"]), "INVALID_TEXT");
    await expectCode(bad(Array.from({ length: 11 }, (_, i) => `t${i}`)), "LIMIT_REACHED");
  });

  test("another user sees none of A's tags and cannot filter A's account", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 500, { tags: ["secret"] }));
    const { as: bob } = await signIn(t, "b@example.com");
    expect(await bob.query(api.transactions.tags, {})).toEqual([]);
    expect((await bob.query(api.reports.tagTotals, { from: MONTH, to: MONTH })).tags).toEqual([]);
    await expectCode(
      bob.query(api.transactions.list, {
        accountId,
        tag: "secret",
        paginationOpts: { numItems: 10, cursor: null },
      }),
      "NOT_FOUND",
    );
  });
});

describe("search", () => {
  test("finds payee and notes words, only in the account asked for", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as, "USD");
    await as.mutation(api.transactions.create, expense(accountId, 100, { notes: "Café Rewe" }));
    await as.mutation(api.transactions.create, expense(other, 100, { notes: "rewe too" }));
    await t.run(async (ctx) => {
      const tx = (await ctx.db.query("transactions").first())!;
      expect(tx.searchText).toBe("café rewe");
    });
    const found = await as.query(api.transactions.list, {
      accountId,
      notes: "REWE",
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(found.page.map((tx) => tx.notes)).toEqual(["Café Rewe"]);
    const long = await as.query(api.transactions.list, {
      accountId,
      notes: `${"x ".repeat(30)}rewe`,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(long.page).toEqual([]);
  });
});

test("the backfill migration writes search text on rows stored before it existed", async () => {
  const { t, userId, accountId } = await setupWithAccount();
  await t.run(async (ctx) => {
    for (let i = 0; i < 3; i++) {
      await ctx.db.insert("transactions", {
        ...expense(accountId, 100),
        userId,
        amount: -100,
        payee: "REWE",
        notes: `Old ${i}`,
      });
    }
  });
  await t.mutation(internal.internal.transactions.backfillSearchText, { cursor: null });
  const texts = await t.run(async (ctx) =>
    (await ctx.db.query("transactions").collect()).map((tx) => tx.searchText),
  );
  expect(texts).toEqual(["rewe old 0", "rewe old 1", "rewe old 2"]);
});
