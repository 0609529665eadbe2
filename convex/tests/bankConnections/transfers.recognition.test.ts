/**
 * Transfers recognised across accounts: two rows of the person's accounts that mirror each
 * other (a bank sync, an import, a typed entry) become one transfer as createTransfer writes
 * it; unpair turns them back and the refusal is remembered; reports and the advisor never
 * count a transfer as income or spending. Bank rows and OFX rows arrive cleared.
 */
import { describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  bankRows,
  connectAndLink,
  tx,
  type FakeAccount,
  type FakeTx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import {
  expectCode,
  makeAccount,
  signIn,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { recognizeTransfers } from "../../model/ledger/pairing";
import { recurringSeries } from "../../model/advisor/series";
import "../../testing/setup.testkit";
import { importStatement } from "../../testing/imports.testkit";

useBankTime();

function account(id: string, name: string, transactions: FakeTx[]): FakeAccount {
  return { id, name, currency: "USD", balance: "1000.00", transactions };
}

/** Three months of a salary and a monthly move to savings, as a real bank shows them. */
function checkingRows(): FakeTx[] {
  return [
    tx("c1", "2024-04-01", "2500.00", "Northwind Payroll"),
    tx("c2", "2024-04-03", "-300.00", "Transfer to Savings"),
    tx("c3", "2024-05-01", "2500.00", "Northwind Payroll"),
    tx("c4", "2024-05-03", "-300.00", "Transfer to Savings"),
    tx("c5", "2024-06-01", "2500.00", "Northwind Payroll"),
    tx("c6", "2024-06-03", "-300.00", "Transfer to Savings"),
    tx("c7", "2024-06-10", "-45.37", "Green Basket Market"),
  ];
}

function savingsRows(): FakeTx[] {
  return [
    tx("s1", "2024-04-04", "300.00", "Transfer from Checking"),
    tx("s2", "2024-05-03", "300.00", "Transfer from Checking"),
    tx("s3", "2024-06-05", "300.00", "Transfer from Checking"),
  ];
}

/** Links the bank's second account to a new savings account and lets its sync run. */
async function linkSecond(t: TestConvex, as: Caller, connectionId: Id<"bankConnections">) {
  const accountId = await as.mutation(api.bankConnections.link, {
    connectionId,
    externalId: "sav",
    create: { name: "Savings", type: "bank" },
  });
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  return accountId;
}

async function bothLinked(chk = checkingRows(), sav = savingsRows()) {
  const { t, as, userId, bank } = await withBank([
    account("chk", "Checking", chk),
    account("sav", "Savings", sav),
  ]);
  const { connectionId, accountId: checking } = await connectAndLink(t, as);
  const savings = await linkSecond(t, as, connectionId);
  return { t, as, userId, bank, connectionId, checking, savings };
}

const byBankId = (rows: Awaited<ReturnType<typeof bankRows>>) =>
  new Map(rows.map((r) => [r.bankId, r]));

async function listed(as: Caller, accountId: Id<"accounts">) {
  const page = await as.query(api.transactions.list, {
    accountId,
    paginationOpts: { cursor: null, numItems: 50 },
  });
  return page.page;
}

describe("a bank sync recognises transfers", () => {
  test("each mirrored pair becomes one transfer, as a typed one is listed; bank ids kept", async () => {
    const { t, as, checking, savings } = await bothLinked();
    const chk = byBankId(await bankRows(t, checking));
    const sav = byBankId(await bankRows(t, savings));
    for (const [out, inc] of [
      ["c2", "s1"],
      ["c4", "s2"],
      ["c6", "s3"],
    ]) {
      expect(chk.get(out)).toMatchObject({ kind: "transfer", counterpartId: sav.get(inc)!._id });
      expect(sav.get(inc)).toMatchObject({ kind: "transfer", counterpartId: chk.get(out)!._id });
    }
    expect(chk.get("c1")!.kind).toBe("income");
    expect(chk.get("c7")!.kind).toBe("expense");
    // The list shows a recognised pair exactly as it shows a typed transfer.
    const typed = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: checking,
      toAccountId: savings,
      amount: 5_000,
      date: "2024-06-14",
    });
    const rows = await listed(as, checking);
    const shape = (id: Id<"transactions">) => {
      const row = rows.find((r) => r._id === id)!;
      return { kind: row.kind, counterpartAccountId: row.counterpartAccountId };
    };
    expect(shape(chk.get("c6")!._id)).toEqual(shape(typed.fromId));
  });

  test("bank rows arrive cleared, a pending one does not", async () => {
    const pending = tx("p1", "2024-06-15", "-5.75", "Morning Brew", { pending: true, posted: 0 });
    const { t, checking } = await bothLinked([...checkingRows(), pending]);
    const chk = byBankId(await bankRows(t, checking));
    expect(chk.get("c7")!.cleared).toBe("cleared");
    expect(chk.get("c6")!.cleared).toBe("cleared");
    expect(chk.get("p1")!.cleared).toBeUndefined();
  });

  test("rows that do not mirror are never paired: another amount, too many days apart", async () => {
    const { t, checking, savings } = await bothLinked(
      [tx("c1", "2024-06-03", "-300.00", "Transfer to Savings")],
      [
        tx("s1", "2024-06-03", "299.00", "Transfer from Checking"),
        tx("s2", "2024-06-12", "300.00", "Transfer from Checking"),
      ],
    );
    const rows = [...(await bankRows(t, checking)), ...(await bankRows(t, savings))];
    expect(rows.every((r) => r.kind !== "transfer" && r.counterpartId === undefined)).toBe(true);
  });

  test("two candidates competing for one row leave all three alone", async () => {
    const { t, checking, savings } = await bothLinked(
      [
        tx("c1", "2024-06-03", "-300.00", "Transfer to Savings"),
        tx("c2", "2024-06-04", "-300.00", "Oakview Deposit"),
      ],
      [tx("s1", "2024-06-04", "300.00", "Transfer from Checking")],
    );
    const rows = [...(await bankRows(t, checking)), ...(await bankRows(t, savings))];
    expect(rows.filter((r) => r.kind === "transfer")).toHaveLength(0);
  });
});

