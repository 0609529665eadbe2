/**
 * The Monday summary: off until the person opts in; then once per ISO week however often and
 * however concurrently the sweep runs, in their language, in the one e-mail of that run, with
 * a link that turns the summary (and nothing else) off without signing in.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { isoWeek } from "../../model/notifications/weekly";
import {
  expectCode,
  expense,
  makeAccount,
  newTest,
  signIn,
  type Caller,
} from "../../testing/helpers.testkit";
import { outbox, sweep, twoSweepsAtOnce } from "../../testing/notifications.testkit";

const MONDAY = "2024-06-17";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Last week 50.00 of groceries against a June budget of 310.00; rent of 12.34 on Thursday. */
async function week(as: Caller) {
  const accountId = await makeAccount(as, "USD", 100_000);
  await as.mutation(api.transactions.create, expense(accountId, 3_000, { date: "2024-06-11" }));
  await as.mutation(api.transactions.create, expense(accountId, 2_000, { date: "2024-06-14" }));
  await as.mutation(api.budgets.set, { month: "2024-06", scope: "overall", amount: 31_000 });
  await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId,
    amount: 1_234,
    category: "housing",
    notes: "Rent",
    frequency: "monthly",
    startDate: "2024-06-20",
  });
}

function tokenIn(text: string, topic: string): string {
  const tokens = [...text.matchAll(/\/unsubscribe\?token=(\S+)/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  const token = tokens.find((x) => x.split(".")[1] === topic);
  expect(token, `no ${topic} link in ${text}`).toBeDefined();
  return token!;
}

describe("the weekly summary", () => {
  test("is off by default", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    expect((await a.as.query(api.notifications.preferences, {})).weeklySummary).toBe(false);
    await week(a.as);
    await sweep(t, MONDAY);
    const mails = await outbox(t, "a@example.com");
    expect(mails.map((m) => m.subject).join()).not.toContain("week");
  });

  test("opted in, it comes once per week in the person's language, with the bills of that run in the same e-mail", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await a.as.mutation(api.preferences.save, { language: "de" });
    await a.as.mutation(api.notifications.savePreferences, { weeklySummary: true });
    await week(a.as);
    for (let run = 0; run < 10; run++) await sweep(t, MONDAY);
    await sweep(t, "2024-06-18");
    const mails = await outbox(t, "a@example.com");
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text;
    expect(mails[0]!.subject).toContain("Deine Woche in Zahlen");
    expect(text).toContain("Letzte Woche hast du 50,00");
    expect(text).toContain("72,33");
    expect(text).toContain("2024-06-20: Rent, 12,34");
    expect(text).toContain("Tiefster Punkt der Prognose");
    // The bill due on Thursday is this run's news: in the same e-mail.
    expect(text).toContain("Rent über 12,34");
    await sweep(t, "2024-06-24");
    expect(await outbox(t, "a@example.com")).toHaveLength(2);
  });

  test("two sweeps at once send it once", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await a.as.mutation(api.notifications.savePreferences, { weeklySummary: true });
    await week(a.as);
    await twoSweepsAtOnce(t, MONDAY);
    expect(await outbox(t, "a@example.com")).toHaveLength(1);
  });

  test("its unsubscribe link turns the summary off and nothing else, and is refused for another kind", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    await a.as.mutation(api.notifications.savePreferences, { weeklySummary: true });
    await week(a.as);
    await sweep(t, MONDAY);
    const token = tokenIn((await outbox(t, "a@example.com"))[0]!.text, "weekly_summary");
    const [person, , mac] = token.split(".");
    await expectCode(
      t.mutation(api.notifications.unsubscribe, { token: `${person}.bill_due.${mac}` }),
      "INVALID_LINK",
    );
    expect(await t.mutation(api.notifications.unsubscribe, { token })).toEqual({
      kind: "weekly_summary",
    });
    const prefs = await a.as.query(api.notifications.preferences, {});
    expect(prefs.weeklySummary).toBe(false);
    expect(prefs.kinds.bill_due.email).toBe(true);
  });
});

describe("ISO weeks", () => {
  test("weeks start on Monday and belong to the year of their Thursday", () => {
    expect(isoWeek("2024-06-17")).toBe("2024-W25");
    expect(isoWeek("2024-06-23")).toBe("2024-W25");
    expect(isoWeek("2024-12-30")).toBe("2025-W01");
    expect(isoWeek("2021-01-03")).toBe("2020-W53");
    expect(isoWeek("2026-01-01")).toBe("2026-W01");
  });
});
