import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  expectCode,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
} from "../../testing/helpers.testkit";

const page = { numItems: 50, cursor: null };

describe("the ledger across all accounts", () => {
  test("every account's transactions, newest first, each in its account's currency", async () => {
    const { as, accountId } = await setupWithAccount();
    const euros = await makeAccount(as, "EUR");
    await as.mutation(api.transactions.create, expense(accountId, 100, { date: "2024-06-01" }));
    await as.mutation(
      api.transactions.create,
      expense(euros, 200, { date: "2024-06-03", category: "travel", tags: ["trip"] }),
    );
    await as.mutation(
      api.transactions.create,
      expense(accountId, 300, { date: "2024-06-02", payee: "Train company" }),
    );
    const all = await as.query(api.transactions.listAll, { paginationOpts: page });
    expect(all.page.map((tx) => [tx.amount, tx.currency])).toEqual([
      [-200, "EUR"],
      [-300, "USD"],
      [-100, "USD"],
    ]);
    const travel = await as.query(api.transactions.listAll, {
      category: "travel",
      paginationOpts: page,
    });
    expect(travel.page.map((tx) => tx.amount)).toEqual([-200]);
    const tagged = await as.query(api.transactions.listAll, { tag: "trip", paginationOpts: page });
    expect(tagged.page.map((tx) => tx.accountId)).toEqual([euros]);
    const found = await as.query(api.transactions.listAll, {
      notes: "train",
      paginationOpts: page,
    });
    expect(found.page.map((tx) => tx.payee)).toEqual(["Train company"]);
    const ranged = await as.query(api.transactions.listAll, {
      dateFrom: "2024-06-02",
      minAmount: 250,
      order: "asc",
      paginationOpts: page,
    });
    expect(ranged.page.map((tx) => tx.amount)).toEqual([-300]);
  });

  test("an amount range is read in each row's own currency, whichever search path is taken", async () => {
    const { as, accountId } = await setupWithAccount();
    const yen = await makeAccount(as, "JPY");
    // $50.00, ¥50 and ¥5,000: "from 40 to 60" is the first two, not ¥5,000 (5,000 minor units
    // are also "50.00" read as dollars) nor the $50.00 misread as ¥5,000.
    await as.mutation(api.transactions.create, expense(accountId, 5000, { tags: ["t"] }));
    await as.mutation(api.transactions.create, expense(yen, 50, { tags: ["t"], payee: "Kiosk" }));
    await as.mutation(api.transactions.create, expense(yen, 5000, { tags: ["t"], payee: "Kiosk" }));
    const range = { minAmount: 4000, maxAmount: 6000, amountCurrency: "USD" as const };
    const amounts = async (more: object) =>
      (
        await as.query(api.transactions.listAll, { ...range, ...more, paginationOpts: page })
      ).page.map((tx) => `${-tx.amount} ${tx.currency}`);
    const expected = ["50 JPY", "5000 USD"];
    expect((await amounts({})).sort()).toEqual(expected);
    expect((await amounts({ tag: "t" })).sort()).toEqual(expected);
    expect((await amounts({ category: "food" })).sort()).toEqual(expected);
    expect(await amounts({ notes: "kiosk" })).toEqual(["50 JPY"]);
    // Typed without decimals (parsed as yen), 40 to 60 still means 40 to 60 in each row's own.
    const inYen = { minAmount: 40, maxAmount: 60, amountCurrency: "JPY" as const };
    const yenRows = await as.query(api.transactions.listAll, { ...inYen, paginationOpts: page });
    expect(yenRows.page.map((tx) => `${-tx.amount} ${tx.currency}`).sort()).toEqual(expected);
  });

  test("bad filters are refused with a code; another user sees nothing of it", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 100));
    await expectCode(
      as.query(api.transactions.listAll, { dateFrom: "2024-13-01", paginationOpts: page }),
      "INVALID_DATE",
    );
    await expectCode(
      as.query(api.transactions.listAll, { minAmount: -5, paginationOpts: page }),
      "INVALID_AMOUNT",
    );
    const pets = await as.mutation(api.categories.create, { name: "Pets" });
    const other = (await signIn(t, "b@example.com")).as;
    expect((await other.query(api.transactions.listAll, { paginationOpts: page })).page).toEqual(
      [],
    );
    await expectCode(
      other.query(api.transactions.listAll, { category: pets, paginationOpts: page }),
      "NOT_FOUND",
    );
  });
});