describe("unpair", () => {
  test("turns a recognised pair back into two ordinary rows, not paired again later", async () => {
    const { t, as, userId, connectionId, checking, savings } = await bothLinked();
    const sav = byBankId(await bankRows(t, savings));
    await as.mutation(api.transactions.unpair, { id: sav.get("s3")!._id });
    const after = async () => ({
      chk: byBankId(await bankRows(t, checking)).get("c6")!,
      sav: byBankId(await bankRows(t, savings)).get("s3")!,
    });
    const once = await after();
    expect(once.chk).toMatchObject({ kind: "expense", bankId: "c6" });
    expect(once.sav).toMatchObject({ kind: "income", bankId: "s3" });
    expect(once.chk.counterpartId).toBeUndefined();
    expect(once.sav.counterpartId).toBeUndefined();
    await as.action(api.bankConnections.sync, { connectionId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    // The rows arriving again (a sync, an import) meet the remembered refusal.
    await t.run((ctx) => recognizeTransfers(ctx, userId, [once.chk._id, once.sav._id]));
    const later = await after();
    expect([later.chk.kind, later.sav.kind]).toEqual(["expense", "income"]);
    // The others stay transfers.
    expect(byBankId(await bankRows(t, checking)).get("c4")!.kind).toBe("transfer");
  });

  test("the person pairs the two rows again by hand", async () => {
    const { t, as, checking, savings } = await bothLinked();
    const sav = byBankId(await bankRows(t, savings));
    const chk = byBankId(await bankRows(t, checking));
    await as.mutation(api.transactions.unpair, { id: chk.get("c6")!._id });
    // The register offers the mirrored row of the other account, refusal or not.
    const offered = await as.query(api.transactions.pairCandidates, { id: chk.get("c6")!._id });
    expect(offered.map((r) => r._id)).toEqual([sav.get("s3")!._id]);
    await as.mutation(api.transactions.pair, { a: sav.get("s3")!._id, b: chk.get("c6")!._id });
    expect(await as.query(api.transactions.pairCandidates, { id: chk.get("c6")!._id })).toEqual([]);
    const back = byBankId(await bankRows(t, checking)).get("c6")!;
    expect(back).toMatchObject({ kind: "transfer", counterpartId: sav.get("s3")!._id });
  });

  test("pairing two rows that do not mirror is refused with TRANSFER_MISMATCH", async () => {
    const { t, as, checking, savings } = await bothLinked();
    const chk = byBankId(await bankRows(t, checking));
    const sav = byBankId(await bankRows(t, savings));
    await as.mutation(api.transactions.unpair, { id: chk.get("c6")!._id });
    await expectCode(
      as.mutation(api.transactions.pair, { a: chk.get("c7")!._id, b: sav.get("s3")!._id }),
      "TRANSFER_MISMATCH",
    );
    await expectCode(
      as.mutation(api.transactions.pair, { a: chk.get("c1")!._id, b: sav.get("s3")!._id }),
      "TRANSFER_MISMATCH",
    );
  });

  test("another person can neither unpair nor pair the rows", async () => {
    const { t, as, checking, savings } = await bothLinked();
    const chk = byBankId(await bankRows(t, checking));
    const sav = byBankId(await bankRows(t, savings));
    await as.mutation(api.transactions.unpair, { id: chk.get("c4")!._id });
    const other = await signIn(t, "b@example.com");
    await expectCode(
      other.as.mutation(api.transactions.unpair, { id: chk.get("c6")!._id }),
      "NOT_FOUND",
    );
    await expectCode(
      other.as.mutation(api.transactions.pair, { a: chk.get("c4")!._id, b: sav.get("s2")!._id }),
      "NOT_FOUND",
    );
    expect(byBankId(await bankRows(t, checking)).get("c6")!.kind).toBe("transfer");
    expect(byBankId(await bankRows(t, checking)).get("c4")!.kind).toBe("expense");
  });
});

describe("an import recognises transfers", () => {
  test("a statement imported into savings pairs with the synced checking rows; OFX rows are cleared", async () => {
    const { t, as } = await withBank([account("chk", "Checking", checkingRows())]);
    const { accountId: checking } = await connectAndLink(t, as);
    const savings = await makeAccount(as, "USD");
    await importStatement(as, savings, "ofx", [
      { key: "f1", date: "2024-06-04", amount: 30_000, payee: "From checking", category: "income" },
      { key: "f2", date: "2024-06-08", amount: 120, payee: "Interest", category: "income" },
    ]);
    const imported = await bankRows(t, savings);
    const move = imported.find((r) => r.importKey === "f1")!;
    const c6 = byBankId(await bankRows(t, checking)).get("c6")!;
    expect(move).toMatchObject({ kind: "transfer", counterpartId: c6._id, cleared: "cleared" });
    expect(c6).toMatchObject({ kind: "transfer", counterpartId: move._id, bankId: "c6" });
    expect(imported.find((r) => r.importKey === "f2")).toMatchObject({ kind: "income" });
  });

  test("CSV rows keep the uncleared state", async () => {
    const { t, as } = await withBank([account("chk", "Checking", [])]);
    await connectAndLink(t, as);
    const savings = await makeAccount(as, "USD");
    await importStatement(as, savings, "csv", [
      { key: "k1", date: "2024-06-04", amount: 120, payee: "Interest", category: "income" },
    ]);
    expect((await bankRows(t, savings))[0].cleared).toBeUndefined();
  });

  test("a pair across currencies with the person's rate: the incoming side keeps the rate", async () => {
    const { t, as } = await withBank([account("chk", "Checking", checkingRows())]);
    const { accountId: checking } = await connectAndLink(t, as);
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "EUR", rate: 0.92 });
    const euros = await makeAccount(as, "EUR");
    // The bank's rate that day was a little better than the one stored.
    await importStatement(as, euros, "ofx", [
      { key: "e1", date: "2024-06-04", amount: 27_900, payee: "Transfer in", category: "income" },
    ]);
    const [row] = await bankRows(t, euros);
    const c6 = byBankId(await bankRows(t, checking)).get("c6")!;
    expect(row).toMatchObject({ kind: "transfer", counterpartId: c6._id, amount: 27_900 });
    expect(row.original).toEqual({ amount: 30_000, currency: "USD", rate: 0.93 });
    expect(c6.counterpartId).toBe(row._id);
  });

  test("without a rate, rows in two currencies are never paired", async () => {
    const { t, as } = await withBank([account("chk", "Checking", checkingRows())]);
    await connectAndLink(t, as);
    const euros = await makeAccount(as, "EUR");
    await importStatement(as, euros, "ofx", [
      { key: "e1", date: "2024-06-04", amount: 30_000, payee: "Transfer in", category: "income" },
    ]);
    expect((await bankRows(t, euros))[0].kind).toBe("income");
  });
});

