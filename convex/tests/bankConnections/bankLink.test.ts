/**
 * Linking a bank to an account: an existing account's past is never rewritten (the difference
 * is shown and settled only by the person's choice), an account the link creates starts at the
 * bank's balance, and a new card gets the limit and days the person gave.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { bankRows, TOKEN, tx, useBankTime, withBank } from "../../testing/bankConnections.testkit";
import {
  balanceOf,
  expectCode,
  expense,
  makeAccount,
  signIn,
  TODAY,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

/** The bank says 1,000.00 after these four rows; the person's account says otherwise. */
const checking = () => ({
  id: "chk",
  name: "Checking",
  currency: "USD",
  balance: "1000.00",
  transactions: [
    tx("t1", "2024-06-01", "2500.00", "Northwind Payroll"),
    tx("t2", "2024-06-02", "-1200.00", "Oakview Apartments"),
  ],
});

useBankTime();

async function linkExisting(t: TestConvex, as: Caller, accountId: Id<"accounts">) {
  const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
  await as.mutation(api.bankConnections.link, { connectionId, externalId: "chk", accountId });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return connectionId;
}

const accountOf = (t: TestConvex, id: Id<"accounts">) => t.run((ctx) => ctx.db.get("accounts", id));

describe("linking an existing account never rewrites its past", () => {
  test("the opening balance and a reconciliation stay; the difference is shown", async () => {
    const { t, as } = await withBank([checking()]);
    const accountId = await makeAccount(as, "USD", 180_000);
    const txId = await as.mutation(
      api.transactions.create,
      expense(accountId, 5_000, { date: "2024-05-20" }),
    );
    await as.mutation(api.reconciliation.setCleared, { id: txId, cleared: true });
    await as.mutation(api.reconciliation.finish, {
      accountId,
      statementDate: "2024-05-31",
      statementBalance: 175_000,
    });
    const connectionId = await linkExisting(t, as, accountId);

    const account = await accountOf(t, accountId);
    expect(account!.initialBalance).toBe(180_000);
    // 1,800 − 50 + 2,500 − 1,200: the bank's rows on top of the person's own history.
    expect(account!.balance).toBe(305_000);
    expect(
      await as.query(api.reconciliation.summary, { accountId, statementDate: "2024-05-31" }),
    ).toMatchObject({ clearedBalance: 175_000 });
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection._id).toBe(connectionId);
    expect(connection.accounts[0]).toMatchObject({
      linkedAccountId: accountId,
      difference: -205_000,
    });
  });

  test("an adjustment dated today settles the difference, and nothing before today changes", async () => {
    const { t, as } = await withBank([checking()]);
    const accountId = await makeAccount(as, "USD", 180_000);
    const connectionId = await linkExisting(t, as, accountId);
    const rowsBefore = await bankRows(t, accountId);

    const id = await as.mutation(api.bankConnections.adjust, {
      connectionId,
      externalId: "chk",
      today: TODAY,
      notes: "Balance adjustment",
    });
    const adjustment = await t.run((ctx) => ctx.db.get("transactions", id));
    expect(adjustment).toMatchObject({
      date: TODAY,
      amount: -210_000,
      kind: "expense",
      category: "other",
      notes: "Balance adjustment",
      accountId,
    });
    expect(await balanceOf(t, accountId)).toBe(100_000);
    expect((await accountOf(t, accountId))!.initialBalance).toBe(180_000);
    expect((await bankRows(t, accountId)).filter((r) => r._id !== id)).toEqual(rowsBefore);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.accounts[0].difference).toBeNull();
    // Settled once: a second press has nothing to post.
    await expectCode(
      as.mutation(api.bankConnections.adjust, { connectionId, externalId: "chk", today: TODAY }),
      "INVALID_ARGUMENT",
    );
    // The next sync finds ours equal to the bank's.
    await as.action(api.bankConnections.sync, { connectionId });
    expect((await as.query(api.bankConnections.list, {}))[0].accounts[0].difference).toBeNull();
  });

  test("leaving it keeps the difference on the connection, sync after sync", async () => {
    const { t, as } = await withBank([checking()]);
    const accountId = await makeAccount(as, "USD", 180_000);
    const connectionId = await linkExisting(t, as, accountId);
    await as.action(api.bankConnections.sync, { connectionId });
    expect((await as.query(api.bankConnections.list, {}))[0].accounts[0].difference).toBe(-210_000);
    expect((await accountOf(t, accountId))!.initialBalance).toBe(180_000);
  });

  test("an account the link creates starts at the bank's balance", async () => {
    const { t, as } = await withBank([checking()]);
    const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    const accountId = await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId: "chk",
      create: { name: "Checking", type: "bank" },
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await balanceOf(t, accountId)).toBe(100_000);
    expect((await accountOf(t, accountId))!.initialBalance).toBe(-30_000);
    expect((await as.query(api.bankConnections.list, {}))[0].accounts[0].difference).toBeNull();
  });

  test("adjust checks its date and notes, and another user can neither adjust nor see", async () => {
    const { t, as } = await withBank([checking()]);
    const accountId = await makeAccount(as, "USD", 180_000);
    const connectionId = await linkExisting(t, as, accountId);
    const args = { connectionId, externalId: "chk", today: TODAY };
    await expectCode(
      as.mutation(api.bankConnections.adjust, { ...args, today: "15/06/2024" }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.bankConnections.adjust, { ...args, externalId: "nope" }),
      "NOT_FOUND",
    );
    const other = await signIn(t, "b@example.com");
    await expectCode(other.as.mutation(api.bankConnections.adjust, args), "NOT_FOUND");
    expect(await other.as.query(api.bankConnections.list, {})).toEqual([]);
    expect(await balanceOf(t, accountId)).toBe(310_000);
  });
});

describe("a card created from the link", () => {
  const card = () => ({
    ...checking(),
    name: "Rewards Card",
    balance: "-2150.04",
    transactions: [],
  });

  test("takes the limit and days the person gave; without them it is refused", async () => {
    const { t, as } = await withBank([card()]);
    const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
    await expectCode(
      as.mutation(api.bankConnections.link, {
        connectionId,
        externalId: "chk",
        create: { name: "Visa", type: "credit_card" },
      }),
      "REQUIRED",
    );
    const accountId = await as.mutation(api.bankConnections.link, {
      connectionId,
      externalId: "chk",
      create: {
        name: "Visa",
        type: "credit_card",
        card: { creditLimit: 500_000, billingDay: 12, paymentDay: 7 },
      },
    });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const view = await as.query(api.accounts.get, { id: accountId, today: TODAY });
    expect(view).toMatchObject({
      creditLimit: 500_000,
      billingDay: 12,
      paymentDay: 7,
      balance: -215_004,
      availableCredit: 500_000 - 215_004,
      nextPaymentDate: "2024-07-07",
    });
  });
});
