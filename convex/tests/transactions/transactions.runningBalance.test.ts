/**
 * The register's running balance (transactions.list with runningBalance): the server works
 * it out per page from the account balance and the later months' rollups, so it must equal a
 * running balance summed over the whole history, for every page, in both orders, with a date
 * range, across splits, transfers and same-day rows.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  balanceOf,
  type Caller,
  expectCode,
  expense,
  makeAccount,
  signedIn,
  signIn,
  type TestConvex,
} from "../../testing/helpers.testkit";

const INITIAL = 100_000;

async function setup() {
  const { t, as } = await signedIn();
  const accountId = await makeAccount(as, "USD", INITIAL);
  const savings = await makeAccount(as);
  const dates = ["2024-01-03", "2024-01-03", "2024-01-20", "2024-02-01", "2024-02-28"];
  dates.push("2024-03-05", "2024-03-05", "2024-03-05", "2024-04-30", "2024-06-01");
  for (const [i, date] of dates.entries()) {
    if (i % 4 === 1) {
      await as.mutation(api.transactions.create, {
        accountId,
        kind: "income",
        amount: 5_000 + i,
        date,
        category: "income",
      });
    } else if (i % 4 === 2) {
      await as.mutation(api.transactions.createTransfer, {
        fromAccountId: i % 8 === 2 ? accountId : savings,
        toAccountId: i % 8 === 2 ? savings : accountId,
        amount: 700 + i,
        date,
      });
    } else if (i % 4 === 3) {
      const splits = [
        { category: "food" as const, amount: 600 },
        { category: "shopping" as const, amount: 400 + i },
      ];
      await as.mutation(api.transactions.create, expense(accountId, 1_000 + i, { date, splits }));
    } else {
      await as.mutation(api.transactions.create, expense(accountId, 300 + i, { date }));
    }
  }
  return { t, as, accountId };
}

/** Every row of the account with the balance after it, summed from the start: the oracle. */
async function bruteForce(t: TestConvex, accountId: Id<"accounts">) {
  const rows = await t.run((ctx) =>
    ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
      .collect(),
  );
  let balance = INITIAL;
  return new Map(rows.map((tx) => [tx._id as string, (balance += tx.amount)]));
}

async function pages(as: Caller, args: Record<string, unknown>, numItems = 3) {
  const rows: { _id: string; date: string; balance?: number }[] = [];
  let cursor: string | null = null;
  for (;;) {
    const result: { page: typeof rows; isDone: boolean; continueCursor: string } = await as.query(
      api.transactions.list,
      { ...(args as { accountId: Id<"accounts"> }), paginationOpts: { numItems, cursor } },
    );
    rows.push(...result.page);
    if (result.isDone) return rows;
    cursor = result.continueCursor;
  }
}

describe("transactions.list running balance", () => {
  test("every page matches the balance summed over the whole history, newest and oldest first", async () => {
    const { t, as, accountId } = await setup();
    const expected = await bruteForce(t, accountId);
    for (const order of ["desc", "asc"] as const) {
      for (const numItems of [1, 3, 4, 50]) {
        const rows = await pages(as, { accountId, order, runningBalance: true }, numItems);
        expect(rows).toHaveLength(expected.size);
        for (const row of rows) expect(row.balance).toBe(expected.get(row._id));
      }
    }
    // The newest row's balance is the account's.
    const [newest] = await pages(as, { accountId, runningBalance: true }, 1);
    expect(newest.balance).toBe(await balanceOf(t, accountId));
  });

  test("a date range keeps the balance right; filters that leave gaps drop it", async () => {
    const { t, as, accountId } = await setup();
    const expected = await bruteForce(t, accountId);
    const range = { dateFrom: "2024-01-10", dateTo: "2024-03-05" };
    for (const order of ["desc", "asc"] as const) {
      const rows = await pages(as, { accountId, order, runningBalance: true, ...range }, 2);
      expect(rows.length).toBeGreaterThan(3);
      for (const row of rows) expect(row.balance).toBe(expected.get(row._id));
    }
    for (const filter of [{ category: "food" }, { notes: "x" }, { minAmount: 1 }, { tag: "t" }]) {
      const rows = await pages(as, { accountId, runningBalance: true, ...filter }, 50);
      expect(rows.every((row) => row.balance === undefined)).toBe(true);
    }
    // Not asked for: not worked out.
    const plain = await pages(as, { accountId }, 50);
    expect(plain.every((row) => row.balance === undefined)).toBe(true);
  });

  test("follows edits and deletions live", async () => {
    const { t, as, accountId } = await setup();
    const [oldest] = await pages(as, { accountId, order: "asc" }, 1);
    await as.mutation(api.transactions.remove, { id: oldest._id as Id<"transactions"> });
    const expected = await bruteForce(t, accountId);
    const rows = await pages(as, { accountId, runningBalance: true }, 4);
    for (const row of rows) expect(row.balance).toBe(expected.get(row._id));
  });

  test("another user cannot read the register (NOT_FOUND)", async () => {
    const { t, accountId } = await setup();
    const { as: other } = await signIn(t, "b@example.com");
    await expectCode(
      other.query(api.transactions.list, {
        accountId,
        runningBalance: true,
        paginationOpts: { numItems: 10, cursor: null },
      }),
      "NOT_FOUND",
    );
  });
});
