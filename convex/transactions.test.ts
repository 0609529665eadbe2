import { describe, expect, test } from "vitest";
import { api } from "./_generated/api";
import type { Id } from "./_generated/dataModel";
import { CATEGORIES } from "./shared/domain";
import {
  balanceOf,
  type Caller,
  expectCode,
  makeAccount,
  newTest,
  signIn,
  type TestConvex,
  TODAY,
} from "./test.helpers";

function expense(accountId: Id<"accounts">, amount = 1_000, extra: object = {}) {
  return { accountId, kind: "expense" as const, amount, date: TODAY, category: "food" as const, ...extra };
}

async function rollups(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run((ctx) =>
    ctx.db
      .query("monthlyRollups")
      .withIndex("by_account_month_category", (q) => q.eq("accountId", accountId))
      .collect(),
  );
}

async function setup() {
  const t = newTest();
  const { as, userId } = await signIn(t, "a@example.com");
  const accountId = await makeAccount(as, "USD", 10_000);
  return { t, as, userId, accountId };
}

describe("transactions CRUD", () => {
  test("R36 create, get, update and remove keep the balance and rollups in step", async () => {
    const { t, as, accountId } = await setup();
    const id = await as.mutation(api.transactions.create, expense(accountId, 2_500, { notes: " lunch " }));
    expect(await balanceOf(t, accountId)).toBe(7_500);
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: -2_500,
      currency: "USD",
      kind: "expense",
      category: "food",
      notes: "lunch",
      date: TODAY,
    });
    expect(await rollups(t, accountId)).toMatchObject([
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
    expect(await rollups(t, accountId)).toMatchObject([
      { month: "2024-07", category: "income", income: 4_000, expense: 0, count: 1 },
    ]);
    await as.mutation(api.transactions.remove, { id });
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await rollups(t, accountId)).toEqual([]);
    await expectCode(as.query(api.transactions.get, { id }), "NOT_FOUND");
  });

  test("R36 each of the 13 categories is accepted", async () => {
    const { as, accountId } = await setup();
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
    const { t, as, accountId } = await setup();
    await expectCode(as.mutation(api.transactions.create, expense(accountId, amount)), "INVALID_AMOUNT");
    expect(await balanceOf(t, accountId)).toBe(10_000);
  });

  test.each(["2023-02-30", "2024/01/01", "", "2024-13-01"])("date %j is INVALID_DATE", async (date) => {
    const { as, accountId } = await setup();
    await expectCode(as.mutation(api.transactions.create, expense(accountId, 1, { date })), "INVALID_DATE");
  });

  test("notes longer than 500 characters are NOTES_TOO_LONG", async () => {
    const { as, accountId } = await setup();
    const notes = "x".repeat(501);
    await expectCode(as.mutation(api.transactions.create, expense(accountId, 1, { notes })), "NOTES_TOO_LONG");
    await as.mutation(api.transactions.create, expense(accountId, 1, { notes: "x".repeat(500) }));
  });

  test("a transfer cannot be edited through update", async () => {
    const { as, accountId } = await setup();
    const other = await makeAccount(as);
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 100,
      date: TODAY,
    });
    const { accountId: _a, ...fields } = expense(accountId);
    await expectCode(as.mutation(api.transactions.update, { id: fromId, ...fields }), "INVALID_ARGUMENT");
  });
});

describe("R37 multiple currencies", () => {
  test("an amount in another currency is posted with the user's rate and kept as original", async () => {
    const { t, as, accountId } = await setup();
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.1 });
    const id = await as.mutation(api.transactions.create, expense(accountId, 1_000, { currency: "EUR" }));
    expect(await as.query(api.transactions.get, { id })).toMatchObject({
      amount: -1_100,
      currency: "USD",
      original: { amount: -1_000, currency: "EUR", rate: 1.1 },
    });
    expect(await balanceOf(t, accountId)).toBe(8_900);
  });

  test("an inverted pair is used as 1/rate", async () => {
    const { as, accountId } = await setup();
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
    const { t, as, accountId } = await setup();
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1_000, { currency: "GBP" })),
      "MISSING_RATE",
    );
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await t.run((ctx) => ctx.db.query("transactions").collect())).toEqual([]);
    expect(await rollups(t, accountId)).toEqual([]);
  });

  test("editing keeps the rate the transaction was entered with", async () => {
    const { t, as, accountId } = await setup();
    const rateId = await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 2 });
    const id = await as.mutation(api.transactions.create, expense(accountId, 1_000, { currency: "EUR" }));
    await as.mutation(api.exchangeRates.remove, { id: rateId });
    const { accountId: _a, ...fields } = expense(accountId, 500, { currency: "EUR", notes: "fixed" });
    await as.mutation(api.transactions.update, { id, ...fields });
    expect(await as.query(api.transactions.get, { id })).toMatchObject({ amount: -1_000, notes: "fixed" });
    expect(await balanceOf(t, accountId)).toBe(9_000);
  });
});

async function transferSetup() {
  const { t, as, accountId: usd } = await setup();
  const eur = await makeAccount(as, "EUR", 0);
  await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.25 });
  return { t, as, usd, eur };
}

