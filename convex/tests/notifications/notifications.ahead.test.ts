/**
 * What the sweep reads from the engine that looks ahead: the forecast's floor crossing (with
 * card payments and everything else the forecast knows), a bill its account cannot pay, the
 * subscriptions detector's price changes and new subscriptions, and overspent envelopes.
 * Each made once however often and however concurrently the sweep runs.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import {
  card,
  expense,
  makeAccount,
  newTest,
  signIn,
  type Caller,
} from "../../testing/helpers.testkit";
import {
  countsByKey,
  notificationRows,
  sweep,
  twoSweepsAtOnce,
} from "../../testing/notifications.testkit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function kindsOf(as: Caller) {
  return (await as.query(api.notifications.list, { limit: 50 })).items;
}

/**
 * A bank account of 500.00 with a floor of 200.00 that pays a card owing 400.00 on the 25th
 * (the forecast's card payment: no schedule of it), then a 50.00 bill on the 28th.
 */
async function cardPaymentBelowFloor(as: Caller) {
  const bank = await as.mutation(api.accounts.create, {
    name: "Checking",
    type: "bank",
    currency: "USD",
    initialBalance: 50_000,
  });
  await as.mutation(api.accounts.setForecast, { id: bank, floor: 20_000, excluded: false });
  const visa = await as.mutation(api.accounts.create, card());
  await as.mutation(api.transactions.create, expense(visa, 40_000, { date: "2024-06-12" }));
  await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId: bank,
    amount: 5_000,
    category: "housing",
    notes: "Water",
    frequency: "monthly",
    startDate: "2024-06-28",
  });
  return bank;
}

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
    category: "entertainment",
    payee,
  });
}

/** Streamly found by its third monthly charge three days ago; Gymly's price up last week. */
async function subscriptions(as: Caller) {
  const bank = await makeAccount(as, "USD", 500_000);
  for (const date of ["2024-04-12", "2024-05-13", "2024-06-12"]) {
    await charge(as, bank, "Streamly", date, 1_299);
  }
  for (const [date, amount] of [
    ["2024-03-10", 2_000],
    ["2024-04-10", 2_000],
    ["2024-05-10", 2_000],
    ["2024-06-10", 2_500],
  ] as const) {
    await charge(as, bank, "Gymly", date, amount);
  }
  return bank;
}

describe("the forecast in notifications", () => {
  test("low_balance_ahead names the day the forecast crosses the floor and its lowest balance, card payments included", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const bank = await cardPaymentBelowFloor(a.as);
    await sweep(t);
    const low = (await kindsOf(a.as)).filter((i) => i.kind === "low_balance_ahead");
    expect(low).toEqual([
      expect.objectContaining({
        subjectId: bank,
        facts: expect.objectContaining({
          date: "2024-06-25",
          amount: 5_000,
          accountName: "Checking",
        }),
      }),
    ]);
  });

  test("a bill its account cannot pay on the day says so; a covered one does not", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const thin = await makeAccount(a.as, "USD", 1_000);
    const full = await makeAccount(a.as, "USD", 100_000);
    for (const accountId of [thin, full]) {
      await a.as.mutation(api.schedules.create, {
        kind: "expense",
        accountId,
        amount: 1_234,
        category: "housing",
        notes: accountId === thin ? "Rent" : "Power",
        frequency: "monthly",
        startDate: "2024-06-17",
      });
    }
    await sweep(t);
    const bills = (await kindsOf(a.as)).filter((i) => i.kind === "bill_due");
    const byName = Object.fromEntries(bills.map((b) => [b.facts.name, b.facts.short ?? false]));
    expect(byName).toEqual({ Rent: true, Power: false });
  });
});

