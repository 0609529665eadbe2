/**
 * transactions.recent: the account's newest rows for a device to keep, read with take() so a
 * live subscription stays `count` rows however many rows are written after it began.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { expectCode, makeAccount, signIn, signedIn } from "../../testing/helpers.testkit";

const DATES = ["2024-01-05", "2024-03-01", "2024-02-10", "2024-03-20", "2024-01-30"];

async function setup() {
  const { t, as } = await signedIn();
  const accountId = await makeAccount(as);
  for (const [i, date] of DATES.entries()) {
    await as.mutation(api.transactions.create, {
      accountId,
      date,
      amount: 100 * (i + 1),
      kind: "expense",
      category: "food",
    });
  }
  return { t, as, accountId };
}

describe("transactions.recent", () => {
  test("the newest rows first, as many as asked, spending signed negative in the account's currency", async () => {
    const { as, accountId } = await setup();
    const rows = await as.query(api.transactions.recent, { accountId, count: 3 });
    expect(rows.map((row) => row.date)).toEqual(["2024-03-20", "2024-03-01", "2024-02-10"]);
    expect(rows.map((row) => row.amount)).toEqual([-400, -200, -300]);
    expect(rows.every((row) => row.currency === "USD")).toBe(true);
  });

  test("rows written into an empty account after the first read are capped at count", async () => {
    const { as } = await signedIn();
    const accountId = await makeAccount(as);
    expect(await as.query(api.transactions.recent, { accountId, count: 2 })).toEqual([]);
    for (const date of DATES) {
      await as.mutation(api.transactions.create, {
        accountId,
        date,
        amount: 100,
        kind: "expense",
        category: "food",
      });
    }
    const rows = await as.query(api.transactions.recent, { accountId, count: 2 });
    expect(rows.map((row) => row.date)).toEqual(["2024-03-20", "2024-03-01"]);
  });

  test("a count outside 1–100 is INVALID_ARGUMENT", async () => {
    const { as, accountId } = await setup();
    for (const count of [0, 101, 2.5, -1]) {
      await expectCode(as.query(api.transactions.recent, { accountId, count }), "INVALID_ARGUMENT");
    }
  });

  test("another user can neither read the rows nor learn the account exists", async () => {
    const { t, accountId } = await setup();
    const stranger = await signIn(t, "b@example.com");
    await expectCode(
      stranger.as.query(api.transactions.recent, { accountId, count: 5 }),
      "NOT_FOUND",
    );
  });
});
