/**
 * One user's recurring transactions can neither stop nor starve anyone else's. A
 * schedule that cannot post records its error and waits for its owner; every run shares its
 * steps between the due schedules; what can be checked is refused when the schedule is saved.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { addDays } from "../../shared/dates";
import { TURN_STEPS } from "../../model/schedules/runs";
import { MAX_AMOUNT } from "../../shared/money";
import {
  earn,
  expectCode,
  makeAccount,
  runPoster,
  transactionsOf,
  twoUsers,
} from "../../testing/planner.testkit";

/** The server refuses starts more than 5 years back from its own date, so tests use it too. */
const TODAY = new Date().toISOString().slice(0, 10);

type Users = Awaited<ReturnType<typeof twoUsers>>;

/** User B's daily bill from TODAY: one posting is due on each run of the next days. */
async function otherUsersBill({ asB }: Users) {
  const bank = await makeAccount(asB, "USD", 1_000_000);
  await asB.mutation(api.schedules.create, {
    kind: "expense",
    accountId: bank,
    amount: 1_500,
    category: "housing",
    frequency: "daily",
    startDate: TODAY,
  });
  return bank;
}

/**
 * Runs the cron on TODAY and the next two days; returns how many of user B's bills had
 * posted after each run. A run that throws counts as a run that posted nothing more.
 */
async function threeRuns(users: Users, billAccount: Id<"accounts">) {
  const counts: number[] = [];
  for (const day of [0, 1, 2]) {
    await runPoster(users.t, addDays(TODAY, day)).catch(() => null);
    counts.push((await transactionsOf(users.t, billAccount)).length);
  }
  return counts;
}

const dailyIncome = (accountId: Id<"accounts">) => ({
  kind: "income" as const,
  accountId,
  amount: 10_000,
  frequency: "daily" as const,
  startDate: TODAY,
});

describe("a schedule that cannot post fails alone", () => {
  test("an income into an account filled to the balance cap: B's bill posts on each of 3 runs", async () => {
    const users = await twoUsers();
    const bill = await otherUsersBill(users);
    const full = await makeAccount(users.asA, "USD");
    const id = await users.asA.mutation(api.schedules.create, dailyIncome(full));
    // Filled after the schedule was saved, in an earlier month (so only the balance is full).
    await earn(users.asA, full, addDays(TODAY, -40), MAX_AMOUNT);
    expect(await threeRuns(users, bill)).toEqual([1, 2, 3]);
    expect(await transactionsOf(users.t, full)).toHaveLength(1);
    expect(await users.asA.query(api.schedules.get, { id })).toMatchObject({
      lastError: "BALANCE_TOO_LARGE",
      nextDate: null,
    });
  });

  test("a 1e15 USD→JPY transfer saved before its rate existed: B's bill posts on each of 3 runs", async () => {
    const users = await twoUsers();
    const bill = await otherUsersBill(users);
    const usd = await makeAccount(users.asA, "USD", MAX_AMOUNT);
    const jpy = await makeAccount(users.asA, "JPY");
    const id = await users.asA.mutation(api.schedules.create, {
      kind: "transfer",
      accountId: usd,
      toAccountId: jpy,
      amount: MAX_AMOUNT,
      frequency: "daily",
      startDate: TODAY,
    });
    await users.asA.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 150 });
    expect(await threeRuns(users, bill)).toEqual([1, 2, 3]);
    expect(await transactionsOf(users.t, jpy)).toEqual([]);
    expect((await users.asA.query(api.schedules.get, { id })).lastError).toBe(
      "CONVERTED_TOO_LARGE",
    );
  });

  test("an income past the month's total cap (the ledger refuses it): B's bill posts on each of 3 runs", async () => {
    const users = await twoUsers();
    const bill = await otherUsersBill(users);
    const owing = await makeAccount(users.asA, "USD", -MAX_AMOUNT);
    await earn(users.asA, owing, TODAY, MAX_AMOUNT);
    const id = await users.asA.mutation(api.schedules.create, dailyIncome(owing));
    expect(await threeRuns(users, bill)).toEqual([1, 2, 3]);
    expect(await transactionsOf(users.t, owing)).toHaveLength(1);
    expect((await users.asA.query(api.schedules.get, { id })).lastError).toBe("AMOUNT_TOO_LARGE");
  });

  test("a negative amount written as a restore would: B's bill posts on each of 3 runs", async () => {
    const users = await twoUsers();
    const bill = await otherUsersBill(users);
    const bank = await makeAccount(users.asA, "USD", 50_000);
    const id = await users.asA.mutation(api.schedules.create, {
      ...dailyIncome(bank),
      kind: "expense",
    });
    await users.t.run((ctx) => ctx.db.patch("schedules", id, { amount: -500 }));
    expect(await threeRuns(users, bill)).toEqual([1, 2, 3]);
    expect(await transactionsOf(users.t, bank)).toEqual([]);
    expect((await users.asA.query(api.schedules.get, { id })).lastError).toBe("INVALID_AMOUNT");
  });

  test("a failed schedule waits for its owner: editing it posts from the occurrence that failed", async () => {
    const users = await twoUsers();
    const bank = await makeAccount(users.asA, "USD", 50_000);
    const rule = { ...dailyIncome(bank), kind: "expense" as const };
    const id = await users.asA.mutation(api.schedules.create, rule);
    await users.t.run((ctx) => ctx.db.patch("schedules", id, { amount: -500 }));
    await runPoster(users.t, TODAY);
    // Skipped on later runs: its error stays and nothing is read or written for it.
    expect(await runPoster(users.t, addDays(TODAY, 1))).toEqual({ steps: 0, more: false });
    const upcoming = await users.asA.query(api.schedules.upcoming, { today: TODAY, days: 2 });
    expect(upcoming.items.map((i) => i.status)).toEqual(["failed", "failed", "failed"]);
    await users.asA.mutation(api.schedules.update, { id, today: addDays(TODAY, 1), ...rule });
    expect(await users.asA.query(api.schedules.get, { id })).toMatchObject({
      nextDate: TODAY,
    });
    expect((await users.asA.query(api.schedules.get, { id })).lastError).toBeUndefined();
    await runPoster(users.t, addDays(TODAY, 1));
    expect((await transactionsOf(users.t, bank)).map((x) => x.date)).toEqual([
      TODAY,
      addDays(TODAY, 1),
    ]);
  });
});

