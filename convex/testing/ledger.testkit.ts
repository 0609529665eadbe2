/**
 * Ledger invariants recomputed from scratch, for tests: balances, rollups and transfer links
 * must always agree with the transactions themselves.
 */
import { expect } from "vitest";
import type { Doc } from "../_generated/dataModel";
import { addTotals, contributionOf, type RollupTotals, ZERO_TOTALS } from "../model/ledger/rollups";
import { monthKey } from "../shared/dates";
import { isCleared } from "../model/ledger/balances";
import { payeeKey } from "../shared/importing";
import type { TestConvex } from "./helpers.testkit";

function rollupKey(r: Pick<Doc<"monthlyRollups">, "accountId" | "month" | "category">): string {
  return `${r.accountId}|${r.month}|${r.category}`;
}

function expectedRollups(txs: Doc<"transactions">[]): Map<string, RollupTotals> {
  const map = new Map<string, RollupTotals>();
  for (const tx of txs) {
    // Recomputed independently of model/rollups' partsOf: a split counts each part in its own
    // category, and its parts must add up to the whole.
    const parts = tx.splits?.length ? tx.splits : [tx];
    expect(
      parts.reduce((s, p) => s + p.amount, 0),
      "split parts add up",
    ).toBe(tx.amount);
    for (const part of parts) {
      const key = rollupKey({ ...tx, category: part.category, month: monthKey(tx.date) });
      const add = contributionOf({ kind: tx.kind, amount: part.amount });
      map.set(key, addTotals(map.get(key) ?? ZERO_TOTALS, add));
    }
  }
  return map;
}

export async function checkLedger(t: TestConvex): Promise<void> {
  const { accounts, txs, rows, tagRows, splitRows, payees } = await t.run(async (ctx) => ({
    accounts: await ctx.db.query("accounts").collect(),
    txs: await ctx.db.query("transactions").collect(),
    rows: await ctx.db.query("monthlyRollups").collect(),
    tagRows: await ctx.db.query("transactionTags").collect(),
    splitRows: await ctx.db.query("splitCategories").collect(),
    payees: await ctx.db.query("payees").collect(),
  }));
  checkPayees(accounts, txs, payees);
  // Every tag of every transaction has exactly one row in transactionTags, with its date,
  // amount and account, and nothing else is there.
  const tagKey = (r: { transactionId: string; tag: string; date: string; amount: number }) =>
    `${r.transactionId}|${r.tag}|${r.date}|${r.amount}`;
  const expectedTags = txs.flatMap((tx) =>
    (tx.tags ?? []).map((tag) => tagKey({ ...tx, transactionId: tx._id, tag })),
  );
  expect(tagRows.map(tagKey).sort(), "tag rows").toEqual(expectedTags.sort());
  // Every split has one splitCategories row per distinct category of its parts, with its
  // user, account, date and amount; plain transactions have none.
  const splitKey = (r: Omit<Doc<"splitCategories">, "_id" | "_creationTime">) =>
    `${r.transactionId}|${r.userId}|${r.accountId}|${r.category}|${r.date}|${r.amount}`;
  const expectedSplits = txs.flatMap((tx) =>
    [...new Set((tx.splits ?? []).map((p) => p.category))].map((category) =>
      splitKey({ ...tx, transactionId: tx._id, category }),
    ),
  );
  expect(splitRows.map(splitKey).sort(), "split category rows").toEqual(expectedSplits.sort());
  const byId = new Map(txs.map((tx) => [tx._id, tx]));
  const accountIds = new Set(accounts.map((a) => a._id));
  for (const account of accounts) {
    const sum = txs
      .filter((tx) => tx.accountId === account._id)
      .reduce((s, tx) => s + tx.amount, 0);
    expect(account.balance, `balance of ${account.name}`).toBe(account.initialBalance + sum);
    const cleared = txs
      .filter((tx) => tx.accountId === account._id && isCleared(tx))
      .reduce((s, tx) => s + tx.amount, 0);
    expect(account.clearedTotal ?? 0, `cleared total of ${account.name}`).toBe(cleared);
  }
  for (const tx of txs) {
    expect(accountIds.has(tx.accountId), "transaction without account").toBe(true);
    if (tx.kind !== "transfer") {
      expect(tx.counterpartId).toBeUndefined();
      continue;
    }
    const other = tx.counterpartId === undefined ? undefined : byId.get(tx.counterpartId);
    expect(other?.counterpartId, "transfer link is two-way").toBe(tx._id);
    expect(Math.sign(other!.amount)).toBe(-Math.sign(tx.amount));
    expect(other!.date).toBe(tx.date);
  }
  const actual = new Map(
    rows.map((r) => {
      const { income, expense, transfersIn, transfersOut, count } = r;
      return [rollupKey(r), { income, expense, transfersIn, transfersOut, count }];
    }),
  );
  expect(rows.length, "one rollup row per key").toBe(actual.size);
  expect(actual).toEqual(expectedRollups(txs));
  for (const r of rows) {
    const account = accounts.find((a) => a._id === r.accountId);
    expect(r.currency).toBe(account?.currency);
  }
}

/**
 * Payee rows recomputed from the transactions: one per user and payee key, with its count,
 * category tally and totals per currency; every transaction of a payee spells it the same.
 */
function checkPayees(
  accounts: Doc<"accounts">[],
  txs: Doc<"transactions">[],
  payees: Doc<"payees">[],
): void {
  const currencyOf = new Map(accounts.map((a) => [a._id, a.currency]));
  const expected = new Map<string, { count: number; categories: object; totals: object }>();
  const spelling = new Map<string, string>();
  for (const tx of txs) {
    if (tx.kind === "transfer" || tx.payee === undefined) continue;
    const key = `${tx.userId}|${payeeKey(tx.payee)}`;
    expect(spelling.get(key) ?? tx.payee, "one spelling per payee").toBe(tx.payee);
    spelling.set(key, tx.payee);
    const row = expected.get(key) ?? { count: 0, categories: {}, totals: {} };
    const categories = row.categories as Record<string, number>;
    const totals = row.totals as Record<string, { income: number; expense: number }>;
    row.count += 1;
    categories[tx.category] = (categories[tx.category] ?? 0) + 1;
    const currency = currencyOf.get(tx.accountId) ?? "?";
    const total = (totals[currency] ??= { income: 0, expense: 0 });
    if (tx.amount > 0) total.income += tx.amount;
    else total.expense += tx.amount;
    expected.set(key, row);
  }
  const actual = new Map(
    payees.map((p) => [
      `${p.userId}|${p.key}`,
      {
        count: p.count,
        categories: Object.fromEntries(p.categories.map((c) => [c.category, c.count])),
        totals: Object.fromEntries(
          p.totals.map((t) => [t.currency, { income: t.income, expense: t.expense }]),
        ),
      },
    ]),
  );
  expect(payees.length, "one payee row per key").toBe(actual.size);
  for (const row of expected.values()) {
    const totals = row.totals as Record<string, { income: number; expense: number }>;
    for (const [currency, t] of Object.entries(totals)) {
      if (t.income === 0 && t.expense === 0) delete totals[currency];
    }
  }
  expect(actual, "payee rows").toEqual(expected);
  for (const p of payees) {
    const name = spelling.get(`${p.userId}|${p.key}`);
    if (name !== undefined) expect(p.name, "payee row spells it as its transactions").toBe(name);
  }
}
