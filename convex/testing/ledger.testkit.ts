/**
 * Ledger invariants recomputed from scratch, for tests: balances, rollups and transfer links
 * must always agree with the transactions themselves.
 */
import { expect } from "vitest";
import type { Doc } from "../_generated/dataModel";
import {
  addTotals,
  contributionOf,
  type RollupTotals,
  ZERO_TOTALS,
} from "../model/transactions/rollups";
import { monthKey } from "../shared/dates";
import { isCleared } from "../model/accounts/balances";
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
  const { accounts, txs, rows, tagRows } = await t.run(async (ctx) => ({
    accounts: await ctx.db.query("accounts").collect(),
    txs: await ctx.db.query("transactions").collect(),
    rows: await ctx.db.query("monthlyRollups").collect(),
    tagRows: await ctx.db.query("transactionTags").collect(),
  }));
  // Every tag of every transaction has exactly one row in transactionTags, with its date,
  // amount and account, and nothing else is there.
  const tagKey = (r: { transactionId: string; tag: string; date: string; amount: number }) =>
    `${r.transactionId}|${r.tag}|${r.date}|${r.amount}`;
  const expectedTags = txs.flatMap((tx) =>
    (tx.tags ?? []).map((tag) => tagKey({ ...tx, transactionId: tx._id, tag })),
  );
  expect(tagRows.map(tagKey).sort(), "tag rows").toEqual(expectedTags.sort());
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
