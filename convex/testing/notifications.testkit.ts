/** The notification sweep in tests: one run with its scheduled turns and e-mails to the end. */
import { vi } from "vitest";
import { internal } from "../_generated/api";
import type { Id } from "../_generated/dataModel";
import { TODAY, withEnv, type TestConvex } from "./helpers.testkit";

export const SITE = { SITE_URL: "http://app.test" };

export async function sweep(t: TestConvex, today = TODAY) {
  await withEnv(SITE, async () => {
    await t.mutation(internal.internal.notifications.sweep, { today });
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });
}

/** Two sweeps started together, then everything they scheduled. */
export async function twoSweepsAtOnce(t: TestConvex, today = TODAY) {
  await withEnv(SITE, async () => {
    await Promise.all([
      t.mutation(internal.internal.notifications.sweep, { today }),
      t.mutation(internal.internal.notifications.sweep, { today }),
    ]);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
  });
}

export async function notificationRows(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) =>
    (await ctx.db.query("notifications").collect()).filter((n) => n.userId === userId),
  );
}

export async function outbox(t: TestConvex, to: string) {
  return await t.run(async (ctx) =>
    ctx.db
      .query("emailOutbox")
      .withIndex("by_to", (q) => q.eq("to", to))
      .collect(),
  );
}

/** How many notifications each key has: every count is 1 when each was made once. */
export function countsByKey(rows: { key: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[row.key] = (counts[row.key] ?? 0) + 1;
  return counts;
}
