import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  balanceOf,
  expense,
  expectCode,
  makeAccount,
  setupWithAccount,
  signIn,
  type TestConvex,
  TODAY,
} from "../../testing/helpers.testkit";

async function transactionCount(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
          .collect()
      ).length,
  );
}

describe("transactions.create with a device's clientId (offline outbox resends)", () => {
  test("a second call with the same clientId returns the first id and writes nothing", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const args = expense(accountId, 2_500, { clientId: "device-1:entry-1" });
    const first = await as.mutation(api.transactions.create, args);
    const again = await as.mutation(api.transactions.create, args);
    expect(again).toBe(first);
    expect(await transactionCount(t, accountId)).toBe(1);
    expect(await balanceOf(t, accountId)).toBe(7_500);
  });

  test("a resend after the row was deleted does not bring it back", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const args = expense(accountId, 2_500, { clientId: "k" });
    const first = await as.mutation(api.transactions.create, args);
    await as.mutation(api.transactions.remove, { id: first });
    expect(await as.mutation(api.transactions.create, args)).toBe(first);
    expect(await transactionCount(t, accountId)).toBe(0);
  });

  test("different clientIds and calls without one each write", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "a" }));
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "b" }));
    await as.mutation(api.transactions.create, expense(accountId, 1));
    await as.mutation(api.transactions.create, expense(accountId, 1));
    expect(await transactionCount(t, accountId)).toBe(4);
  });

  test("a clientId over 64 characters is CLIENT_ID_TOO_LONG; an empty one INVALID_ARGUMENT", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "x".repeat(64) }));
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "x".repeat(65) })),
      "CLIENT_ID_TOO_LONG",
    );
    await expectCode(
      as.mutation(api.transactions.create, expense(accountId, 1, { clientId: " " })),
      "INVALID_ARGUMENT",
    );
    expect(await transactionCount(t, accountId)).toBe(1);
  });

  test("another person's same clientId is theirs: it neither collides nor reaches the first ledger", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const mine = await as.mutation(
      api.transactions.create,
      expense(accountId, 1, { clientId: "same" }),
    );
    const b = await signIn(t, "b@example.com");
    const theirAccount = await makeAccount(b.as, "USD", 0);
    const theirs = await b.as.mutation(
      api.transactions.create,
      expense(theirAccount, 1, { clientId: "same" }),
    );
    expect(theirs).not.toBe(mine);
    expect(await transactionCount(t, theirAccount)).toBe(1);
    // Their id for my account is refused as if it did not exist, the key changes nothing.
    await expectCode(
      b.as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "other" })),
      "NOT_FOUND",
    );
    await expectCode(b.as.query(api.transactions.get, { id: mine }), "NOT_FOUND");
    expect(await transactionCount(t, accountId)).toBe(1);
  });

  test("a transfer resent with its clientId returns the same pair and moves the money once", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as);
    const args = {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 500,
      date: TODAY,
      clientId: "transfer-1",
    };
    const first = await as.mutation(api.transactions.createTransfer, args);
    expect(await as.mutation(api.transactions.createTransfer, args)).toEqual(first);
    expect(await balanceOf(t, accountId)).toBe(9_500);
    expect(await balanceOf(t, other)).toBe(500);
    await expectCode(
      as.mutation(api.transactions.createTransfer, { ...args, clientId: "y".repeat(65) }),
      "CLIENT_ID_TOO_LONG",
    );
  });
});
