import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { RECONCILE_BATCH } from "../../model/reconciliation/reconcile";
import {
  expectCode,
  expense,
  makeAccount,
  setupWithAccount,
  signIn,
  TODAY,
  type Caller,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

async function statusOf(as: Caller, id: Id<"transactions">) {
  return (await as.query(api.transactions.get, { id })).cleared;
}

describe("reconciliation", () => {
  test("the cleared balance follows marks, edits and deletes, up to the statement date", async () => {
    const { t, as, accountId } = await setupWithAccount(); // initial 100.00
    const a = await as.mutation(api.transactions.create, expense(accountId, 1_000));
    const b = await as.mutation(
      api.transactions.create,
      expense(accountId, 500, { date: "2024-06-20" }),
    );
    await as.mutation(api.transactions.create, expense(accountId, 200));
    const at = (statementDate: string) =>
      as.query(api.reconciliation.summary, { accountId, statementDate });
    expect((await at(TODAY)).clearedBalance).toBe(10_000);
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: true });
    await as.mutation(api.reconciliation.setCleared, { id: b, cleared: true });
    expect(await statusOf(as, a)).toBe("cleared");
    expect((await at(TODAY)).clearedBalance).toBe(9_000);
    expect((await at("2024-06-30")).clearedBalance).toBe(8_500);
    await checkLedger(t);
    // An edit keeps the mark and moves the cleared balance by the difference.
    const { accountId: _x, ...fields } = expense(accountId, 2_000);
    await as.mutation(api.transactions.update, { id: a, ...fields });
    expect(await statusOf(as, a)).toBe("cleared");
    expect((await at(TODAY)).clearedBalance).toBe(8_000);
    await as.mutation(api.transactions.remove, { id: b });
    expect((await at("2024-06-30")).clearedBalance).toBe(8_000);
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: false });
    expect((await at(TODAY)).clearedBalance).toBe(10_000);
    await checkLedger(t);
  });

  test("finish needs a zero difference, then protects the reconciled ones", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 1_000));
    const later = await as.mutation(
      api.transactions.create,
      expense(accountId, 300, { date: "2024-07-01" }),
    );
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: true });
    await as.mutation(api.reconciliation.setCleared, { id: later, cleared: true });
    const args = { accountId, statementDate: TODAY };
    await expectCode(
      as.mutation(api.reconciliation.finish, { ...args, statementBalance: 9_001 }),
      "RECONCILE_DIFFERENCE",
    );
    const done = await as.mutation(api.reconciliation.finish, { ...args, statementBalance: 9_000 });
    expect(done).toEqual({ reconciled: 1, more: false });
    expect(await statusOf(as, a)).toBe("reconciled");
    expect(await statusOf(as, later)).toBe("cleared");
    const { accountId: _x, ...fields } = expense(accountId, 2_000);
    await expectCode(
      as.mutation(api.transactions.update, { id: a, ...fields }),
      "TRANSACTION_RECONCILED",
    );
    await expectCode(as.mutation(api.transactions.remove, { id: a }), "TRANSACTION_RECONCILED");
    await expectCode(
      as.mutation(api.reconciliation.setCleared, { id: a, cleared: false }),
      "TRANSACTION_RECONCILED",
    );
    await as.mutation(api.transactions.update, { id: a, ...fields, allowReconciled: true });
    expect(await statusOf(as, a)).toBe("reconciled");
    await as.mutation(api.transactions.remove, { id: a, allowReconciled: true });
    await checkLedger(t);
  });

  test("a reconciled side protects the whole transfer", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as);
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 700,
      date: TODAY,
    });
    await as.mutation(api.reconciliation.setCleared, { id: fromId, cleared: true });
    await as.mutation(api.reconciliation.finish, {
      accountId,
      statementDate: TODAY,
      statementBalance: 9_300,
    });
    const edit = { id: fromId, amount: 100, date: TODAY };
    await expectCode(as.mutation(api.transactions.updateTransfer, edit), "TRANSACTION_RECONCILED");
    await as.mutation(api.transactions.updateTransfer, { ...edit, allowReconciled: true });
    expect(await statusOf(as, fromId)).toBe("reconciled");
    await checkLedger(t);
    await as.mutation(api.transactions.remove, { id: fromId, allowReconciled: true });
    await checkLedger(t);
  });

  test("large reconciliations finish in scheduled batches", async () => {
    const { t, as, accountId, userId } = await setupWithAccount();
    const n = RECONCILE_BATCH + 30;
    await t.run(async (ctx) => {
      for (let i = 0; i < n; i++) {
        await ctx.db.insert("transactions", {
          ...expense(accountId, 1),
          userId,
          cleared: "cleared",
        });
      }
      await ctx.db.patch("accounts", accountId, { balance: 10_000 - n, clearedTotal: -n });
    });
    const done = await as.mutation(api.reconciliation.finish, {
      accountId,
      statementDate: TODAY,
      statementBalance: 10_000 - n,
    });
    expect(done).toEqual({ reconciled: RECONCILE_BATCH, more: true });
    await t.finishAllScheduledFunctions(() => {});
    const left = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_account_cleared_date", (q) =>
          q.eq("accountId", accountId).eq("cleared", "cleared"),
        )
        .collect(),
    );
    expect(left).toHaveLength(0);
  });

  test("bad input is refused", async () => {
    const { as, accountId } = await setupWithAccount();
    await expectCode(
      as.query(api.reconciliation.summary, { accountId, statementDate: "2024-13-01" }),
      "INVALID_DATE",
    );
    await expectCode(
      as.mutation(api.reconciliation.finish, {
        accountId,
        statementDate: TODAY,
        statementBalance: 1.5,
      }),
      "INVALID_AMOUNT",
    );
    await expect(
      as.mutation(api.reconciliation.setCleared, { id: accountId as never, cleared: true }),
    ).rejects.toThrow();
  });

  test("another user can neither read nor change", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const id = await as.mutation(api.transactions.create, expense(accountId));
    const { as: other } = await signIn(t, "b@example.com");
    await expectCode(
      other.mutation(api.reconciliation.setCleared, { id, cleared: true }),
      "NOT_FOUND",
    );
    await expectCode(
      other.query(api.reconciliation.summary, { accountId, statementDate: TODAY }),
      "NOT_FOUND",
    );
    await expectCode(
      other.mutation(api.reconciliation.finish, {
        accountId,
        statementDate: TODAY,
        statementBalance: 9_000,
      }),
      "NOT_FOUND",
    );
    expect(await statusOf(as, id)).toBeUndefined();
  });
});