describe("catch up now", () => {
  test("one of the user's schedules failing does not stop their others", async () => {
    const users = await twoUsers();
    const bank = await makeAccount(users.asA, "USD", 50_000);
    const owing = await makeAccount(users.asA, "USD", -MAX_AMOUNT);
    await earn(users.asA, owing, TODAY, MAX_AMOUNT);
    const failing = await users.asA.mutation(api.schedules.create, dailyIncome(owing));
    await users.asA.mutation(api.schedules.create, { ...dailyIncome(bank), kind: "expense" });
    expect(await users.asA.mutation(api.schedules.catchUp, { today: TODAY })).toEqual({
      steps: 2,
      more: false,
    });
    expect(await transactionsOf(users.t, bank)).toHaveLength(1);
    expect((await users.asA.query(api.schedules.get, { id: failing })).lastError).toBe(
      "AMOUNT_TOO_LARGE",
    );
  });
});

describe("save-time checks", () => {
  test("an income schedule into an account at the balance cap is refused", async () => {
    const { asA } = await twoUsers();
    const full = await makeAccount(asA, "USD", MAX_AMOUNT);
    await expectCode(asA.mutation(api.schedules.create, dailyIncome(full)), "BALANCE_TOO_LARGE");
  });

  test("a transfer whose converted amount is beyond the cap is refused", async () => {
    const { asA } = await twoUsers();
    const usd = await makeAccount(asA, "USD", MAX_AMOUNT);
    const jpy = await makeAccount(asA, "JPY");
    await asA.mutation(api.exchangeRates.upsert, { base: "USD", quote: "JPY", rate: 150 });
    const transfer = {
      kind: "transfer" as const,
      accountId: usd,
      toAccountId: jpy,
      frequency: "monthly" as const,
      startDate: TODAY,
    };
    await expectCode(
      asA.mutation(api.schedules.create, { ...transfer, amount: MAX_AMOUNT }),
      "CONVERTED_TOO_LARGE",
    );
    // 1e12 USD cents = 1.5e12 yen: fine.
    await asA.mutation(api.schedules.create, { ...transfer, amount: 10 ** 12 });
  });

  test("a daily schedule starting in 1900 is refused; 5 years back is the earliest start", async () => {
    const { asA } = await twoUsers();
    const bank = await makeAccount(asA, "USD");
    const rule = { ...dailyIncome(bank), startDate: "1900-01-01" };
    await expectCode(asA.mutation(api.schedules.create, rule), "START_TOO_EARLY");
    const sixYears = `${Number(TODAY.slice(0, 4)) - 6}${TODAY.slice(4, 7)}-01`;
    await expectCode(
      asA.mutation(api.schedules.create, { ...rule, startDate: sixYears }),
      "START_TOO_EARLY",
    );
    const fourYears = `${Number(TODAY.slice(0, 4)) - 4}${TODAY.slice(4, 7)}-01`;
    const id = await asA.mutation(api.schedules.create, { ...rule, startDate: fourYears });
    // A card payment schedule starting on a "today" of 1900 too.
    const card = await asA.mutation(api.accounts.create, {
      name: "Visa",
      type: "credit_card",
      currency: "USD",
      initialBalance: -5_000,
      creditLimit: 100_000,
      billingDay: 5,
      paymentDay: 25,
    });
    await expectCode(
      asA.mutation(api.schedules.createFromAccount, {
        accountId: card,
        fromAccountId: bank,
        today: "1900-01-01",
      }),
      "START_TOO_EARLY",
    );
    // Moving a schedule's start to 1900 later is refused too.
    await expectCode(
      asA.mutation(api.schedules.update, { id, today: TODAY, ...rule }),
      "START_TOO_EARLY",
    );
  });
});

