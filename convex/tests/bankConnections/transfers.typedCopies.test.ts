/**
 * A transfer the person typed absorbs the bank's copies of its sides: a synced or imported row
 * of the same account, amount and a date within a few days attaches to the side that has no
 * bank id yet (the side takes the bank's id or the statement's key, and its cleared state)
 * instead of arriving as a second row that would later pair into a second transfer.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  bankRows,
  TOKEN,
  tx,
  type FakeTx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { balanceOf, makeAccount, type TestConvex } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";
import { importStatement } from "../../testing/imports.testkit";

useBankTime();

const checkingRows = (): FakeTx[] => [
  tx("c1", "2024-06-04", "-300.00", "Transfer to Savings"),
  tx("c2", "2024-06-10", "-45.37", "Green Basket Market"),
];
const savingsRows = (): FakeTx[] => [tx("s1", "2024-06-05", "300.00", "Transfer from Checking")];

/** Two accounts of the person, a transfer typed between them, then the bank linked to both. */
async function typedThenLinked(chk = checkingRows(), sav = savingsRows()) {
  const { t, as } = await withBank([
    { id: "chk", name: "Checking", currency: "USD", balance: "1000.00", transactions: chk },
    { id: "sav", name: "Savings", currency: "USD", balance: "1000.00", transactions: sav },
  ]);
  const checking = await makeAccount(as, "USD");
  const savings = await makeAccount(as, "USD");
  const typed = await as.mutation(api.transactions.createTransfer, {
    fromAccountId: checking,
    toAccountId: savings,
    amount: 30_000,
    date: "2024-06-03",
    notes: "Rainy day",
  });
  const { connectionId } = await as.action(api.bankConnections.connect, { setupToken: TOKEN });
  for (const [externalId, accountId] of [
    ["chk", checking],
    ["sav", savings],
  ] as const) {
    await as.mutation(api.bankConnections.link, { connectionId, externalId, accountId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  }
  return { t, as, checking, savings, typed, connectionId };
}

async function transfers(t: TestConvex, accountId: Id<"accounts">) {
  return (await bankRows(t, accountId)).filter((r) => r.kind === "transfer");
}

describe("a bank sync attaches to a typed transfer", () => {
  test("each side takes the bank's id and is cleared; no second row, no second transfer", async () => {
    const { t, checking, savings, typed } = await typedThenLinked();
    const chk = await bankRows(t, checking);
    const sav = await bankRows(t, savings);
    // The typed transfer's two sides and the groceries: nothing doubled.
    expect(chk).toHaveLength(2);
    expect(sav).toHaveLength(1);
    expect(await transfers(t, checking)).toEqual([
      expect.objectContaining({
        _id: typed.fromId,
        counterpartId: typed.toId,
        bankId: "c1",
        cleared: "cleared",
        // The person's own words stay: the date and notes typed.
        date: "2024-06-03",
        notes: "Rainy day",
      }),
    ]);
    expect(sav[0]).toMatchObject({
      _id: typed.toId,
      kind: "transfer",
      counterpartId: typed.fromId,
      bankId: "s1",
      cleared: "cleared",
    });
    // Balances count the move once.
    expect(await balanceOf(t, savings)).toBe(30_000);
    expect(await balanceOf(t, checking)).toBe(-30_000 - 4_537);
  });

  test("a later sync finds the side by its bank id: still one row", async () => {
    const { t, as, checking, connectionId } = await typedThenLinked();
    await as.action(api.bankConnections.sync, { connectionId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await bankRows(t, checking)).toHaveLength(2);
  });

  test("a bank row of another amount or too many days away stays a row of its own", async () => {
    const { t, checking, typed } = await typedThenLinked(
      [
        tx("c1", "2024-06-04", "-299.00", "Transfer to Savings"),
        tx("c2", "2024-06-12", "-300.00", "Transfer to Savings"),
      ],
      [],
    );
    const chk = await bankRows(t, checking);
    expect(chk).toHaveLength(3);
    expect(chk.find((r) => r._id === typed.fromId)!.bankId).toBeUndefined();
    expect(chk.filter((r) => r.kind === "transfer")).toHaveLength(1);
  });

  test("a side that already has the bank's id takes no second copy", async () => {
    const { t, checking, typed } = await typedThenLinked(
      [
        tx("c1", "2024-06-04", "-300.00", "Transfer to Savings"),
        tx("c9", "2024-06-05", "-300.00", "Transfer to Savings"),
      ],
      [],
    );
    const chk = await bankRows(t, checking);
    expect(chk).toHaveLength(2);
    expect(chk.find((r) => r._id === typed.fromId)!.bankId).toBe("c1");
    expect(chk.find((r) => r.bankId === "c9")).toMatchObject({ kind: "expense" });
  });
});

describe("an import attaches to a typed transfer", () => {
  async function typed() {
    const { t, as } = await withBank([]);
    const checking = await makeAccount(as, "USD");
    const savings = await makeAccount(as, "USD");
    const ids = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: checking,
      toAccountId: savings,
      amount: 30_000,
      date: "2024-06-03",
    });
    return { t, as, checking, savings, ids };
  }
  const statement = [
    { key: "f1", date: "2024-06-05", amount: 30_000, payee: "From checking", category: "income" },
    { key: "f2", date: "2024-06-08", amount: 120, payee: "Interest", category: "income" },
  ];

  test("the statement's copy becomes the side (its key, cleared from OFX); the rest is added", async () => {
    const { t, as, savings, ids } = await typed();
    const { written } = await importStatement(as, savings, "ofx", statement);
    expect(written).toEqual({ added: 1, skipped: 1 });
    const rows = await bankRows(t, savings);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r._id === ids.toId)).toMatchObject({
      kind: "transfer",
      counterpartId: ids.fromId,
      importKey: "f1",
      cleared: "cleared",
    });
    expect(rows.find((r) => r.importKey === "f2")).toMatchObject({ kind: "income" });
    expect(await balanceOf(t, savings)).toBe(30_120);
  });

  test("the same statement imported again adds nothing; undoing the import keeps the typed transfer", async () => {
    const { t, as, savings, ids } = await typed();
    const { importId } = await importStatement(as, savings, "ofx", statement);
    const again = await importStatement(as, savings, "ofx", statement);
    expect(again.written).toEqual({ added: 0, skipped: 2 });
    await as.mutation(api.imports.undo, { importId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const rows = await bankRows(t, savings);
    expect(rows.map((r) => r._id)).toEqual([ids.toId]);
  });

  test("a CSV's copy attaches too but leaves the side's cleared state as it was", async () => {
    const { t, as, savings, ids } = await typed();
    await importStatement(as, savings, "csv", statement.slice(0, 1));
    const [side] = await bankRows(t, savings);
    expect(side).toMatchObject({ _id: ids.toId, importKey: "f1" });
    expect(side.cleared).toBeUndefined();
  });

  test("a copy with the other sign is not the side: money out of savings is its own row", async () => {
    const { t, as, savings } = await typed();
    await importStatement(as, savings, "ofx", [
      { key: "f1", date: "2024-06-04", amount: -30_000, payee: "To checking", category: "other" },
    ]);
    expect(await bankRows(t, savings)).toHaveLength(2);
  });
});
