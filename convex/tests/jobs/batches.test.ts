/**
 * The one helper for long work in bounded batches (model/jobs/batches.ts), on a real job: a
 * deleted plan's contributions, 500 per batch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Scheduler } from "convex/server";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { runBatch } from "../../model/jobs/batches";
import { newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";

const CONTRIBUTIONS = 1_600;

/** A plan with many contributions, written 400 per transaction (inside the limits below). */
async function planWithContributions(t: TestConvex) {
  const { userId, as } = await signIn(t, "alice@example.com");
  const planId = await t.run((ctx) =>
    ctx.db.insert("plans", {
      userId,
      name: "Trip",
      kind: "goal",
      targetAmount: 100_000,
      currency: "USD",
      targetDate: "2030-01-01",
      contributed: 0,
    }),
  );
  for (let i = 0; i < CONTRIBUTIONS; i += 400) {
    await t.run(async (ctx) => {
      for (let j = i; j < i + 400; j++) {
        await ctx.db.insert("planContributions", { userId, planId, date: "2026-01-01", amount: j });
      }
    });
  }
  return { as, planId };
}

function contributionsLeft(t: TestConvex, planId: Id<"plans">) {
  return t.run(
    async (ctx) =>
      (
        await ctx.db
          .query("planContributions")
          .withIndex("by_plan_date", (q) => q.eq("planId", planId))
          .collect()
      ).length,
  );
}

describe("long work in bounded batches", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reports each batch's progress and schedules the rest only while there is more", async () => {
    const scheduled: unknown[] = [];
    const ctx = {
      scheduler: { runAfter: async (...call: unknown[]) => void scheduled.push(call) },
    } as unknown as { scheduler: Scheduler };
    const job = internal.internal.plans.removeContributions;
    const planId = "p" as Id<"plans">;
    const more = await runBatch(ctx, job, async () => ({ handled: 500, next: { planId } }));
    expect(more).toEqual({ handled: 500, done: false });
    expect(scheduled).toEqual([[0, job, { planId }]]);
    const last = await runBatch(ctx, job, async () => ({ handled: 3, next: null }));
    expect(last).toEqual({ handled: 3, done: true });
    expect(scheduled).toHaveLength(1);
  });

  it("never holds one transaction past the limits, however much work there is", async () => {
    // Far tighter than Convex's own limits (a delete counts as a read too): the whole job
    // reads three times and writes two and a half times as much as one transaction may.
    const t = newTest({ documentsRead: 1_100, documentsWritten: 600 });
    const { as, planId } = await planWithContributions(t);
    await as.mutation(api.plans.remove, { id: planId });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await contributionsLeft(t, planId)).toBe(0);
  });

  it("a failing batch loses only itself, and the job carries on from its arguments", async () => {
    const t = newTest();
    const { planId } = await planWithContributions(t);
    await t.mutation(internal.internal.plans.removeContributions, { planId });
    expect(await contributionsLeft(t, planId)).toBe(CONTRIBUTIONS - 500);
    const failing = t.run((ctx) =>
      runBatch(ctx, internal.internal.plans.removeContributions, async () => {
        const rows = await ctx.db
          .query("planContributions")
          .withIndex("by_plan_date", (q) => q.eq("planId", planId))
          .take(500);
        for (const row of rows) await ctx.db.delete("planContributions", row._id);
        throw new Error("the batch failed");
      }),
    );
    await expect(failing).rejects.toThrow("the batch failed");
    // Its deletions were rolled back; the first batch's stay and its continuation runs on.
    expect(await contributionsLeft(t, planId)).toBe(CONTRIBUTIONS - 500);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await contributionsLeft(t, planId)).toBe(0);
  });
});
