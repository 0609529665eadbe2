/**
 * Text search honours the ledger's date order on one account and across accounts, pages
 * without gaps or repeats, and stays bounded: at most SEARCH_LIMIT matches are listed, and
 * searchIsPartial says when there were more.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { SEARCH_LIMIT } from "../../shared/domain";
import { searchTextOf } from "../../model/transactions/extras";
import {
  type Caller,
  expectCode,
  expense,
  makeAccount,
  newTest,
  setupWithAccount,
  signIn,
} from "../../testing/helpers.testkit";

type Opts = { order?: "asc" | "desc"; category?: "food" | "travel"; dateFrom?: string };

/** Entered out of date order, so relevance or insertion order cannot pass for date order. */
async function seed() {
  const { t, as, accountId } = await setupWithAccount();
  const other = await makeAccount(as, "EUR");
  const rows: [Id<"accounts">, string, string, "food" | "travel"][] = [
    [accountId, "2024-03-05", "Coffee beans", "food"],
    [other, "2024-01-20", "coffee coffee coffee", "food"],
    [accountId, "2024-05-01", "Coffee with Ana", "travel"],
    [accountId, "2024-02-14", "Tea", "food"],
    [other, "2024-04-11", "Airport coffee", "travel"],
    [accountId, "2024-01-02", "Coffee", "food"],
  ];
  for (const [id, date, notes, category] of rows) {
    await as.mutation(api.transactions.create, expense(id, 100, { date, notes, category }));
  }
  return { t, as, accountId };
}

async function datesOf(as: Caller, accountId: Id<"accounts"> | null, opts: Opts = {}) {
  const paginationOpts = { numItems: 50, cursor: null };
  const args = { notes: "coffee", ...opts, paginationOpts };
  const result =
    accountId === null
      ? await as.query(api.transactions.listAll, args)
      : await as.query(api.transactions.list, { accountId, ...args });
  return result.page.map((tx) => tx.date);
}

describe("text search in date order", () => {
  test("one account's matches are listed newest first, or oldest first when asked", async () => {
    const { as, accountId } = await seed();
    expect(await datesOf(as, accountId)).toEqual(["2024-05-01", "2024-03-05", "2024-01-02"]);
    expect(await datesOf(as, accountId, { order: "asc" })).toEqual([
      "2024-01-02",
      "2024-03-05",
      "2024-05-01",
    ]);
    expect(await datesOf(as, accountId, { category: "food", order: "asc" })).toEqual([
      "2024-01-02",
      "2024-03-05",
    ]);
  });

  test("across accounts the matches follow the chosen order too", async () => {
    const { as } = await seed();
    const newest = ["2024-05-01", "2024-04-11", "2024-03-05", "2024-01-20", "2024-01-02"];
    expect(await datesOf(as, null)).toEqual(newest);
    expect(await datesOf(as, null, { order: "asc" })).toEqual([...newest].reverse());
    expect(await datesOf(as, null, { dateFrom: "2024-02-01", order: "asc" })).toEqual([
      "2024-03-05",
      "2024-04-11",
      "2024-05-01",
    ]);
  });

  test("pages follow the cursor in date order without gaps or repeats", async () => {
    const { as } = await seed();
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const res: { page: { date: string }[]; isDone: boolean; continueCursor: string } =
        await as.query(api.transactions.listAll, {
          notes: "coffee",
          order: "asc",
          paginationOpts: { numItems: 2, cursor },
        });
      seen.push(...res.page.map((tx) => tx.date));
      if (res.isDone) break;
      cursor = res.continueCursor;
    }
    expect(seen).toEqual(["2024-01-02", "2024-01-20", "2024-03-05", "2024-04-11", "2024-05-01"]);
    await expectCode(
      as.query(api.transactions.listAll, {
        notes: "coffee",
        paginationOpts: { numItems: 2, cursor: "search:-1" },
      }),
      "INVALID_ARGUMENT",
    );
  });

  test("another user neither finds these rows nor learns about the account", async () => {
    const { t, accountId } = await seed();
    const other = (await signIn(t, "b@example.com")).as;
    expect(await datesOf(other, null)).toEqual([]);
    await expectCode(datesOf(other, accountId), "NOT_FOUND");
    await expectCode(
      other.query(api.transactions.searchIsPartial, { accountId, notes: "coffee" }),
      "NOT_FOUND",
    );
  });

  test(
    `more than ${SEARCH_LIMIT} matches: the list stays bounded and sorted, and says it is partial`,
    { timeout: 60_000 },
    async () => {
      // The bound plus the session, user, accounts and the page's own lookups.
      const t = newTest({ documentsRead: SEARCH_LIMIT + 1 + 60 });
      const { as, userId } = await signIn(t, "big@example.com");
      const accountId = await makeAccount(as);
      await t.run(async (ctx) => {
        for (let i = 0; i < SEARCH_LIMIT + 100; i += 1) {
          const day = String((i % 28) + 1).padStart(2, "0");
          const row = { date: `2023-${String((i % 12) + 1).padStart(2, "0")}-${day}` };
          const notes = `Coffee ${i}`;
          await ctx.db.insert("transactions", {
            userId,
            accountId,
            kind: "expense",
            amount: -100,
            category: "food",
            ...row,
            notes,
            searchText: searchTextOf({ notes }),
          });
        }
      });
      const page = await as.query(api.transactions.list, {
        accountId,
        notes: "coffee",
        paginationOpts: { numItems: 50, cursor: null },
      });
      expect(page.page).toHaveLength(50);
      const dates = page.page.map((tx) => tx.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(await as.query(api.transactions.searchIsPartial, { notes: "coffee" })).toBe(true);
      expect(await as.query(api.transactions.searchIsPartial, { accountId, notes: "coffee" })).toBe(
        true,
      );
      expect(await as.query(api.transactions.searchIsPartial, { notes: "tea" })).toBe(false);
      // Paging to the end lists exactly the bounded set, each row once.
      const ids = new Set<string>();
      let cursor: string | null = null;
      for (;;) {
        const next: { page: { _id: string }[]; isDone: boolean; continueCursor: string } =
          await as.query(api.transactions.listAll, {
            notes: "coffee",
            paginationOpts: { numItems: 100, cursor },
          });
        for (const tx of next.page) ids.add(tx._id);
        if (next.isDone) break;
        cursor = next.continueCursor;
      }
      expect(ids.size).toBe(SEARCH_LIMIT);
    },
  );
});
