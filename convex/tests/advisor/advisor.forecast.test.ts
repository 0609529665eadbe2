/**
 * The cash-flow forecast over the wire, on a seeded history: a missed rent moves to today, a
 * phone bill paid early is not counted again, a salary the history shows recurring counts on
 * its date, and the per-account floor. Another user sees none of it; a viewer reads it but
 * cannot change a floor.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { TODAY } from "../../testing/advisor.testkit";
import { type Caller, expectCode, signedIn, signIn } from "../../testing/helpers.testkit";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import { makeAccount } from "../../testing/planner.testkit";

async function bill(
  as: Caller,
  accountId: Id<"accounts">,
  notes: string,
  amount: number,
  startDate: string,
) {
  return await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId,
    amount,
    frequency: "monthly",
    startDate,
    category: "housing",
    notes,
  });
}

async function seeded() {
  const setup = await signedIn();
  const { as } = setup;
  const bank = await makeAccount(as, "USD", 500_000);
  // Rent was due on the 1st and never posted (the poster has not run): it moves to today.
  await bill(as, bank, "Rent", 100_000, "2024-06-01");
  // The phone is due on the 18th and was paid by hand on the 14th: not counted again.
  await bill(as, bank, "Phone", 3_000, "2024-06-18");
  await as.mutation(api.transactions.create, {
    accountId: bank,
    kind: "expense",
    amount: 3_000,
    date: "2024-06-14",
    category: "housing",
    payee: "Phone",
  });
  // A salary on the 28th for three months, never scheduled.
  for (const date of ["2024-03-28", "2024-04-28", "2024-05-28"]) {
    await as.mutation(api.transactions.create, {
      accountId: bank,
      kind: "income",
      amount: 250_000,
      date,
      category: "income",
      payee: "Northwind",
    });
  }
  return { ...setup, bank };
}

const at = (f: { points: { date: string; total: number }[] }, date: string) =>
  f.points.find((p) => p.date === date)?.total;

describe("advisor.forecast", () => {
  test("missed, early and unscheduled recurring items, each counted once", async () => {
    const { as } = await seeded();
    const f = await as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(f.points).toHaveLength(30);
    expect(f.points[0].date).toBe(TODAY);
    const balance = 500_000 - 3_000 + 3 * 250_000;
    // Today: the missed rent, nothing for the phone paid early.
    expect(at(f, TODAY)).toBe(balance - 100_000);
    expect(at(f, "2024-06-18")).toBe(balance - 100_000);
    expect(at(f, "2024-06-28")).toBe(balance - 100_000 + 250_000);
    expect(at(f, "2024-07-01")).toBe(balance - 200_000 + 250_000);
    expect(f.lowest).toEqual({ date: TODAY, total: balance - 100_000 });
    expect(f.nextIncome).toBe("2024-06-28");
  });

  test("works with only days (the server's date); days outside 30–365 are refused", async () => {
    const { as } = await seeded();
    const f = await as.query(api.advisor.forecast, { days: 45 });
    expect(f.points).toHaveLength(45);
    expect(f.lowest.total).toBe(Math.min(...f.points.map((p) => p.total)));
    await expectCode(as.query(api.advisor.forecast, { days: 10 }), "INVALID_ARGUMENT");
    await expectCode(as.query(api.advisor.forecast, { days: 400 }), "INVALID_ARGUMENT");
  });

  test("a floor in the account's own currency says when the forecast crosses it", async () => {
    const { as, bank } = await seeded();
    await as.mutation(api.accounts.setForecast, { id: bank, floor: 1_200_000, excluded: false });
    const f = await as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(f.accounts[0]).toMatchObject({ floor: 1_200_000, belowFloorOn: TODAY });
    expect(f.safeToSpend).toBe(0);
    await as.mutation(api.accounts.setForecast, { id: bank, floor: 1_000_000, excluded: false });
    // 11,470.00 until the salary on the 28th, 10,000.00 of it kept: 1,470.00 safe to spend.
    const room = await as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(room.safeToSpend).toBe(147_000);
    await as.mutation(api.accounts.setForecast, { id: bank, floor: 0, excluded: true });
    const without = await as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(without.points[0].total).toBe(0);
  });

  test("another user sees none of it and cannot set A's floor", async () => {
    const { t, bank } = await seeded();
    const other = await signIn(t, "b@example.com");
    const f = await other.as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(f.accounts).toEqual([]);
    expect(f.points[0].total).toBe(0);
    await expectCode(
      other.as.mutation(api.accounts.setForecast, { id: bank, floor: 5, excluded: false }),
      "NOT_FOUND",
    );
  });

  test("a household viewer reads the forecast but cannot set a floor", async () => {
    const { t, userId, bank } = await seeded();
    const viewer = await signIn(t, "v@example.com");
    await joinHousehold(t, await openHouseholdOf(t, userId), viewer.userId, "viewer");
    const f = await viewer.as.query(api.advisor.forecast, { days: 30, today: TODAY });
    expect(f.accounts).toHaveLength(1);
    await expectCode(
      viewer.as.mutation(api.accounts.setForecast, { id: bank, floor: 5, excluded: false }),
      "VIEWER_READ_ONLY",
    );
  });
});
