import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  balanceOf,
  expectCode,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  TODAY,
} from "../../testing/helpers.testkit";

async function transferSetup() {
  const { t, as, accountId: usd } = await setupWithAccount();
  const eur = await makeAccount(as, "EUR", 0);
  await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 1.25 });
  return { t, as, usd, eur };
}

describe("transfers", () => {
  test("a transfer writes two linked sides and moves both balances", async () => {
    const { t, as, accountId: usd } = await setupWithAccount();
    const savings = await makeAccount(as, "USD", 0);
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: usd,
      toAccountId: savings,
      amount: 3_000,
      date: TODAY,
      notes: "save",
    });
    const [from, to] = await Promise.all(
      [fromId, toId].map((id) => as.query(api.transactions.get, { id })),
    );
    expect(from).toMatchObject({
      kind: "transfer",
      amount: -3_000,
      counterpartId: toId,
      counterpartAccountId: savings,
    });
    expect(to).toMatchObject({
      kind: "transfer",
      amount: 3_000,
      counterpartId: fromId,
      counterpartAccountId: usd,
    });
    expect(await balanceOf(t, usd)).toBe(7_000);
    expect(await balanceOf(t, savings)).toBe(3_000);
    expect(await rollupsOf(t, usd)).toMatchObject([
      { transfersOut: 3_000, transfersIn: 0, income: 0, expense: 0 },
    ]);
    expect(await rollupsOf(t, savings)).toMatchObject([{ transfersIn: 3_000, transfersOut: 0 }]);
  });

  test("a transfer to the same account is SAME_ACCOUNT", async () => {
    const { as, accountId } = await setupWithAccount();
    await expectCode(
      as.mutation(api.transactions.createTransfer, {
        fromAccountId: accountId,
        toAccountId: accountId,
        amount: 1,
        date: TODAY,
      }),
      "SAME_ACCOUNT",
    );
  });

  test("a cross-currency transfer converts with the stored rate and keeps the original", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { toId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: usd,
      toAccountId: eur,
      amount: 5_000,
      date: TODAY,
    });
    expect(await as.query(api.transactions.get, { id: toId })).toMatchObject({
      amount: 4_000,
      currency: "EUR",
      original: { amount: 5_000, currency: "USD", rate: 0.8 },
    });
    expect(await balanceOf(t, eur)).toBe(4_000);
    await as.mutation(api.exchangeRates.upsert, { base: "EUR", quote: "USD", rate: 2 });
    const missing = await makeAccount(as, "GBP", 0);
    await expectCode(
      as.mutation(api.transactions.createTransfer, {
        fromAccountId: usd,
        toAccountId: missing,
        amount: 1,
        date: TODAY,
      }),
      "MISSING_RATE",
    );
    expect(await balanceOf(t, usd)).toBe(5_000);
  });

  test("editing either side of a transfer updates both", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: usd,
      toAccountId: eur,
      amount: 5_000,
      date: TODAY,
    });
    await as.mutation(api.transactions.updateTransfer, {
      id: toId,
      amount: 1_000,
      date: "2024-05-01",
      notes: "rent",
    });
    expect(await as.query(api.transactions.get, { id: fromId })).toMatchObject({
      amount: -1_000,
      date: "2024-05-01",
      notes: "rent",
    });
    expect(await as.query(api.transactions.get, { id: toId })).toMatchObject({
      amount: 800,
      date: "2024-05-01",
      notes: "rent",
    });
    expect(await balanceOf(t, usd)).toBe(9_000);
    expect(await balanceOf(t, eur)).toBe(800);
    expect(await rollupsOf(t, eur)).toMatchObject([
      { month: "2024-05", transfersIn: 800, count: 1 },
    ]);
  });

  test("deleting one side deletes both", async () => {
    const { t, as, usd, eur } = await transferSetup();
    const { fromId, toId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: usd,
      toAccountId: eur,
      amount: 5_000,
      date: TODAY,
    });
    await as.mutation(api.transactions.remove, { id: toId });
    await expectCode(as.query(api.transactions.get, { id: fromId }), "NOT_FOUND");
    expect(await balanceOf(t, usd)).toBe(10_000);
    expect(await balanceOf(t, eur)).toBe(0);
    expect([...(await rollupsOf(t, usd)), ...(await rollupsOf(t, eur))]).toEqual([]);
  });
});
