/**
 * The cap on one search (Convex returns at most 1,024 matches, the list shows SEARCH_LIMIT)
 * decides neither what a bulk change reaches nor what a date range finds: both walk the
 * matches month by month (model/transactions/searchWalk.ts).
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { postEntries } from "../../model/ledger/batch";
import { SEARCH_LIMIT } from "../../shared/domain";
import { setupWithAccount } from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

const MATCHES = 1_105;

type Setup = Awaited<ReturnType<typeof setupWithAccount>>;

/** Posts rows in chunks of 500 (one mutation each, as an import would). */
async function post(setup: Setup, rows: { date: string; payee: string }[]) {
  const { t, userId, accountId } = setup;
  for (let start = 0; start < rows.length; start += 500) {
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      const entries = rows.slice(start, start + 500).map((row, i) => ({
        userId,
        accountId,
        ...row,
        kind: "expense" as const,
        amount: -(100 + start + i),
        category: "other" as const,
      }));
      await postEntries(ctx, account, entries);
    });
  }
}

const day = (i: number) => String(1 + (i % 28)).padStart(2, "0");

/** 1,105 coffee rows: 1,050 of them in March 2026 (more than one search returns), the rest
 * spread over the months before; and some rows that do not match. */
async function manyMatches() {
  const setup = await setupWithAccount();
  const rows = Array.from({ length: MATCHES }, (_, i) => ({
    date:
      i < 1_050 ? `2026-03-${day(i)}` : `2025-${String(1 + (i % 12)).padStart(2, "0")}-${day(i)}`,
    payee: `Corner Coffee ${i % 7}`,
  }));
  const others = Array.from({ length: 40 }, (_, i) => ({
    date: `2026-02-${day(i)}`,
    payee: "Bakery",
  }));
  await post(setup, [...rows, ...others]);
  return setup;
}

async function untilDone(step: (cursor: string | null) => Promise<{ cursor: string | null }>) {
  let cursor: string | null = null;
  do cursor = (await step(cursor)).cursor;
  while (cursor !== null);
}

async function payees(setup: Setup) {
  return await setup.t.run(async (ctx) => {
    const rows = await ctx.db
      .query("transactions")
      .withIndex("by_account_date", (q) => q.eq("accountId", setup.accountId))
      .collect();
    return rows.map((tx) => tx.payee);
  });
}

test(
  `"select all matching" a word found in ${MATCHES} rows changes all ${MATCHES}, in batches`,
  { timeout: 120_000 },
  async () => {
    const setup = await manyMatches();
    const { t, as, accountId } = setup;
    await untilDone((cursor) =>
      as.mutation(api.bulk.editMatching, { accountId, notes: "coffee", cursor, payee: "Café" }),
    );
    const after = await payees(setup);
    expect(after.filter((p) => p === "Café")).toHaveLength(MATCHES);
    expect(after.filter((p) => p === "Bakery")).toHaveLength(40);
    await checkLedger(t);
  },
);

test(
  `re-categorising everything matching reaches rows past the first ${SEARCH_LIMIT}, inside a date range too`,
  { timeout: 120_000 },
  async () => {
    const setup = await manyMatches();
    const { t, as, accountId } = setup;
    await untilDone((cursor) =>
      as.mutation(api.bulk.recategorizeMatching, {
        accountId,
        notes: "coffee",
        dateFrom: "2026-03-01",
        dateTo: "2026-03-31",
        cursor,
        category: "food",
      }),
    );
    const march = await t.run(async (ctx) =>
      (
        await ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) =>
            q.eq("accountId", accountId).gte("date", "2026-03-01").lte("date", "2026-03-31"),
          )
          .collect()
      ).map((tx) => tx.category),
    );
    expect(march).toHaveLength(1_050);
    expect(march.every((c) => c === "food")).toBe(true);
    await checkLedger(t);
  },
);

async function allPages(
  fetch: (cursor: string | null) => Promise<{
    page: { _id: Id<"transactions">; date: string }[];
    isDone: boolean;
    continueCursor: string;
  }>,
) {
  const rows: { _id: Id<"transactions">; date: string }[] = [];
  let cursor: string | null = null;
  for (;;) {
    const next = await fetch(cursor);
    rows.push(...next.page);
    if (next.isDone) return rows;
    cursor = next.continueCursor;
  }
}

test(
  "a search limited to an old date range finds its old matches behind more than the cap of recent ones",
  { timeout: 120_000 },
  async () => {
    const setup = await setupWithAccount();
    const { as, accountId } = setup;
    const recent = Array.from({ length: MATCHES }, (_, i) => ({
      date: `2026-0${1 + (i % 9)}-${day(i)}`,
      payee: `Corner Coffee ${i % 7}`,
    }));
    const old = ["2022-11-03", "2023-01-15", "2023-02-01", "2023-06-30", "2023-10-09"].map(
      (date) => ({ date, payee: "Coffee beans" }),
    );
    await post(setup, [...old, ...recent]);

    // Up to three years ago, on the account and across all accounts.
    const mine = await allPages((cursor) =>
      as.query(api.transactions.list, {
        accountId,
        notes: "coffee",
        dateTo: "2023-11-29",
        paginationOpts: { numItems: 2, cursor },
      }),
    );
    expect(mine.map((tx) => tx.date)).toEqual([
      "2023-10-09",
      "2023-06-30",
      "2023-02-01",
      "2023-01-15",
      "2022-11-03",
    ]);
    const everywhere = await allPages((cursor) =>
      as.query(api.transactions.listAll, {
        notes: "coffee",
        dateFrom: "2023-01-01",
        dateTo: "2023-12-31",
        order: "asc",
        paginationOpts: { numItems: 10, cursor },
      }),
    );
    expect(everywhere.map((tx) => tx.date)).toEqual([
      "2023-01-15",
      "2023-02-01",
      "2023-06-30",
      "2023-10-09",
    ]);
  },
);

test("a walk over ten years of sparse matches goes on from where each call stopped", async () => {
  const setup = await setupWithAccount();
  const { as, accountId } = setup;
  const years = Array.from({ length: 11 }, (_, i) => 2016 + i);
  await post(
    setup,
    years.map((year) => ({ date: `${year}-06-15`, payee: "Coffee" })),
  );
  let calls = 0;
  await untilDone((cursor) => {
    calls += 1;
    return as.mutation(api.bulk.editMatching, { accountId, notes: "coffee", cursor, payee: "Tea" });
  });
  // 131 months, more than one call searches: the later calls start past the last month done.
  expect(calls).toBeGreaterThan(1);
  expect((await payees(setup)).filter((p) => p === "Tea")).toHaveLength(years.length);
  const listed = await allPages((cursor) =>
    as.query(api.transactions.list, {
      accountId,
      notes: "tea",
      dateFrom: "2016-01-01",
      order: "asc",
      paginationOpts: { numItems: 3, cursor },
    }),
  );
  expect(listed.map((tx) => tx.date)).toEqual(years.map((year) => `${year}-06-15`));
});
