/**
 * Scale of the all-accounts list: many transactions over two accounts in two currencies. A page
 * must read at most its size plus 50 documents (the session, the user, each account once), so
 * convex-test is held to exactly that and fails the query otherwise. Text search is the
 * exception, bounded by SEARCH_LIMIT instead (transactions.search.test.ts).
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { makeAccount, newTest, signIn } from "../../testing/helpers.testkit";
import { seedHistory } from "../../testing/seed.testkit";

const PER_ACCOUNT = 50_000;
const PAGE = 50;
const LIMITS = { documentsRead: PAGE + 50, bytesRead: 2 * 1024 * 1024 };

test(
  `${2 * PER_ACCOUNT} transactions over two accounts: an all-accounts page reads ≤ page + 50`,
  { timeout: 180_000 },
  async () => {
    const t = newTest(LIMITS);
    const { as, userId } = await signIn(t, "big@example.com");
    const usd = await makeAccount(as, "USD");
    const eur = await makeAccount(as, "EUR");
    await seedHistory(t, userId, usd, PER_ACCOUNT);
    await seedHistory(t, userId, eur, PER_ACCOUNT);
    const pageOf = (extra: Record<string, unknown>, numItems = PAGE) =>
      as.query(api.transactions.listAll, { paginationOpts: { numItems, cursor: null }, ...extra });

    const first = await pageOf({});
    expect(first.page).toHaveLength(PAGE);
    expect(new Set(first.page.map((tx) => tx.currency))).toEqual(new Set(["USD", "EUR"]));
    const next = await as.query(api.transactions.listAll, {
      paginationOpts: { numItems: PAGE, cursor: first.continueCursor },
    });
    expect(next.page[0].date <= first.page[PAGE - 1].date).toBe(true);

    const ranged = await pageOf({
      category: "travel",
      dateFrom: "2019-01-01",
      dateTo: "2019-12-31",
      order: "asc",
    });
    expect(ranged.page).toHaveLength(PAGE);
    expect(ranged.page.every((tx) => tx.category === "travel" && tx.date.startsWith("2019"))).toBe(
      true,
    );

    const byAmount = await pageOf({ minAmount: 10_000 });
    expect(byAmount.page.every((tx) => Math.abs(tx.amount) >= 10_000)).toBe(true);

    // A text search reads its bounded set of matches (up to SEARCH_LIMIT) to list them by
    // date, so it has its own bound, held in transactions.search.test.ts.

    // A tag page reads a tag row and its transaction per item, so it asks for half as many.
    const tagged = await pageOf({ tag: "vacation" }, PAGE / 2);
    expect(tagged.page).toHaveLength(PAGE / 2);
    expect(tagged.page.every((tx) => tx.tags?.includes("vacation"))).toBe(true);

    // The limit is real: reading the history in one function fails.
    await expect(t.run((ctx) => ctx.db.query("transactions").take(1_000))).rejects.toThrow(
      /too many documents|too much data/,
    );
  },
);
