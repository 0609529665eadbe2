import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import { MOVE_BATCH } from "../../model/payees/move";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  expectCode,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
} from "../../testing/helpers.testkit";

const page = { numItems: 50, cursor: null };

describe("payees", () => {
  test("each entry counts in its payee's row; one spelling per payee; the last one leaves", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const first = await as.mutation(
      api.transactions.create,
      expense(accountId, 1_000, { payee: "REWE" }),
    );
    await as.mutation(api.transactions.create, expense(accountId, 500, { payee: "  rewe " }));
    await as.mutation(
      api.transactions.create,
      expense(accountId, 200, { payee: "rewe", category: "shopping" }),
    );
    const [rewe] = (await as.query(api.payees.list, { paginationOpts: page })).page;
    expect(rewe).toMatchObject({
      name: "REWE",
      count: 3,
      category: "food",
      totals: [{ currency: "USD", income: 0, expense: -1_700 }],
    });
    const txs = await as.query(api.transactions.list, { accountId, paginationOpts: page });
    expect(new Set(txs.page.map((tx) => tx.payee))).toEqual(new Set(["REWE"]));
    await checkLedger(t);
    for (const tx of txs.page) await as.mutation(api.transactions.remove, { id: tx._id });
    expect((await as.query(api.payees.list, { paginationOpts: page })).page).toEqual([]);
    expect(first).toBeDefined();
    await checkLedger(t);
  });

  test("suggestions start with what was typed, or are the most used", async () => {
    const { as, accountId } = await setupWithAccount();
    for (const payee of ["Bakery", "Bank fee", "Bank fee", "Cinema"]) {
      await as.mutation(api.transactions.create, expense(accountId, 100, { payee }));
    }
    const typed = await as.query(api.payees.suggest, { prefix: "ba" });
    expect(typed.map((p) => p.name)).toEqual(["Bakery", "Bank fee"]);
    const top = await as.query(api.payees.suggest, { prefix: "" });
    expect(top[0].name).toBe("Bank fee");
    expect(await as.query(api.payees.usual, { name: "bank FEE" })).toEqual({
      name: "Bank fee",
      category: "food",
    });
  });

  test("rename: every transaction follows; another payee's name is refused", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 100, { payee: "AMZN Mktp" }));
    await as.mutation(api.transactions.create, expense(accountId, 200, { payee: "Amazon" }));
    const rows = (await as.query(api.payees.list, { paginationOpts: page })).page;
    const amzn = rows.find((p) => p.name === "AMZN Mktp")!;
    const amazon = rows.find((p) => p.name === "Amazon")!;
    await expectCode(
      as.mutation(api.payees.rename, { id: amzn._id, name: "amazon" }),
      "PAYEE_EXISTS",
    );
    await expectCode(as.mutation(api.payees.rename, { id: amzn._id, name: "  " }), "REQUIRED");
    await expectCode(
      as.mutation(api.payees.rename, { id: amzn._id, name: "x\u202Ey" }),
      "INVALID_NAME",
    );
    await expectCode(
      as.mutation(api.payees.rename, { id: amzn._id, name: "x".repeat(121) }),
      "NAME_TOO_LONG",
    );
    await as.mutation(api.payees.rename, { id: amazon._id, name: "AMAZON" });
    await as.mutation(api.payees.merge, { sourceId: amzn._id, targetId: amazon._id });
    const after = (await as.query(api.payees.list, { paginationOpts: page })).page;
    expect(after.map((p) => [p.name, p.count])).toEqual([["AMAZON", 2]]);
    const txs = await as.query(api.transactions.list, { accountId, paginationOpts: page });
    expect(txs.page.map((tx) => tx.payee)).toEqual(["AMAZON", "AMAZON"]);
    await expectCode(
      as.mutation(api.payees.merge, { sourceId: amazon._id, targetId: amazon._id }),
      "INVALID_ARGUMENT",
    );
    await checkLedger(t);
  });

  test("a payee with more transactions than one batch is renamed in scheduled batches", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const total = MOVE_BATCH + 30;
    await t.run(async (ctx) => {
      const { postEntries } = await import("../../model/ledger/batch");
      const account = (await ctx.db.get("accounts", accountId))!;
      const entries = Array.from({ length: total }, (_, i) => ({
        userId,
        accountId,
        date: `2024-0${1 + (i % 6)}-10`,
        kind: "expense" as const,
        amount: -(i + 1),
        category: "food" as const,
        payee: "Landlord",
      }));
      await postEntries(ctx, account, entries);
    });
    const [landlord] = (await as.query(api.payees.list, { paginationOpts: page })).page;
    expect(landlord.count).toBe(total);
    await as.mutation(api.payees.rename, { id: landlord._id, name: "Flat rent" });
    await t.finishAllScheduledFunctions(() => {});
    const rows = (await as.query(api.payees.list, { paginationOpts: page })).page;
    expect(rows.map((p) => [p.name, p.count])).toEqual([["Flat rent", total]]);
    await checkLedger(t);
  });

  test("another user neither sees nor changes someone's payees", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 100, { payee: "Secret club" }));
    const [mine] = (await as.query(api.payees.list, { paginationOpts: page })).page;
    const other = (await signIn(t, "b@example.com")).as;
    const theirs = await makeAccount(other);
    await other.mutation(api.transactions.create, expense(theirs, 100, { payee: "Gym" }));
    expect((await other.query(api.payees.suggest, { prefix: "sec" })).length).toBe(0);
    expect(await other.query(api.payees.usual, { name: "Secret club" })).toBeNull();
    expect(
      (await other.query(api.payees.list, { paginationOpts: page })).page.map((p) => p.name),
    ).toEqual(["Gym"]);
    await expectCode(
      other.mutation(api.payees.rename, { id: mine._id, name: "Mine" }),
      "NOT_FOUND",
    );
    const [gym] = (await other.query(api.payees.list, { paginationOpts: page })).page;
    await expectCode(
      other.mutation(api.payees.merge, { sourceId: gym._id, targetId: mine._id }),
      "NOT_FOUND",
    );
    await checkLedger(t);
  });

  test("deleting an account takes its transactions out of the payee totals", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const second = await makeAccount(as, "EUR");
    await as.mutation(api.transactions.create, expense(accountId, 100, { payee: "Cafe" }));
    await as.mutation(api.transactions.create, expense(second, 300, { payee: "Cafe" }));
    await as.mutation(api.accounts.remove, { id: second });
    await t.finishAllScheduledFunctions(() => {});
    const [cafe] = (await as.query(api.payees.list, { paginationOpts: page })).page;
    expect(cafe).toMatchObject({ count: 1, totals: [{ currency: "USD", expense: -100 }] });
    await checkLedger(t);
  });
});