/** A daily schedule of user A stored with a 1900 start, as a restored file could hold it. */
async function since1900(users: Users, accountId: Id<"accounts">) {
  return await users.t.run((ctx) =>
    ctx.db.insert("schedules", {
      userId: users.a.userId,
      kind: "expense",
      accountId,
      amount: 1,
      category: "food",
      frequency: "daily",
      interval: 1,
      startDate: "1900-01-01",
      nextSlot: "1900-01-01",
      nextDue: "1900-01-01",
    }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("every run is shared fairly between schedules", () => {
  test("a daily schedule stored with a 1900 start does not take the run: B's bill posts in the first", async () => {
    const users = await twoUsers();
    const bill = await otherUsersBill(users);
    const bank = await makeAccount(users.asA, "USD", 1_000_000_000);
    await since1900(users, bank);
    const run = await runPoster(users.t, TODAY);
    expect(await transactionsOf(users.t, bill)).toHaveLength(1);
    expect(run.more).toBe(true);
    // Its catch-up goes back at most 5 years, never to 1900.
    const posted = await transactionsOf(users.t, bank);
    expect(posted.length).toBeGreaterThan(0);
    expect(posted[0].date >= `${Number(TODAY.slice(0, 4)) - 5}${TODAY.slice(4)}`).toBe(true);
  });
});

test("60 such schedules, more than one batch holds: B's bill posts before any of them gets a second turn", async () => {
  vi.useFakeTimers();
  const users = await twoUsers();
  const bill = await otherUsersBill(users);
  const bank = await makeAccount(users.asA, "USD", 1_000_000_000);
  const old: Id<"schedules">[] = [];
  for (let i = 0; i < 60; i += 1) old.push(await since1900(users, bank));
  await runPoster(users.t, TODAY);
  let batches = 1;
  while ((await transactionsOf(users.t, bill)).length === 0 && batches < 10) {
    vi.runOnlyPendingTimers();
    await users.t.finishInProgressScheduledFunctions();
    batches += 1;
  }
  expect(await transactionsOf(users.t, bill)).toHaveLength(1);
  const turns = await users.t.run(async (ctx) =>
    Promise.all(
      old.map(
        async (id) =>
          (
            await ctx.db
              .query("scheduleOccurrences")
              .withIndex("by_schedule_date", (q) => q.eq("scheduleId", id))
              .collect()
          ).length,
      ),
    ),
  );
  // Each had one turn: some postings, at most one turn's worth.
  expect(Math.min(...turns)).toBeGreaterThan(0);
  expect(Math.max(...turns)).toBeLessThanOrEqual(TURN_STEPS);
});
