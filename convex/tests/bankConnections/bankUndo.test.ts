/**
 * Undo of a deleted bank transaction after the bank brought it back: the bank's id is in the
 * account once, the user's fields come back onto it, and the balance counts it once.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import {
  bankRows,
  connectAndLink,
  tx,
  useBankTime,
  withBank,
} from "../../testing/bankConnections.testkit";
import { balanceOf } from "../../testing/helpers.testkit";
import "../../testing/setup.testkit";

useBankTime();

test("delete a bank transaction, sync, Undo: the bank's row is merged, never doubled", async () => {
  const { t, as } = await withBank([
    {
      id: "chk",
      name: "Checking",
      currency: "USD",
      balance: "100.00",
      transactions: [
        tx("t1", "2024-06-10", "-45.37", "Green Basket Market"),
        tx("t2", "2024-06-12", "-4.50", "Morning Brew"),
      ],
    },
  ]);
  const { connectionId, accountId } = await connectAndLink(t, as);
  const before = await balanceOf(t, accountId);
  const coffee = (await bankRows(t, accountId)).find((r) => r.bankId === "t2")!;
  await as.mutation(api.bulk.edit, { ids: [coffee._id], category: "food", payee: "My café" });
  const { undoId } = await as.mutation(api.bulk.remove, { ids: [coffee._id] });
  expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({ added: 1 });
  await as.mutation(api.bulk.undo, { undoId });
  const rows = await bankRows(t, accountId);
  expect(rows.filter((r) => r.bankId === "t2")).toHaveLength(1);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.bankId === "t2")).toMatchObject({ category: "food", payee: "My café" });
  expect(await balanceOf(t, accountId)).toBe(before);
  expect(await as.action(api.bankConnections.sync, { connectionId })).toMatchObject({ added: 0 });
});
