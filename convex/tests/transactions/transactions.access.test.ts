import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  balanceOf,
  type Caller,
  expense,
  expectCode,
  makeAccount,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";

describe("transaction access", () => {
  async function withData() {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as);
    const id = await as.mutation(api.transactions.create, expense(accountId));
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 5,
      date: TODAY,
    });
    return { t, as, accountId, other, id, fromId };
  }

  async function everyCall(caller: Caller, d: Awaited<ReturnType<typeof withData>>) {
    const { accountId: _a, ...fields } = expense(d.accountId);
    return [
      caller.query(api.transactions.list, {
        accountId: d.accountId,
        paginationOpts: { numItems: 5, cursor: null },
      }),
      caller.query(api.transactions.get, { id: d.id }),
      caller.mutation(api.transactions.create, expense(d.accountId)),
      caller.mutation(api.transactions.update, { id: d.id, ...fields }),
      caller.mutation(api.transactions.remove, { id: d.id }),
      caller.mutation(api.transactions.createTransfer, {
        fromAccountId: d.other,
        toAccountId: d.accountId,
        amount: 1,
        date: TODAY,
      }),
      caller.mutation(api.transactions.updateTransfer, { id: d.fromId, amount: 1, date: TODAY }),
      caller.mutation(api.transactions.remove, { id: d.fromId }),
    ];
  }

  test("an unauthenticated caller gets UNAUTHENTICATED from every function", async () => {
    const d = await withData();
    for (const call of await everyCall(d.t as unknown as Caller, d))
      await expectCode(call, "UNAUTHENTICATED");
  });

  test("another user can neither read nor change transactions (NOT_FOUND)", async () => {
    const d = await withData();
    const b = await signIn(d.t, "b@example.com");
    await makeAccount(b.as);
    for (const call of await everyCall(b.as, d)) await expectCode(call, "NOT_FOUND");
    // B's own account cannot send money into A's either.
    const mine = await makeAccount(b.as);
    await expectCode(
      b.as.mutation(api.transactions.createTransfer, {
        fromAccountId: mine,
        toAccountId: d.accountId,
        amount: 1,
        date: TODAY,
      }),
      "NOT_FOUND",
    );
    expect(await balanceOf(d.t, d.accountId)).toBe(10_000 - 1_000 - 5);
    expect(await balanceOf(d.t, mine)).toBe(0);
  });
});
