/**
 * A member's bank stops feeding the household when they leave it, are removed or delete their
 * account: its sealed access is deleted, the connection shows as ended, and the accounts it fed
 * keep their history in the household's books.
 */
import { describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  bankRows,
  connectAndLink,
  fakeBank,
  tx,
  useBankTime,
} from "../../testing/bankConnections.testkit";
import { newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import "../../testing/setup.testkit";

useBankTime();

async function memberWithBank() {
  const t = newTest();
  const owner = await signIn(t, "ann@example.com");
  const member = await signIn(t, "bob@example.com");
  await joinHousehold(t, await openHouseholdOf(t, owner.userId), member.userId, "editor");
  const bank = fakeBank([
    {
      id: "chk",
      name: "Checking",
      currency: "USD",
      balance: "100.00",
      transactions: [tx("t1", "2024-06-10", "-45.37", "Green Basket Market")],
    },
  ]);
  const { connectionId, accountId } = await connectAndLink(t, member.as);
  return { t, owner, member, bank, connectionId, accountId };
}

async function expectEnded(
  t: TestConvex,
  world: Awaited<ReturnType<typeof memberWithBank>>,
  connectionId: Id<"bankConnections">,
  accountId: Id<"accounts">,
) {
  const secrets = await t.run((ctx) => ctx.db.query("bankSecrets").collect());
  expect(secrets).toEqual([]);
  const [card] = await world.owner.as.query(api.bankConnections.list, {});
  expect(card).toMatchObject({ _id: connectionId, status: "ended", error: "BANK_OWNER_LEFT" });
  expect(await bankRows(t, accountId)).toHaveLength(1);
  const requests = world.bank.requests;
  world.bank.accounts[0].transactions.push(tx("t2", "2024-06-14", "-9.00", "Speedy Fuel"));
  await t.mutation(internal.internal.bankConnections.sync.syncAll, {});
  await t.finishAllScheduledFunctions(vi.runAllTimers);
  await expect(world.owner.as.action(api.bankConnections.sync, { connectionId })).rejects.toThrow();
  expect(world.bank.requests).toBe(requests);
  expect(await bankRows(t, accountId)).toHaveLength(1);
}

describe("a member's bank leaves with them", () => {
  test("leaving the household ends the connections they made there", async () => {
    const world = await memberWithBank();
    await world.member.as.mutation(api.households.leave, {});
    await expectEnded(world.t, world, world.connectionId, world.accountId);
  });

  test("being removed ends them", async () => {
    const world = await memberWithBank();
    await world.owner.as.mutation(api.households.removeMember, { userId: world.member.userId });
    await expectEnded(world.t, world, world.connectionId, world.accountId);
  });

  test("deleting their account ends them", async () => {
    const world = await memberWithBank();
    await world.member.as.mutation(api.accountDeletion.deleteMyAccount, {});
    await world.t.finishAllScheduledFunctions(vi.runAllTimers);
    await expectEnded(world.t, world, world.connectionId, world.accountId);
  });

  test("the owner's own connections and another member's leaving leave them alone", async () => {
    const world = await memberWithBank();
    const other = await signIn(world.t, "cy@example.com");
    const household = await openHouseholdOf(world.t, world.owner.userId);
    await joinHousehold(world.t, household, other.userId, "viewer");
    await other.as.mutation(api.households.leave, {});
    const [card] = await world.owner.as.query(api.bankConnections.list, {});
    expect(card.status).toBe("ok");
    expect(await world.t.run((ctx) => ctx.db.query("bankSecrets").collect())).toHaveLength(1);
  });
});