describe("the forecast once a day", () => {
  test("later runs of the day read it only for a new bill: that bill still says it cannot be paid; a new floor crossing waits for the next day", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await sweep(t);
    const thin = await makeAccount(a.as, "USD", 1_000);
    await a.as.mutation(api.schedules.create, {
      kind: "expense",
      accountId: thin,
      amount: 1_234,
      category: "housing",
      notes: "Rent",
      frequency: "monthly",
      startDate: "2024-06-17",
    });
    await sweep(t);
    const kinds = async () => (await kindsOf(a.as)).map((i) => [i.kind, i.facts.short ?? false]);
    expect(await kinds()).toEqual([["bill_due", true]]);
    await sweep(t, "2024-06-16");
    expect((await kinds()).sort()).toEqual([
      ["bill_due", true],
      ["low_balance_ahead", false],
    ]);
  });
});

describe("subscriptions and envelopes", () => {
  test("a new subscription and a price change, each once, with the old and new price", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await subscriptions(a.as);
    for (let run = 0; run < 3; run++) await sweep(t);
    const items = await kindsOf(a.as);
    expect(items.filter((i) => i.kind === "new_subscription").map((i) => i.facts.name)).toEqual([
      "Streamly",
    ]);
    expect(items.filter((i) => i.kind === "subscription_price_change")).toEqual([
      expect.objectContaining({
        facts: expect.objectContaining({ name: "Gymly", amount: 2_500, previousAmount: 2_000 }),
      }),
    ]);
    // A week on, the same series are old news.
    await sweep(t, "2024-06-25");
    expect(await kindsOf(a.as)).toHaveLength(items.length);
  });

  test("an overspent envelope is notified to a person budgeting with envelopes, not to one with caps", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    await a.as.mutation(api.preferences.save, { budgetType: "envelope" });
    for (const who of [a, b]) {
      const accountId = await makeAccount(who.as, "USD", 100_000);
      await who.as.mutation(api.transactions.create, expense(accountId, 3_000));
    }
    await sweep(t);
    await sweep(t);
    const envelopes = (await kindsOf(a.as)).filter((i) => i.kind === "envelope_overspent");
    expect(envelopes).toEqual([
      expect.objectContaining({
        subjectId: "food",
        facts: expect.objectContaining({ name: "food", amount: 3_000 }),
      }),
    ]);
    expect((await kindsOf(b.as)).map((i) => i.kind)).not.toContain("envelope_overspent");
  });
});

describe("exactly once, for every kind the forecast and the detector make", () => {
  async function everything() {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await a.as.mutation(api.preferences.save, { budgetType: "envelope" });
    await cardPaymentBelowFloor(a.as);
    await subscriptions(a.as);
    return { t, a };
  }
  const KINDS = [
    "low_balance_ahead",
    "new_subscription",
    "subscription_price_change",
    "envelope_overspent",
  ];

  test("a sweep run ten times makes each notification once", async () => {
    const { t, a } = await everything();
    for (let run = 0; run < 10; run++) await sweep(t);
    const rows = await notificationRows(t, a.userId);
    for (const kind of KINDS) expect(rows.map((r) => r.kind)).toContain(kind);
    expect(Object.values(countsByKey(rows)).every((n) => n === 1)).toBe(true);
  });

  test("two sweeps at once make each notification once", async () => {
    const { t, a } = await everything();
    await twoSweepsAtOnce(t);
    const rows = await notificationRows(t, a.userId);
    for (const kind of KINDS) expect(rows.map((r) => r.kind)).toContain(kind);
    expect(Object.values(countsByKey(rows)).every((n) => n === 1)).toBe(true);
  });

  test("a person whose turn fails does not stop another's", async () => {
    const { t, a } = await everything();
    const broken = await signIn(t, "broken@example.com");
    await cardPaymentBelowFloor(broken.as);
    // Two preference rows: the broken person's turn throws on reading them, every time.
    await t.run(async (ctx) => {
      const prefs = { userId: broken.userId, kinds: {}, billDays: 3, weeklySummary: false };
      await ctx.db.insert("notificationPreferences", prefs);
      await ctx.db.insert("notificationPreferences", prefs);
    });
    await sweep(t);
    expect(await notificationRows(t, broken.userId)).toEqual([]);
    const kinds = (await notificationRows(t, a.userId)).map((r) => r.kind);
    for (const kind of KINDS) expect(kinds).toContain(kind);
  });
});
