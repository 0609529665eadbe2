import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { type Caller, expectCode, makeAccount, signedIn } from "../../testing/helpers.testkit";

const ROWS = [
  { date: "2024-01-05", amount: 1_200, kind: "expense", category: "food", notes: "Groceries" },
  { date: "2024-02-10", amount: 50_000, kind: "income", category: "income", notes: "Salary" },
  { date: "2024-02-11", amount: 4_500, kind: "expense", category: "travel", notes: "Train TICKET" },
  { date: "2024-03-01", amount: 900, kind: "expense", category: "food" },
  {
    date: "2024-03-20",
    amount: 3_000,
    kind: "expense",
    category: "food",
    notes: "dinner with ticket",
  },
] as const;

async function setup() {
  const { t, as } = await signedIn();
  const accountId = await makeAccount(as);
  for (const row of ROWS) await as.mutation(api.transactions.create, { accountId, ...row });
  return { t, as, accountId };
}

async function listOf(as: Caller, accountId: Id<"accounts">, extra: Record<string, unknown> = {}) {
  const result = await as.query(api.transactions.list, {
    accountId,
    paginationOpts: { numItems: 10, cursor: null },
    ...extra,
  });
  return result.page.map((tx) => tx.date);
}

describe("transactions.list", () => {
  test("R29 newest first with date, amount, currency, category and notes", async () => {
    const { as, accountId } = await setup();
    const page = await as.query(api.transactions.list, {
      accountId,
      paginationOpts: { numItems: 10, cursor: null },
    });
    expect(page.page.map((tx) => tx.date)).toEqual(ROWS.map((r) => r.date).reverse());
    expect(page.page[0]).toMatchObject({
      amount: -3_000,
      currency: "USD",
      category: "food",
      notes: "dinner with ticket",
    });
    expect(page.isDone).toBe(true);
  });

  test("pages follow the cursor without gaps or repeats", async () => {
    const { as, accountId } = await setup();
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const res: { page: { date: string }[]; isDone: boolean; continueCursor: string } =
        await as.query(api.transactions.list, {
          accountId,
          order: "asc",
          paginationOpts: { numItems: 2, cursor },
        });
      seen.push(...res.page.map((tx) => tx.date));
      if (res.isDone) break;
      cursor = res.continueCursor;
    }
    expect(seen).toEqual(ROWS.map((r) => r.date));
  });

  test("filters: date range, category, notes text and amount range", async () => {
    const { as, accountId } = await setup();
    expect(
      await listOf(as, accountId, { dateFrom: "2024-02-01", dateTo: "2024-02-29", order: "asc" }),
    ).toEqual(["2024-02-10", "2024-02-11"]);
    expect(await listOf(as, accountId, { category: "food", dateFrom: "2024-02-01" })).toEqual([
      "2024-03-20",
      "2024-03-01",
    ]);
    // Text goes through the search index: whole words, the last one as a prefix, any case,
    // listed in the chosen date order (transactions.search.test.ts).
    expect(await listOf(as, accountId, { notes: "ticket" })).toEqual(["2024-03-20", "2024-02-11"]);
    expect(await listOf(as, accountId, { notes: "tick", category: "travel" })).toEqual([
      "2024-02-11",
    ]);
    expect(await listOf(as, accountId, { notes: "ticket", dateFrom: "2024-03-01" })).toEqual([
      "2024-03-20",
    ]);
    // The amount range compares |amount|, so income and expenses match alike.
    expect(await listOf(as, accountId, { minAmount: 1_000, maxAmount: 5_000 })).toEqual([
      "2024-03-20",
      "2024-02-11",
      "2024-01-05",
    ]);
    expect(await listOf(as, accountId, { minAmount: 10_000 })).toEqual(["2024-02-10"]);
  });

  test("invalid filters are rejected with codes", async () => {
    const { as, accountId } = await setup();
    await expectCode(listOf(as, accountId, { dateFrom: "2024-02-30" }), "INVALID_DATE");
    await expectCode(listOf(as, accountId, { minAmount: -1 }), "INVALID_AMOUNT");
    await expectCode(listOf(as, accountId, { maxAmount: 1.5 }), "INVALID_AMOUNT");
  });
});