describe("typed rows", () => {
  test("a typed income mirroring a bank row in another account becomes its transfer", async () => {
    const { t, as } = await withBank([account("chk", "Checking", checkingRows())]);
    const { accountId: checking } = await connectAndLink(t, as);
    const savings = await makeAccount(as, "USD");
    const id = await as.mutation(api.transactions.create, {
      accountId: savings,
      kind: "income",
      amount: 30_000,
      date: "2024-06-03",
      category: "income",
    });
    const c6 = byBankId(await bankRows(t, checking)).get("c6")!;
    expect(c6).toMatchObject({ kind: "transfer", counterpartId: id });
  });
});

describe("transfers are never income or spending", () => {
  test("reports count only the salary and the groceries once the transfers are recognised", async () => {
    const { as } = await bothLinked();
    const flows = await as.query(api.reports.incomeVsExpenses, { from: "2024-04", to: "2024-06" });
    expect(flows.totals.income).toBe(750_000);
    expect(flows.totals.expense).toBe(4_537);
    const spending = await as.query(api.reports.spendingByCategory, {
      from: "2024-04",
      to: "2024-06",
    });
    expect(spending.total).toBe(4_537);
  });

  test("the advisor finds the salary as recurring, never the monthly transfer", async () => {
    const { t, userId } = await bothLinked();
    const series = await t.run(async (ctx) => {
      const accounts = await ctx.db
        .query("accounts")
        .withIndex("by_user", (q) => q.eq("userId", userId))
        .collect();
      return await recurringSeries({ db: ctx.db, ledgerKey: userId }, accounts, [], "2024-06-15");
    });
    expect(series.map((s) => s.name)).toEqual(["Northwind Payroll"]);
  });
});
