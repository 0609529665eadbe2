/**
 * The daily pruning of device-resend records (clientWrites): records past their retention go,
 * newer ones stay and still answer a resend, and a backlog larger than a batch is worked off
 * through the job's continuation, each batch inside tight limits.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import crons from "../../crons";
import {
  CLIENT_WRITE_PRUNE_BATCH,
  CLIENT_WRITE_RETENTION_MS,
} from "../../model/transactions/clientWrites";
import {
  expense,
  makeAccount,
  newTest,
  setupWithAccount,
  signIn,
  type TestConvex,
} from "../../testing/helpers.testkit";

const DAY = 24 * 60 * 60 * 1000;

function later(ms: number) {
  vi.setSystemTime(Date.now() + ms);
}

async function rememberedClientIds(t: TestConvex) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("clientWrites").collect()).map((row) => row.clientId).sort(),
  );
}

async function transactionCount(t: TestConvex, accountId: Id<"accounts">) {
  return await t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("transactions")
          .withIndex("by_account_date", (q) => q.eq("accountId", accountId))
          .collect()
      ).length,
  );
}

function prune(t: TestConvex) {
  return t.mutation(internal.internal.transactions.pruneClientWrites, {});
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-03-01T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("pruning device-resend records", () => {
  test("the retention outlasts a month offline", () => {
    expect(CLIENT_WRITE_RETENTION_MS).toBeGreaterThanOrEqual(30 * DAY);
  });

  test("records older than the retention are deleted, newer ones kept", async () => {
    const { t, as, accountId } = await setupWithAccount();
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "old" }));
    later(20 * DAY);
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "recent" }));
    later(11 * DAY);
    expect(await prune(t)).toBe(1);
    expect(await rememberedClientIds(t)).toEqual(["recent"]);
    // The transactions themselves are untouched: only the resend records go.
    expect(await transactionCount(t, accountId)).toBe(2);
  });

  test("a resend within the retention still returns the first call's ids", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as, "USD", 0);
    const entry = expense(accountId, 2_500, { clientId: "entry" });
    const transfer = {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 500,
      date: entry.date,
      clientId: "transfer",
    };
    const first = await as.mutation(api.transactions.create, entry);
    const firstTransfer = await as.mutation(api.transactions.createTransfer, transfer);
    later(CLIENT_WRITE_RETENTION_MS - DAY);
    expect(await prune(t)).toBe(0);
    expect(await as.mutation(api.transactions.create, entry)).toBe(first);
    expect(await as.mutation(api.transactions.createTransfer, transfer)).toEqual(firstTransfer);
    expect(await transactionCount(t, accountId)).toBe(2);
    expect(await transactionCount(t, other)).toBe(1);
  });

  test("a backlog of several batches is all deleted through the continuation, each batch inside tight limits", async () => {
    // One batch reads each row twice (found, deleted) and writes it once; a whole run in one
    // transaction would break these limits several times over.
    const t = newTest({
      documentsRead: 2 * CLIENT_WRITE_PRUNE_BATCH + 100,
      documentsWritten: 1_100,
    });
    const { as, userId } = await signIn(t, "a@example.com");
    const accountId = await makeAccount(as, "USD", 0);
    const transactionId = await as.mutation(api.transactions.create, expense(accountId, 1));
    const total = 2 * CLIENT_WRITE_PRUNE_BATCH + 500;
    for (let i = 0; i < total; i += 500) {
      await t.run(async (ctx) => {
        for (let j = i; j < i + 500; j++) {
          await ctx.db.insert("clientWrites", { userId, clientId: `c${j}`, transactionId });
        }
      });
    }
    later(CLIENT_WRITE_RETENTION_MS + DAY);
    await as.mutation(api.transactions.create, expense(accountId, 1, { clientId: "fresh" }));
    expect(await prune(t)).toBe(CLIENT_WRITE_PRUNE_BATCH);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await rememberedClientIds(t)).toEqual(["fresh"]);
  });

  test("the pruning runs from a daily cron", () => {
    const jobs = (
      crons as unknown as { crons: Record<string, { name: string; schedule: { type: string } }> }
    ).crons;
    expect(Object.values(jobs)).toContainEqual(
      expect.objectContaining({
        name: "internal/transactions:pruneClientWrites",
        schedule: expect.objectContaining({ type: "daily" }),
      }),
    );
  });
});
