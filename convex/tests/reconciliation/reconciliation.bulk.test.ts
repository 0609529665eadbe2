import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  expectCode,
  expense,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

describe("marking many transactions cleared at once", () => {
  test("marks and unmarks the selected rows, moving the cleared balance once", async () => {
    const { t, as, accountId } = await setupWithAccount(); // initial 100.00
    const ids: Id<"transactions">[] = [];
    for (const amount of [1_000, 500, 200]) {
      ids.push(await as.mutation(api.transactions.create, expense(accountId, amount)));
    }
    const cleared = async () =>
      (await as.query(api.reconciliation.summary, { accountId, statementDate: TODAY }))
        .clearedBalance;
    await as.mutation(api.reconciliation.setCleared, { id: ids[0]!, cleared: true });
    // The one already cleared is left alone and not counted.
    expect(await as.mutation(api.reconciliation.setClearedMany, { ids, cleared: true })).toEqual({
      changed: 2,
    });
    expect(await cleared()).toBe(10_000 - 1_700);
    await checkLedger(t);
    const back = await as.mutation(api.reconciliation.setClearedMany, {
      ids: ids.slice(1),
      cleared: false,
    });
    expect(back).toEqual({ changed: 2 });
    expect(await cleared()).toBe(10_000 - 1_000);
    await checkLedger(t);
  });

  test("a reconciled row among them refuses the whole call unless confirmed", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 1_000));
    const b = await as.mutation(api.transactions.create, expense(accountId, 500));
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: true });
    await as.mutation(api.reconciliation.finish, {
      accountId,
      statementDate: TODAY,
      statementBalance: 9_000,
    });
    await as.mutation(api.reconciliation.setCleared, { id: b, cleared: true });
    await expectCode(
      as.mutation(api.reconciliation.setClearedMany, { ids: [a, b], cleared: false }),
      "TRANSACTION_RECONCILED",
    );
    expect((await as.query(api.transactions.get, { id: b })).cleared).toBe("cleared");
    await as.mutation(api.reconciliation.setClearedMany, {
      ids: [a, b],
      cleared: false,
      allowReconciled: true,
    });
    expect((await as.query(api.transactions.get, { id: a })).cleared).toBeUndefined();
    await checkLedger(t);
  });

  test("another user can neither mark nor read the rows; bad input is refused", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 1_000));
    const { as: other } = await signIn(t, "b@example.com");
    await expectCode(
      other.mutation(api.reconciliation.setClearedMany, { ids: [a], cleared: true }),
      "NOT_FOUND",
    );
    expect((await as.query(api.transactions.get, { id: a })).cleared).toBeUndefined();
    await expectCode(
      as.mutation(api.reconciliation.setClearedMany, { ids: [], cleared: true }),
      "INVALID_ARGUMENT",
    );
  });
});
