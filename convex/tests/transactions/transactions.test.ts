import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { CATEGORIES } from "../../shared/domain";
import {
  balanceOf,
  expense,
  expectCode,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  TODAY,
} from "../../testing/helpers.testkit";

describe("transactions CRUD", () => {
  test("R36 create, get, update and remove keep the balance and rollups in step", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 2_500, { notes: " lunch " }),
    );
    expect(await balanceOf(t, accountId)).toBe(7_500);
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: -2_500,
      currency: "USD",
      kind: "expense",
      category: "food",
      notes: "lunch",
      date: TODAY,
    });
    expect(await rollupsOf(t, accountId)).toMatchObject([
      { month: "2024-06", category: "food", expense: 2_500, income: 0, count: 1 },
    ]);
    await as.mutation(api.transactions.update, {
      id,
      kind: "income",
      amount: 4_000,
      date: "2024-07-01",
      category: "income",
    });
    expect(await balanceOf(t, accountId)).toBe(14_000);
    expect(await rollupsOf(t, accountId)).toMatchObject([
      { month: "2024-07", category: "income", income: 4_000, expense: 0, count: 1 },
    ]);
    await as.mutation(api.transactions.remove, { id });
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await rollupsOf(t, accountId)).toEqual([]);
    await expectCode(as.query(api.transactions.get, { id }), "NOT_FOUND");
  });

  test("R36 each of the 13 categories is accepted", async () => {
    const { as, accountId } = await setupWithAccount();
    for (const category of CATEGORIES) {
      await as.mutation(api.transactions.create, expense(accountId, 1, { category }));
    }
    const page = await as.query(api.transactions.list, {
      accountId,
      paginationOpts: { numItems: 20, cursor: null },
    });
    expect(new Set(page.page.map((tx) => tx.category))).toEqual(new Set(CATEGORIES));
  });
});

describe("transaction validation", () => {
  test.each([0, -5, 1.5, 2 ** 53, Number.NaN])("amount %d is INVALID_AMOUNT", async (amount) => {
    const { t, as, accountId } = await setupWithAccount();
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, amount)),
      "INVALID_AMOUNT",
    );
    expect(await balanceOf(t, accountId)).toBe(10_000);
  });

  test.each(["2023-02-30", "2024/01/01", "", "2024-13-01"])(
    "date %j is INVALID_DATE",
    async (date) => {
      const { as, accountId } = await setupWithAccount();
      await expectCode(
        as.mutation(api.transactions.create, expense(accountId, 1, { date })),
        "INVALID_DATE",
      );
    },
  );

  test("notes longer than 500 characters are NOTES_TOO_LONG", async () => {
    const { as, accountId } = await setupWithAccount();
    const notes = "x".repeat(501);
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1, { notes })),
      "NOTES_TOO_LONG",
    );
    await as.mutation(api.transactions.create, expense(accountId, 1, { notes: "x".repeat(500) }));
  });

  test("a transfer cannot be edited through update", async () => {
    const { as, accountId } = await setupWithAccount();
    const other = await makeAccount(as);
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 100,
      date: TODAY,
    });
    const { accountId: _a, ...fields } = expense(accountId);
    await expectCode(
      as.mutation(api.transactions.update, { id: fromId, ...fields }),
      "INVALID_ARGUMENT",
    );
  });
});

describe("R37 multiple currencies", () => {
  test("an amount in another currency is posted with the user's rate and kept as original", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { currency: "EUR" }),
    );
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: -1_100,
      currency: "USD",
      original: { amount: -1_000, currency: "EUR", rate: 1.1 },
    });
    expect(await balanceOf(t, accountId)).toBe(8_900);
  });

  test("an inverted pair is used as 1/rate", async () => {
    const { as, accountId } = await setupWithAccount();
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 150 });
    const id = await as.mutation(api.transactions.create, {
      ...expense(accountId, 15_000, { currency: "JPY" }),
      kind: "income",
    });
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: 10_000,
      original: { amount: 15_000, currency: "JPY", rate: 1 / 150 },
    });
  });

  test("a missing rate is MISSING_RATE and nothing is written", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1_000, { currency: "GBP" })),
      "MISSING_RATE",
    );
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await t.run((ctx) => ctx.db.query("transactions").collect())).toEqual([]);
    expect(await rollupsOf(t, accountId)).toEqual([]);
  });

  test("editing keeps the rate the transaction was entered with", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const rateId = await as.mutation(api.exchangeRates.upsert, {
      base: "EUR",
      quote: "USD",
      rate: 2,
    });
    const id = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { currency: "EUR" }),
    );
    await as.mutation(api.exchangeRates.remove, { id: rateId });
    const { accountId: _a, ...fields } = expense(accountId, 500, {
      currency: "EUR",
      notes: "fixed",
    });
    await as.mutation(api.transactions.update, { id, ...fields });
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: -1_000,
      notes: "fixed",
    });
    expect(await balanceOf(t, accountId)).toBe(9_000);
  });
});
