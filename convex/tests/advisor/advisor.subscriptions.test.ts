/**
 * Subscriptions found for you, over the wire: a price change named, groceries left out, "Not a
 * subscription" for good (a new charge does not bring it back), one click makes a schedule.
 * Another user sees none of them; a household viewer reads them but cannot change them.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { TODAY } from "../../testing/advisor.testkit";
import { type Caller, expectCode, signedIn, signIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { makeAccount } from "../../testing/planner.testkit";

async function charge(
  as: Caller,
  accountId: Id<"accounts">,
  payee: string,
  date: string,
  amount: number,
) {
  await as.mutation(api.transactions.create, {
    accountId,
    kind: "expense",
    amount,
    date,
    category: payee === "FreshMart" ? "food" : "entertainment",
    payee,
  });
}

async function seeded() {
  const setup = await signedIn();
  const bank = await makeAccount(setup.as, "USD", 500_000);
  const streamly: [string, number][] = [
    ["2024-01-12", 1_299],
    ["2024-02-12", 1_299],
    ["2024-03-12", 1_299],
    ["2024-04-12", 1_549],
    ["2024-05-13", 1_549],
    ["2024-06-12", 1_549],
  ];
  for (const [date, amount] of streamly) await charge(setup.as, bank, "Streamly", date, amount);
  const shop: [string, number][] = [
    ["2024-05-04", 4_210],
    ["2024-05-09", 7_890],
    ["2024-05-18", 5_120],
    ["2024-05-21", 11_340],
    ["2024-06-01", 6_020],
  ];
  for (const [date, amount] of shop) await charge(setup.as, bank, "FreshMart", date, amount);
  return { ...setup, bank };
}

describe("advisor.subscriptions", () => {
  test("a monthly subscription with its price change; groceries are not one", async () => {
    const { as } = await seeded();
    const list = await as.query(api.advisor.subscriptions, { today: TODAY });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      payee: "Streamly",
      amount: 1_549,
      currency: "USD",
      interval: "monthly",
      nextDate: "2024-07-12",
      monthly: 1_549,
      yearly: 18_588,
      cancelled: false,
      scheduled: false,
      priceChanges: [{ date: "2024-04-12", from: 1_299, to: 1_549 }],
    });
    const later = await as.query(api.advisor.subscriptions, { today: "2024-09-01" });
    expect(later[0].cancelled).toBe(true);
    expect((await as.query(api.advisor.subscriptions, {})).length).toBe(1);
  });

  test("Not a subscription stays dismissed after the next charge", async () => {
    const { as, bank } = await seeded();
    const [streamly] = await as.query(api.advisor.subscriptions, { today: TODAY });
    await as.mutation(api.advisor.dismiss, { id: `notSubscription:${streamly.key}` });
    expect(await as.query(api.advisor.subscriptions, { today: TODAY })).toEqual([]);
    await charge(as, bank, "Streamly", "2024-07-12", 1_549);
    expect(await as.query(api.advisor.subscriptions, { today: "2024-07-13" })).toEqual([]);
    const insights = await as.query(api.advisor.insights, { today: TODAY });
    expect(insights.insights.map((i) => i.rule)).not.toContain("newRecurring");
  });

  test("Make schedule makes a monthly schedule from the next date", async () => {
    const { as, bank } = await seeded();
    const [streamly] = await as.query(api.advisor.subscriptions, { today: TODAY });
    const id = await as.mutation(api.advisor.makeSchedule, { key: streamly.key, today: TODAY });
    const schedule = await as.query(api.schedules.get, { id });
    expect(schedule).toMatchObject({
      kind: "expense",
      accountId: bank,
      amount: 1_549,
      frequency: "monthly",
      startDate: "2024-07-12",
      notes: "Streamly",
    });
    const [after] = await as.query(api.advisor.subscriptions, { today: TODAY });
    expect(after.scheduled).toBe(true);
    await expectCode(
      as.mutation(api.advisor.makeSchedule, { key: "payee:nothing", today: TODAY }),
      "RECURRING_NOT_FOUND",
    );
  });

  test("another user sees none and cannot make a schedule of A's", async () => {
    const { t, as } = await seeded();
    const [streamly] = await as.query(api.advisor.subscriptions, { today: TODAY });
    const other = await signIn(t, "b@example.com");
    expect(await other.as.query(api.advisor.subscriptions, { today: TODAY })).toEqual([]);
    await expectCode(
      other.as.mutation(api.advisor.makeSchedule, { key: streamly.key, today: TODAY }),
      "RECURRING_NOT_FOUND",
    );
  });

  test("a household viewer reads them but cannot make a schedule or dismiss one", async () => {
    const { t, userId, as } = await seeded();
    const [streamly] = await as.query(api.advisor.subscriptions, { today: TODAY });
    const viewer = await signIn(t, "v@example.com");
    await joinHousehold(t, await openHouseholdOf(t, userId), viewer.userId, "viewer");
    expect(await viewer.as.query(api.advisor.subscriptions, { today: TODAY })).toHaveLength(1);
    await expectCode(
      viewer.as.mutation(api.advisor.makeSchedule, { key: streamly.key, today: TODAY }),
      "VIEWER_READ_ONLY",
    );
  });
});
