/**
 * Bank sync: no duplicates ever, matches keep the user's own fields, pending
 * transactions post or vanish, balances agree with the bank or show the difference.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import {
  bankRows,
  connectAndLink,
  tx,
  type FakeAccount,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { balanceOf, signIn } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

function checking(transactions = history()): FakeAccount {
  return { id: "chk", name: "Checking", currency: "USD", balance: "1000.00", transactions };
}

function history() {
  return [
    tx("t1", "2024-06-01", "2500.00", "Northwind Payroll"),
    tx("t2", "2024-06-02", "-1200.00", "Oakview Apartments"),
    tx("t3", "2024-06-10", "-45.37", "Green Basket Market"),
    tx("t4", "2024-06-12", "-4.50", "Morning Brew"),
  ];
}

useBankTime();

const setup = (accounts = [checking()]) => withBank(accounts);

describe("first sync", () => {
  test("linking brings the window's transactions in and the balance equals the bank's", async () => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    const listed = await as.query(api.transactions.list, {
      accountId,
      paginationOpts: { cursor: null, numItems: 50 },
    });
    expect(listed.page.map((r) => r.payee).sort()).toEqual([
      "Green Basket Market",
      "Morning Brew",
      "Northwind Payroll",
      "Oakview Apartments",
    ]);
    expect(await balanceOf(t, accountId)).toBe(100_000);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection._id).toBe(connectionId);
    expect(connection.status).toBe("ok");
    expect(connection.lastSyncedAt).not.toBeNull();
    expect(connection.accounts[0]).toMatchObject({
      externalId: "chk",
      balance: 100_000,
      linkedAccountId: accountId,
      difference: null,
    });
    expect(bank.claims).toBe(1);
  });
});

describe("no duplicates", () => {
  test("ten repeated syncs add nothing twice", async () => {
    const { t, as } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    for (let i = 0; i < 10; i++) {
      expect(await as.action(api.bankConnections.sync, { connectionId })).toEqual({
        added: 0,
        updated: 0,
        matched: 0,
      });
    }
    expect(await bankRows(t, accountId)).toHaveLength(4);
    expect(await balanceOf(t, accountId)).toBe(100_000);
  });

  test("an overlapping window with new rows adds only the new ones", async () => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.accounts[0].transactions.push(tx("t5", "2024-06-14", "-20.00", "Speedy Fuel"));
    bank.accounts[0].balance = "980.00";
    expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({ added: 1 });
    expect(await bankRows(t, accountId)).toHaveLength(5);
    expect(await balanceOf(t, accountId)).toBe(98_000);
  });

  test("two syncs at once write each bank transaction once", async () => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.accounts[0].transactions.push(tx("t5", "2024-06-14", "-20.00", "Speedy Fuel"));
    const results = await Promise.all([
      as.action(api.bankConnections.sync, { connectionId }),
      as.action(api.bankConnections.sync, { connectionId }),
    ]);
    expect(results.reduce((n, r) => n + r.added, 0)).toBe(1);
    expect(await bankRows(t, accountId)).toHaveLength(5);
  });

  test("a typed transaction is merged with the bank's: category, payee, notes and splits stay", async () => {
    const { t, as, bank } = await setup([checking([])]);
    const { connectionId, accountId } = await connectAndLink(t, as);
    const typed = await as.mutation(api.transactions.create, {
      accountId,
      kind: "expense",
      amount: 4537,
      date: "2024-06-11",
      category: "shopping",
      payee: "Green Basket",
      notes: "party food",
      splits: [
        { category: "food", amount: 3000 },
        { category: "shopping", amount: 1537 },
      ],
    });
    bank.accounts[0].transactions = history();
    const counts = await as.action(api.bankConnections.sync, { connectionId });
    // The window after a first sync starts 10 days back: t3 (matched) and t4 (added).
    expect(counts).toEqual({ added: 1, updated: 0, matched: 1 });
    const rows = await bankRows(t, accountId);
    expect(rows).toHaveLength(2);
    const merged = rows.find((r) => r._id === typed)!;
    expect(merged).toMatchObject({
      bankId: "t3",
      category: "food",
      payee: "Green Basket",
      notes: "party food",
      date: "2024-06-11",
    });
    expect(merged.splits).toHaveLength(2);
  });
});

describe("imports, rules and payees", () => {
  test("a bank sync after a file import of the same period adds nothing twice", async () => {
    const { t, as, bank } = await setup([checking([])]);
    const { connectionId, accountId } = await connectAndLink(t, as);
    const importId = await as.mutation(api.imports.start, {
      accountId,
      fileName: "june.csv",
      format: "csv",
      encoding: "utf-8",
      total: 2,
    });
    await as.mutation(api.imports.addChunk, {
      importId,
      rows: [
        {
          key: "k1",
          date: "2024-06-10",
          amount: -4537,
          payee: "GREEN BASKET MKT",
          category: "food",
        },
        { key: "k2", date: "2024-06-12", amount: -450, payee: "Morning Brew", category: "food" },
      ],
    });
    bank.accounts[0].transactions = history();
    expect(await as.action(api.bankConnections.sync, { connectionId })).toEqual({
      added: 0,
      updated: 0,
      matched: 2,
    });
    const rows = await bankRows(t, accountId);
    expect(rows.map((r) => [r.importKey, r.bankId]).sort()).toEqual([
      ["k1", "t3"],
      ["k2", "t4"],
    ]);
  });

  test("new bank transactions are filed by the user's rules, then by the payee's history", async () => {
    const { t, as } = await setup();
    await as.mutation(api.rules.create, {
      field: "payee",
      op: "contains",
      text: "payroll",
      setCategory: "income",
    });
    const wallet = await as.mutation(api.accounts.create, {
      name: "Wallet",
      type: "cash",
      currency: "USD",
      initialBalance: 0,
    });
    await as.mutation(api.transactions.create, {
      accountId: wallet,
      kind: "expense",
      amount: 300,
      date: "2024-05-01",
      category: "entertainment",
      payee: "Morning Brew",
    });
    const { accountId } = await connectAndLink(t, as);
    const rows = await bankRows(t, accountId);
    const byPayee = new Map(rows.map((r) => [r.payee, r.category]));
    expect(byPayee.get("Northwind Payroll")).toBe("income");
    expect(byPayee.get("Morning Brew")).toBe("entertainment");
    expect(byPayee.get("Green Basket Market")).toBe("other");
  });
});

describe("pending transactions", () => {
  test("a pending one is shown as pending, then posted under the same id: one row", async () => {
    const { t, as, bank } = await setup();
    const coffee = tx("p1", "2024-06-15", "-5.75", "Bean There Café", { pending: true, posted: 0 });
    bank.accounts[0].transactions.push(coffee);
    const { connectionId, accountId } = await connectAndLink(t, as);
    const before = (await bankRows(t, accountId)).find((r) => r.bankId === "p1")!;
    expect(before.pending).toBe(true);
    bank.accounts[0].transactions[4] = tx("p1", "2024-06-15", "-5.75", "Bean There Café");
    expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({
      added: 0,
      updated: 1,
    });
    const rows = await bankRows(t, accountId);
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.bankId === "p1")!.pending).toBeUndefined();
  });

  test("a pending one posted under a new id becomes posted, not a second row", async () => {
    const { t, as, bank } = await setup();
    bank.accounts[0].transactions.push(
      tx("p1", "2024-06-14", "-5.75", "Bean There Café", { pending: true, posted: 0 }),
    );
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.accounts[0].transactions[4] = tx("x9", "2024-06-15", "-5.75", "BEAN THERE CAFE #12");
    expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({
      added: 0,
      updated: 1,
    });
    const rows = await bankRows(t, accountId);
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.pending)).toHaveLength(0);
    expect(rows.find((r) => r.bankId === "x9")!.date).toBe("2024-06-15");
  });

  test("a pending one the bank drops disappears, and the balance with it", async () => {
    const { t, as, bank } = await setup();
    bank.accounts[0].transactions.push(
      tx("p1", "2024-06-15", "-5.75", "Bean There Café", { pending: true, posted: 0 }),
    );
    const { connectionId, accountId } = await connectAndLink(t, as);
    expect(await balanceOf(t, accountId)).toBe(100_000 - 575);
    bank.accounts[0].transactions.pop();
    await as.action(api.bankConnections.sync, { connectionId });
    const rows = await bankRows(t, accountId);
    expect(rows.some((r) => r.bankId === "p1")).toBe(false);
    expect(await balanceOf(t, accountId)).toBe(100_000);
  });
});

describe("balances", () => {
  test("a later disagreement is shown as the difference, never fixed silently", async () => {
    const { t, as, bank } = await setup();
    const { connectionId, accountId } = await connectAndLink(t, as);
    bank.accounts[0].balance = "990.00";
    await as.action(api.bankConnections.sync, { connectionId });
    expect(await balanceOf(t, accountId)).toBe(100_000);
    const [connection] = await as.query(api.bankConnections.list, {});
    expect(connection.accounts[0].difference).toBe(-1_000);
  });
});

describe("the cron", () => {
  test("syncs every connection, and a failing one does not stop the others", async () => {
    const { t, as, bank } = await setup();
    const first = await connectAndLink(t, as);
    const other = await signIn(t, "b@example.com");
    bank.claimed = false;
    const second = await connectAndLink(t, other.as);
    await t.run(async (ctx) => {
      const secret = (await ctx.db.query("bankSecrets").first())!;
      await ctx.db.patch("bankSecrets", secret._id, { sealed: "v1.broken.secret" });
    });
    bank.accounts[0].transactions.push(tx("t5", "2024-06-14", "-20.00", "Speedy Fuel"));
    await t.mutation(internal.internal.bankConnections.sync.syncAll, {});
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await bankRows(t, first.accountId)).toHaveLength(4);
    expect(await bankRows(t, second.accountId)).toHaveLength(5);
  });
});
