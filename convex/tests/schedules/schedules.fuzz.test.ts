/**
 * Fuzzing the poster behind the hourly cron: whatever schedule one user holds,
 * typed or written as a restore would (hostile amounts, rules, dates, accounts, currencies),
 * the cron never fails and another user's bill due that day posts in the same run.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { addDays } from "../../shared/dates";
import { SCHEDULE_KINDS } from "../../shared/planning";
import { FREQUENCIES } from "../../shared/recurrence";
import {
  amount,
  FUZZ_RUNS,
  FUZZ_TIMEOUT,
  idOf,
  isoDate,
  recentDate,
  smallInt,
  world,
} from "../../testing/fuzz.testkit";
import { checkLedger } from "../../testing/ledger.testkit";
import { runPoster } from "../../testing/planner.testkit";

const TODAY = new Date().toISOString().slice(0, 10);
/** Mostly in range for intervals, counts and days of month, sometimes not. */
const positive = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 28 }) }, smallInt);

test(
  `internal/schedules:postDue: ${FUZZ_RUNS} generated schedules of user A never stop or starve user B's bill`,
  { timeout: FUZZ_TIMEOUT },
  async () => {
    const w = await world();
    const yen = await w.a.as.mutation(api.accounts.create, {
      name: "Yen",
      type: "bank",
      currency: "JPY",
      initialBalance: 0,
    });
    await w.a.as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 150 });
    const bill = await w.b.as.mutation(api.schedules.create, {
      kind: "expense",
      accountId: w.b.seed.account,
      amount: 1,
      frequency: "daily",
      startDate: TODAY,
    });
    const stored = fc.record(
      {
        kind: fc.constantFrom(...SCHEDULE_KINDS),
        accountId: idOf(w, "account", w.a.seed.account2, yen),
        toAccountId: idOf(w, "account2", w.a.seed.account, yen),
        amount,
        frequency: fc.constantFrom(...FREQUENCIES),
        interval: positive,
        startDate: fc.oneof(recentDate, isoDate),
        endDate: isoDate,
        count: positive,
        dayOfMonth: positive,
        nextSlot: fc.oneof(recentDate, isoDate),
      },
      { requiredKeys: ["kind", "accountId", "amount", "frequency", "interval", "startDate"] },
    );
    let day = TODAY;
    await fc.assert(
      fc.asyncProperty(stored, async (fields) => {
        const doc = { ...fields, nextDue: fields.nextSlot, userId: w.a.userId, category: "other" };
        // What the schema refuses, a restore could not store either.
        const id = await w.t
          .run((ctx) => ctx.db.insert("schedules", doc as never) as Promise<Id<"schedules">>)
          .catch(() => null);
        if (id === null) return;
        day = addDays(day, 1);
        await runPoster(w.t, day);
        const posted = await w.t.run((ctx) =>
          ctx.db
            .query("scheduleOccurrences")
            .withIndex("by_schedule_date", (q) => q.eq("scheduleId", bill).eq("date", day))
            .unique(),
        );
        expect(posted?.status, `user B's bill on ${day}`).toBe("posted");
        await w.t.run((ctx) => ctx.db.delete("schedules", id));
      }),
      { numRuns: FUZZ_RUNS },
    );
    await checkLedger(w.t);
  },
);
