/**
 * schedules.upcoming under Convex's limits: 100 daily schedules over 92 days are 9,300
 * occurrences, past the 8,192 items Convex allows in a returned array.
 */
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import { UPCOMING_ITEMS_MAX } from "../../model/schedules/recurrence";
import { makeAccount, newTest, signIn } from "../../testing/planner.testkit";

const TODAY = "2024-06-15";
const SCHEDULES = 100;
const DAYS = 92;

test(
  "upcoming lists at most UPCOMING_ITEMS_MAX occurrences, earliest first, and totals them all",
  { timeout: 120_000 },
  async () => {
    const t = newTest();
    const { as } = await signIn(t, "busy@example.com");
    const bank = await makeAccount(as, "USD", 500_000);
    for (let i = 0; i < SCHEDULES; i++) {
      await as.mutation(api.schedules.create, {
        kind: "expense",
        accountId: bank,
        amount: 100,
        category: "food",
        notes: `Coffee ${i}`,
        frequency: "daily",
        startDate: TODAY,
      });
    }
    const answer = await as.query(api.schedules.upcoming, { today: TODAY, days: DAYS });
    expect(answer.items).toHaveLength(UPCOMING_ITEMS_MAX);
    expect(answer.more).toBe(true);
    const dates = answer.items.map((i) => i.dueDate);
    expect([...dates].sort()).toEqual(dates);
    expect(dates[0]).toBe(TODAY);
    // Every occurrence still counts in the total: 100 schedules × 93 days × 1.00.
    expect(answer.totalExpense).toBe(SCHEDULES * (DAYS + 1) * 100);

    const short = await as.query(api.schedules.upcoming, { today: TODAY, days: 7 });
    expect(short.items).toHaveLength(SCHEDULES * 8);
    expect(short.more).toBeUndefined();
  },
);
