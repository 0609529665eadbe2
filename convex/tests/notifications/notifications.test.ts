/** The notification sweep and the per-person API: exactly once, isolation, unsubscribe links. */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import crons from "../../crons";
import { joinHousehold, openHouseholdOf } from "../../testing/households.testkit";
import {
  expectCode,
  expense,
  makeAccount,
  newTest,
  signIn,
  TODAY,
  withEnv,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";

const SITE = { SITE_URL: "http://app.test" };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** One sweep with its scheduled per-person turns and e-mails run to the end. */
async function sweep(t: TestConvex, today = TODAY) {
  await withEnv(SITE, async () => {
    await t.mutation(internal.internal.notifications.sweep, { today });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });
}

/** A monthly bill of 12.34 from a new account, first due two days after TODAY. */
async function billDueSoon(as: Caller) {
  const accountId = await makeAccount(as, "USD", 100_000);
  const scheduleId = await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId,
    amount: 1_234,
    category: "housing",
    notes: "Electricity",
    frequency: "monthly",
    startDate: "2024-06-17",
  });
  return { accountId, scheduleId };
}

async function notificationRows(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("notifications").collect()).filter((n) => n.userId === userId),
  );
}

async function outbox(t: TestConvex, to: string) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("emailOutbox")
      .withIndex("by_to", (q) => q.eq("to", to))
      .collect(),
  );
}

function tokenIn(text: string): string {
  const match = /\/unsubscribe\?token=(\S+)/.exec(text);
  expect(match, "no unsubscribe link").not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe("the notification sweep", () => {
  test("the sweep is registered as an hourly cron", () => {
    const jobs = (
      crons as unknown as { crons: Record<string, { name: string; schedule: { type: string } }> }
    ).crons;
    expect(Object.values(jobs)).toContainEqual(
      expect.objectContaining({
        name: "internal/notifications:sweep",
        schedule: expect.objectContaining({ type: "hourly" }),
      }),
    );
  });

  test("a bill due in two days is notified once however often the sweep runs", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const { scheduleId } = await billDueSoon(a.as);
    for (let run = 0; run < 10; run++) await sweep(t);
    const list = await a.as.query(api.notifications.list, { limit: 10 });
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({ kind: "bill_due", subjectId: scheduleId, read: false }),
    ]);
    expect(await outbox(t, "a@example.com")).toHaveLength(1);
  });

  test("two sweeps at once make each notification once", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await billDueSoon(a.as);
    await withEnv(SITE, async () => {
      await Promise.all([
        t.mutation(internal.internal.notifications.sweep, { today: TODAY }),
        t.mutation(internal.internal.notifications.sweep, { today: TODAY }),
      ]);
      await t.finishAllScheduledFunctions(vi.runAllTimers);
    });
    expect(await notificationRows(t, a.userId)).toHaveLength(1);
    expect(await outbox(t, "a@example.com")).toHaveLength(1);
  });

  test("a person whose turn fails does not stop another's", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    await billDueSoon(a.as);
    await billDueSoon(b.as);
    // Two preference rows: A's turn throws on reading them, every time.
    await t.run(async (ctx) => {
      const prefs = {
        userId: a.userId,
        kinds: {
          bill_due: { inApp: true, email: true },
          low_balance_ahead: { inApp: true, email: true },
          budget_exceeded: { inApp: true, email: true },
          large_transaction: { inApp: true, email: true },
          bank_attention: { inApp: true, email: true },
        },
        billDays: 3,
        weeklySummary: false,
      };
      await ctx.db.insert("notificationPreferences", prefs);
      await ctx.db.insert("notificationPreferences", prefs);
    });
    await sweep(t);
    expect(await notificationRows(t, a.userId)).toHaveLength(0);
    expect(await notificationRows(t, b.userId)).toHaveLength(1);
  });

  test("another user never sees someone's notification nor can mark it read", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    await billDueSoon(a.as);
    await sweep(t);
    const [mine] = (await a.as.query(api.notifications.list, { limit: 5 })).items;
    expect(await b.as.query(api.notifications.list, { limit: 5 })).toEqual({
      unread: 0,
      items: [],
    });
    await expectCode(b.as.mutation(api.notifications.markRead, { id: mine!._id }), "NOT_FOUND");
    await b.as.mutation(api.notifications.markAllRead, {});
    expect((await a.as.query(api.notifications.list, { limit: 5 })).unread).toBe(1);
  });

  test("marking read one and all lowers the unread count", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await billDueSoon(a.as);
    await billDueSoon(a.as);
    await sweep(t);
    const list = await a.as.query(api.notifications.list, { limit: 5 });
    expect(list.unread).toBe(2);
    await a.as.mutation(api.notifications.markRead, { id: list.items[0]!._id });
    expect((await a.as.query(api.notifications.list, { limit: 5 })).unread).toBe(1);
    await a.as.mutation(api.notifications.markAllRead, {});
    expect((await a.as.query(api.notifications.list, { limit: 5 })).unread).toBe(0);
    // Both bills were due in one run: one e-mail with both.
    const mails = await outbox(t, "a@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.match(/Electricity/g)).toHaveLength(2);
  });

  test("household members each get shared notifications, except one who turned the kind off; a viewer can act on none of the books", async () => {
    const t = newTest();
    const owner = await signIn(t, "owner@example.com");
    const viewer = await signIn(t, "viewer@example.com");
    const quiet = await signIn(t, "quiet@example.com");
    const household = await openHouseholdOf(t, owner.userId);
    await joinHousehold(t, household, viewer.userId, "viewer");
    await joinHousehold(t, household, quiet.userId, "editor");
    const prefs = await quiet.as.query(api.notifications.preferences, {});
    await quiet.as.mutation(api.notifications.savePreferences, {
      ...prefs,
      kinds: { ...prefs.kinds, bill_due: { inApp: false, email: false } },
    });
    const { scheduleId } = await billDueSoon(owner.as);
    await sweep(t);
    for (const person of [owner, viewer]) {
      const list = await person.as.query(api.notifications.list, { limit: 5 });
      expect(list.items.map((i) => i.subjectId)).toEqual([scheduleId]);
    }
    expect((await quiet.as.query(api.notifications.list, { limit: 5 })).items).toEqual([]);
    expect(await outbox(t, "quiet@example.com")).toHaveLength(0);
    await expectCode(
      viewer.as.mutation(api.schedules.skip, { id: scheduleId, date: "2024-06-17" }),
      "VIEWER_READ_ONLY",
    );
  });

  test("a cash account forecast below its floor is notified once", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const { accountId } = await billDueSoon(a.as);
    const account = await t.run((ctx) => ctx.db.get("accounts", accountId));
    await a.as.mutation(api.accounts.update, {
      id: accountId,
      name: account!.name,
      type: account!.type,
      currency: account!.currency,
      initialBalance: account!.initialBalance,
      floor: 99_000,
    });
    await sweep(t);
    await sweep(t);
    const kinds = (await a.as.query(api.notifications.list, { limit: 5 })).items.map((i) => i.kind);
    expect(kinds.filter((k) => k === "low_balance_ahead")).toHaveLength(1);
  });
});

