/** How many notification e-mails reach a person: one per run, and no more than three a day. */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import { makeAccount, newTest, signIn } from "../../testing/helpers.testkit";
import { notificationRows, outbox, sweep } from "../../testing/notifications.testkit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("notification e-mails", () => {
  test("a new bill in each of five runs of one day makes five notifications but three e-mails", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const accountId = await makeAccount(a.as, "USD", 100_000);
    for (let run = 0; run < 5; run++) {
      await a.as.mutation(api.schedules.create, {
        kind: "expense",
        accountId,
        amount: 1_000 + run,
        category: "housing",
        notes: `Bill ${run}`,
        frequency: "monthly",
        startDate: "2024-06-17",
      });
      await sweep(t);
    }
    expect(await notificationRows(t, a.userId)).toHaveLength(5);
    expect(await outbox(t, "a@example.com")).toHaveLength(3);
  });
});
