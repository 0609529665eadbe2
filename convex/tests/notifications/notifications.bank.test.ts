/**
 * Bank connections that need the person: a connection that stopped syncing is told once per
 * reason and month, and a new reason is one more rule (BANK_RULES), told once per its period.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { api } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { banksNeedingAttention, type BankRule } from "../../model/notifications/bankAttention";
import { newTest, signIn, TODAY, type TestConvex } from "../../testing/helpers.testkit";
import { sweep } from "../../testing/notifications.testkit";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

async function connection(t: TestConvex, userId: Id<"users">, status: "ok" | "error") {
  return await t.run((ctx) =>
    ctx.db.insert("bankConnections", {
      userId,
      provider: "simplefin",
      status,
      createdAt: Date.now(),
      unlimited: true,
      requestTimes: [],
      accounts: [],
    }),
  );
}

describe("bank_attention", () => {
  test("a failing connection is told once however often the sweep runs", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const id = await connection(t, a.userId, "error");
    for (let run = 0; run < 3; run++) await sweep(t);
    const items = (await a.as.query(api.notifications.list, { limit: 10 })).items;
    expect(items).toEqual([
      expect.objectContaining({
        kind: "bank_attention",
        subjectId: id,
        facts: { status: "error" },
      }),
    ]);
  });

  test("a new reason is one more rule: its word and date reach the notification, its period the key", async () => {
    const t = newTest();
    const a = await signIn(t, "a@example.com");
    const id = await connection(t, a.userId, "ok");
    const expiring: BankRule = (c) =>
      c.status === "ok"
        ? { reason: "consent_expiring", period: "2024-06-20", date: "2024-06-20" }
        : null;
    const found = await t.run((ctx) => banksNeedingAttention(ctx, a.userId, TODAY, [expiring]));
    expect(found).toEqual([
      {
        kind: "bank_attention",
        subjectId: id,
        key: `bank_attention:${id}:consent_expiring:2024-06-20`,
        facts: { status: "consent_expiring", date: "2024-06-20" },
      },
    ]);
  });
});