describe("what the sweep looks for", () => {
  test("a category budget passed this month is notified once, and a large expense against the category's history", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const accountId = await makeAccount(a.as, "USD", 1_000_000);
    await a.as.mutation(api.budgets.set, { month: "2024-06", scope: "food", amount: 5_000 });
    // Three months of ordinary groceries, then one far above them.
    for (const date of ["2024-03-10", "2024-04-10", "2024-05-10"]) {
      await a.as.mutation(api.transactions.create, expense(accountId, 2_000, { date }));
    }
    await a.as.mutation(api.transactions.create, expense(accountId, 9_000, { date: TODAY }));
    await sweep(t);
    await sweep(t);
    const kinds = (await a.as.query(api.notifications.list, { limit: 10 })).items.map(
      (i) => i.kind,
    );
    expect(kinds.sort()).toEqual(["budget_exceeded", "large_transaction"]);
  });
});

describe("the unsubscribe link", () => {
  test("turns off exactly one kind's e-mail for one person, signed out", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    await billDueSoon(a.as);
    await sweep(t);
    const [mail] = await outbox(t, "a@example.com");
    expect(mail!.text).toContain("http://app.test/settings#notifications");
    const token = tokenIn(mail!.text);
    expect(await t.mutation(api.notifications.unsubscribe, { token })).toEqual({
      kind: "bill_due",
    });
    const after = await a.as.query(api.notifications.preferences, {});
    expect(after.kinds.bill_due).toEqual({ inApp: true, email: false });
    expect(after.kinds.low_balance_ahead.email).toBe(true);
    expect((await b.as.query(api.notifications.preferences, {})).kinds.bill_due.email).toBe(true);
  });

  test("is refused when tampered with or pointed at another kind or person", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const b = await signIn(t, "b@example.com");
    await billDueSoon(a.as);
    await sweep(t);
    const token = tokenIn((await outbox(t, "a@example.com"))[0]!.text);
    const [person, , mac] = token.split(".");
    const forged = [
      `${person}.bank_attention.${mac}`,
      `${b.userId}.bill_due.${mac}`,
      `${person}.bill_due.${mac!.slice(0, -2)}AA`,
      `${person}.bill_due`,
      "",
    ];
    for (const bad of forged) {
      await expectCode(t.mutation(api.notifications.unsubscribe, { token: bad }), "INVALID_LINK");
    }
    for (const who of [a, b]) {
      const prefs = await who.as.query(api.notifications.preferences, {});
      expect(prefs.kinds.bill_due.email && prefs.kinds.bank_attention.email).toBe(true);
    }
  });
});

describe("preferences", () => {
  test("refuses a bill lead time outside 1-30 days", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const prefs = await a.as.query(api.notifications.preferences, {});
    await expectCode(
      a.as.mutation(api.notifications.savePreferences, { ...prefs, billDays: 0 }),
      "INVALID_DAY",
    );
  });
});