describe("transfers", () => {
  test("a transfer writes two linked sides and moves both balances", async () => {
    const { t, as, accountId: usd } = await setup();
    const savings = await makeAccount(as, "USD", 0);
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: usd,
      toAccountId: savings,
      amount: 3_000,
      date: TODAY,
      notes: "save",
    });
    const [from, to] = await Promise.all([fromId, toId].map((id) => as.query(api.transactions.get, { id })));
    expect(from).toMatchObject({ kind: "transfer", amount: -3_000, counterpartId: toId, counterpartAccountId: savings });
    expect(to).toMatchObject({ kind: "transfer", amount: 3_000, counterpartId: fromId, counterpartAccountId: usd });
    expect(await balanceOf(t, usd)).toBe(7_000);
    expect(await balanceOf(t, savings)).toBe(3_000);
    expect(await rollups(t, usd)).toMatchObject([{ transfersOut: 3_000, transfersIn: 0, income: 0, expense: 0 }]);
    expect(await rollups(t, savings)).toMatchObject([{ transfersIn: 3_000, transfersOut: 0 }]);
  });

  test("a transfer to the same account is SAME_ACCOUNT", async () => {
    const { as, accountId } = await setup();
    await expectCode(
      as.mutation(api.transactions.createTransfer, { fromAccountId: accountId, toAccountId: accountId, amount: 1, date: TODAY }),
      "SAME_ACCOUNT",
    );
  });

  test("a cross-currency transfer converts with the stored rate and keeps the original", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { toId } = await as.mutation(api.transactions.createTransfer, { fromAccountId: usd, toAccountId: eur, amount: 5_000, date: TODAY });
    expect(await as.query(api.transactions.get, { id: toId })).toMatchObject({
      amount: 4_000,
      currency: "EUR",
      original: { amount: 5_000, currency: "USD", rate: 0.8 },
    });
    expect(await balanceOf(t, eur)).toBe(4_000);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 2 });
    const missing = await makeAccount(as, "GBP", 0);
    await expectCode(
      as.mutation(api.transactions.createTransfer, { fromAccountId: usd, toAccountId: missing, amount: 1, date: TODAY }),
      "MISSING_RATE",
    );
    expect(await balanceOf(t, usd)).toBe(5_000);
  });

  test("editing either side of a transfer updates both", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, { fromAccountId: usd, toAccountId: eur, amount: 5_000, date: TODAY });
    await as.mutation(api.transactions.updateTransfer, { id: toId, amount: 1_000, date: "2024-05-01", notes: "rent" });
    expect(await as.query(api.transactions.get, { id: fromId })).toMatchObject({ amount: -1_000, date: "2024-05-01", notes: "rent" });
    expect(await as.query(api.transactions.get, { id: toId })).toMatchObject({ amount: 800, date: "2024-05-01", notes: "rent" });
    expect(await balanceOf(t, usd)).toBe(9_000);
    expect(await balanceOf(t, eur)).toBe(800);
    expect(await rollups(t, eur)).toMatchObject([{ month: "2024-05", transfersIn: 800, count: 1 }]);
  });

  test("deleting one side deletes both", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, { fromAccountId: usd, toAccountId: eur, amount: 5_000, date: TODAY });
    await as.mutation(api.transactions.remove, { id: toId });
    await expectCode(as.query(api.transactions.get, { id: fromId }), "NOT_FOUND");
    expect(await balanceOf(t, usd)).toBe(10_000);
    expect(await balanceOf(t, eur)).toBe(0);
    expect([...(await rollups(t, usd)), ...(await rollups(t, eur))]).toEqual([]);
  });
});

describe("transaction access", () => {
  async function withData() {
    const { t, as, accountId } = await setup();
    const other = await makeAccount(as);
    const id = await as.mutation(api.transactions.create, expense(accountId));
    const { fromId } = await as.mutation(api.transactions.createTransfer, { fromAccountId: accountId, toAccountId: other, amount: 5, date: TODAY });
    return { t, as, accountId, other, id, fromId };
  }

  async function everyCall(caller: Caller, d: Awaited<ReturnType<typeof withData>>) {
    const { accountId: _a, ...fields } = expense(d.accountId);
    return [
      caller.query(api.transactions.list, { accountId: d.accountId, paginationOpts: { numItems: 5, cursor: null } }),
      caller.query(api.transactions.get, { id: d.id }),
      caller.mutation(api.transactions.create, expense(d.accountId)),
      caller.mutation(api.transactions.update, { id: d.id, ...fields }),
      caller.mutation(api.transactions.remove, { id: d.id }),
      caller.mutation(api.transactions.createTransfer, { fromAccountId: d.other, toAccountId: d.accountId, amount: 1, date: TODAY }),
      caller.mutation(api.transactions.updateTransfer, { id: d.fromId, amount: 1, date: TODAY }),
      caller.mutation(api.transactions.remove, { id: d.fromId }),
    ];
  }

  test("an unauthenticated caller gets UNAUTHENTICATED from every function", async () => {
    const d = await withData();
    for (const call of await everyCall(d.t as unknown as Caller, d)) await expectCode(call, "UNAUTHENTICATED");
  });

  test("another user can neither read nor change transactions (NOT_FOUND)", async () => {
    const d = await withData();
    const b = await signIn(d.t, "b@example.com");
    await makeAccount(b.as);
    for (const call of await everyCall(b.as, d)) await expectCode(call, "NOT_FOUND");
    // B's own account cannot send money into A's either.
    const mine = await makeAccount(b.as);
    await expectCode(
      b.as.mutation(api.transactions.createTransfer, { fromAccountId: mine, toAccountId: d.accountId, amount: 1, date: TODAY }),
      "NOT_FOUND",
    );
    expect(await balanceOf(d.t, d.accountId)).toBe(10_000 - 1_000 - 5);
    expect(await balanceOf(d.t, mine)).toBe(0);
  });
});
