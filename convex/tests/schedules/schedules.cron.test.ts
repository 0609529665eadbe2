/** The poster behind the hourly cron: exactly-once, catch-up, skips, edits, failures, batches. */
import { afterEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import crons from "../../crons";
import { checkLedger } from "../../testing/ledger.testkit";
import {
  makeAccount,
  runPoster,
  signedIn,
  signIn,
  transactionsOf,
} from "../../testing/planner.testkit";

async function daily(startDate = "2024-06-01", extra: Record<string, unknown> = {}) {
  const { t, as } = await signedIn();
  const bank = await makeAccount(as);
  const id = await as.mutation(api.schedules.create, {
    kind: "expense",
    accountId: bank,
    amount: 1_000,
    category: "food",
    notes: "lunch",
    frequency: "daily",
    startDate,
    ...extra,
  });
  return { t, as, bank, id };
}

const dates = async (
  t: Parameters<typeof transactionsOf>[0],
  bank: Parameters<typeof transactionsOf>[1],
) => (await transactionsOf(t, bank)).map((x) => x.date);

afterEach(() => {
  vi.useRealTimers();
});

describe("posting recurring transactions", () => {
  test("the cron is registered hourly", () => {
    const jobs = (
      crons as unknown as { crons: Record<string, { name: string; schedule: { type: string } }> }
    ).crons;
    expect(Object.values(jobs)).toContainEqual(
      expect.objectContaining({
        name: "internal/schedules:postDue",
        schedule: expect.objectContaining({ type: "hourly" }),
      }),
    );
  });

  test("running the poster twice on the same day posts once", async () => {
    const { t, bank } = await daily();
    await runPoster(t, "2024-06-01");
    await runPoster(t, "2024-06-01");
    expect(await transactionsOf(t, bank)).toEqual([
      { date: "2024-06-01", amount: -1_000, notes: "lunch", kind: "expense" },
    ]);
    await checkLedger(t);
  });

  test("after 10 days of downtime every missed occurrence posts exactly once", async () => {
    const { t, as, bank, id } = await daily();
    await runPoster(t, "2024-06-01");
    await runPoster(t, "2024-06-11");
    await runPoster(t, "2024-06-11");
    const posted = await dates(t, bank);
    expect(posted).toHaveLength(11);
    expect(new Set(posted).size).toBe(11);
    expect(posted.at(-1)).toBe("2024-06-11");
    expect((await as.query(api.schedules.get, { id })).nextDate).toBe("2024-06-12");
    await checkLedger(t);
  });

  test("a skipped occurrence never posts; resetting a skip posts it again", async () => {
    const { t, as, bank, id } = await daily();
    await as.mutation(api.schedules.skip, { id, date: "2024-06-03" });
    await as.mutation(api.schedules.skip, { id, date: "2024-06-04" });
    await runPoster(t, "2024-06-05");
    await runPoster(t, "2024-06-06");
    expect(await dates(t, bank)).toEqual(["2024-06-01", "2024-06-02", "2024-06-05", "2024-06-06"]);
    // Reset a skip the poster has already passed: it posts on the next run.
    await as.mutation(api.schedules.resetOccurrence, { id, date: "2024-06-04" });
    await runPoster(t, "2024-06-06");
    expect(await dates(t, bank)).toContain("2024-06-04");
    expect(await dates(t, bank)).not.toContain("2024-06-03");
  });

  test("an edited occurrence posts the override: amount, notes and a later or earlier date", async () => {
    const { t, as, bank, id } = await daily("2024-06-01", { endDate: "2024-06-06" });
    await as.mutation(api.schedules.editOccurrence, {
      id,
      date: "2024-06-02",
      amount: 5_000,
      notes: "dinner",
    });
    await as.mutation(api.schedules.editOccurrence, {
      id,
      date: "2024-06-03",
      postDate: "2024-06-10",
    });
    await as.mutation(api.schedules.editOccurrence, {
      id,
      date: "2024-06-06",
      postDate: "2024-06-04",
    });
    await runPoster(t, "2024-06-04");
    expect(await transactionsOf(t, bank)).toEqual([
      { date: "2024-06-01", amount: -1_000, notes: "lunch", kind: "expense" },
      { date: "2024-06-02", amount: -5_000, notes: "dinner", kind: "expense" },
      { date: "2024-06-04", amount: -1_000, notes: "lunch", kind: "expense" },
      { date: "2024-06-04", amount: -1_000, notes: "lunch", kind: "expense" },
    ]);
    expect((await as.query(api.schedules.get, { id })).nextDate).toBe("2024-06-05");
    await runPoster(t, "2024-06-09");
    expect(await dates(t, bank)).toHaveLength(5); // 06-05 posted; 06-06 was already posted early
    expect((await as.query(api.schedules.get, { id })).nextDate).toBe("2024-06-10");
    await runPoster(t, "2024-06-10");
    await runPoster(t, "2024-06-30");
    expect(await dates(t, bank)).toEqual([
      "2024-06-01",
      "2024-06-02",
      "2024-06-04",
      "2024-06-04",
      "2024-06-05",
      "2024-06-10",
    ]);
    expect((await as.query(api.schedules.get, { id })).nextDate).toBeNull();
  });

  test("post now posts a future occurrence once; the cron does not repeat it", async () => {
    const { t, as, bank, id } = await daily("2024-06-01", { frequency: "monthly" });
    await as.mutation(api.schedules.postNow, { id, date: "2024-07-01" });
    await runPoster(t, "2024-07-02");
    expect(await dates(t, bank)).toEqual(["2024-06-01", "2024-07-01"]);
  });

  test("count and end date stop the series; monthly day 31 is clamped", async () => {
    const { t, bank } = await daily("2024-01-31", { frequency: "monthly", count: 3 });
    await runPoster(t, "2024-12-31");
    expect(await dates(t, bank)).toEqual(["2024-01-31", "2024-02-29", "2024-03-31"]);
    // A finished series has no nextDue: the poster no longer reads it.
    expect(await runPoster(t, "2025-12-31")).toEqual({ steps: 0, more: false });
  });

  test("a long catch-up runs in bounded batches that chain until done", async () => {
    vi.useFakeTimers();
    const { t, bank } = await daily("2024-01-01");
    const first = await runPoster(t, "2024-06-30", 40);
    expect(first.more).toBe(true);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    const posted = await dates(t, bank);
    expect(posted).toHaveLength(182);
    expect(new Set(posted).size).toBe(182);
    await checkLedger(t);
  });

  test("transfers post both sides; a missing rate fails the occurrence until posted by hand", async () => {
    const { t, as } = await signedIn();
    const usd = await makeAccount(as, "USD", 100_000);
    const eur = await makeAccount(as, "EUR");
    const id = await as.mutation(api.schedules.create, {
      kind: "transfer",
      accountId: usd,
      toAccountId: eur,
      amount: 10_000,
      frequency: "monthly",
      startDate: "2024-06-01",
    });
    await runPoster(t, "2024-06-01");
    expect(await transactionsOf(t, usd)).toEqual([]);
    expect(await as.query(api.schedules.get, { id })).toMatchObject({
      lastError: "MISSING_RATE",
      nextDate: "2024-07-01",
    });
    expect(
      (await as.query(api.schedules.upcoming, { today: "2024-06-01", days: 1 })).items[0].status,
    ).toBe("failed");
    await as.mutation(api.exchangeRates.upsert, { base: "USD", quote: "EUR", rate: 0.9 });
    await as.mutation(api.schedules.postNow, { id, date: "2024-06-01" });
    expect(await transactionsOf(t, eur)).toMatchObject([
      { date: "2024-06-01", amount: 9_000, kind: "transfer" },
    ]);
    expect((await as.query(api.schedules.get, { id })).lastError).toBeUndefined();
    await runPoster(t, "2024-07-01");
    expect(await transactionsOf(t, usd)).toHaveLength(2);
    await checkLedger(t);
  });

  test("a schedule whose account was deleted ends", async () => {
    const { t, as, bank, id } = await daily();
    await as.mutation(api.accounts.remove, { id: bank });
    await runPoster(t, "2024-06-05");
    expect(await as.query(api.schedules.get, { id })).toMatchObject({
      nextDate: null,
      lastError: "NOT_FOUND",
      currency: null,
    });
  });

  test("catchUp posts by the user's own date, only the caller's schedules", async () => {
    const { t, as, bank } = await daily();
    const other = await signIn(t, "b@example.com");
    const otherBank = await makeAccount(other.as);
    await other.as.mutation(api.schedules.create, {
      kind: "income",
      accountId: otherBank,
      amount: 1,
      frequency: "daily",
      startDate: "2024-06-01",
    });
    expect(await as.mutation(api.schedules.catchUp, { today: "2024-06-03" })).toMatchObject({
      more: false,
    });
    expect(await dates(t, bank)).toEqual(["2024-06-01", "2024-06-02", "2024-06-03"]);
    expect(await transactionsOf(t, otherBank)).toEqual([]);
  });
});
