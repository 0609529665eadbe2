/**
 * Every bank row goes through the ledger's date and amount rules, like a typed one: a row
 * that fails them is skipped and counted on the connection's card, and the rest of the sync
 * (and every later one) goes on.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { toRows } from "../../model/bankConnections/rows";
import {
  bankRows,
  connectAndLink,
  fakeBank,
  tx,
  useBankTime,
  type FakeTx,
} from "../../testing/bankConnections.testkit";
import { newTest, signIn } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

useBankTime();

const NOW = Date.parse("2024-06-15T18:00:00Z");
const good = () => [
  tx("g1", "2024-06-10", "-45.37", "Green Basket Market"),
  tx("g2", "2024-06-12", "-4.50", "Morning Brew"),
];
const checking = (transactions: FakeTx[]) => ({
  id: "chk",
  name: "Checking",
  currency: "USD",
  balance: "100.00",
  transactions,
});

describe("feed rows meet the ledger's rules", () => {
  test("far-future dates, year 10000, a date in milliseconds and exponent amounts are skipped", () => {
    const bad: FakeTx[] = [
      { ...tx("d1", "2024-06-11", "-1.00", "Far"), posted: Date.parse("9999-12-31") / 1000 },
      { ...tx("d2", "2024-06-11", "-1.00", "Beyond"), posted: Date.parse("+010000-01-01") / 1000 },
      { ...tx("d3", "2024-06-11", "-1.00", "Millis"), posted: Date.parse("2024-06-11") },
      tx("a1", "2024-06-11", "1e5", "Exponent"),
      tx("a2", "2024-06-11", "-1E2", "Exponent"),
      tx("a3", "2024-06-11", "99999999999999999.00", "Past the cap"),
      tx("a4", "2024-06-11", "12,50", "Comma"),
    ];
    const { rows, skipped } = toRows(
      [...good(), ...bad].map((t) => ({ ...t, pending: false })),
      "USD",
      NOW,
    );
    expect(rows.map((r) => r.id)).toEqual(["g1", "g2"]);
    expect(skipped).toBe(bad.length);
  });

  test("zero-width characters are cleaned out of bank payees", () => {
    const { rows } = toRows(
      [{ ...tx("z", "2024-06-10", "-1.00", "Net\u200bfl\u2060ix\ufeff\u200e"), pending: false }],
      "USD",
      NOW,
    );
    expect(rows[0].payee).toBe("Netflix");
  });
});

describe("one bad row does not stop the sync", () => {
  test("bad rows are skipped and counted on the card; the rest and later syncs go on", async () => {
    const t = newTest();
    const { as } = await signIn(t, "a@example.com");
    const bank = fakeBank([
      checking([
        ...good(),
        { ...tx("ms", "2024-06-11", "-1.00", "Millis"), posted: Date.parse("2024-06-11") },
        tx("big", "2024-06-11", "-99999999999999999.00", "Past the cap"),
      ]),
    ]);
    const { connectionId, accountId } = await connectAndLink(t, as);
    expect((await bankRows(t, accountId)).map((r) => r.bankId).sort()).toEqual(["g1", "g2"]);
    let [card] = await as.query(api.bankConnections.list, {});
    expect(card).toMatchObject({ status: "ok", skippedRows: 2 });
    bank.accounts[0].transactions.push(tx("g3", "2024-06-14", "-20.00", "Speedy Fuel"));
    expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({ added: 1 });
    [card] = await as.query(api.bankConnections.list, {});
    expect(card).toMatchObject({ status: "ok", skippedRows: 2 });
    bank.accounts[0].transactions = good();
    await as.action(api.bankConnections.sync, { connectionId });
    [card] = await as.query(api.bankConnections.list, {});
    expect(card.skippedRows).toBe(0);
  });

  test("a row the ledger refuses (totals past the cap) is skipped, not the whole chunk", async () => {
    const t = newTest();
    const { as } = await signIn(t, "a@example.com");
    // Each row is within the cap; together they push the month's totals past it.
    const huge = "-9000000000000.00";
    fakeBank([
      checking([
        tx("h1", "2024-06-10", huge, "Huge one"),
        tx("h2", "2024-06-11", huge, "Huge two"),
        ...good(),
      ]),
    ]);
    const { accountId } = await connectAndLink(t, as);
    const ids = (await bankRows(t, accountId)).map((r) => r.bankId).sort();
    expect(ids).toEqual(["g1", "g2", "h1"]);
    const [card] = await as.query(api.bankConnections.list, {});
    expect(card).toMatchObject({ status: "ok", skippedRows: 1 });
  });

  test("a few days dense with rows are matched within Convex's read limits", async () => {
    // Tighter limits stand for Convex's 32,000: the days around the new rows hold more rows
    // than one mutation may read.
    const t = newTest({ documentsRead: 1_500 });
    const { as, userId } = await signIn(t, "a@example.com");
    const bank = fakeBank([checking(good())]);
    const { connectionId, accountId } = await connectAndLink(t, as);
    await t.run(async (ctx) => {
      for (let i = 0; i < 2_000; i++) {
        await ctx.db.insert("transactions", {
          userId,
          accountId,
          date: `2024-06-1${i % 4}`,
          kind: "expense",
          amount: -(100_000 + i),
          category: "food",
        });
      }
    });
    bank.accounts[0].transactions.push(tx("g3", "2024-06-13", "-20.00", "Speedy Fuel"));
    expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({ added: 1 });
  });
});
