/**
 * A restore that never finishes no longer blocks the account. It can be
 * cancelled (what it wrote is removed in batches), it expires after an hour without progress,
 * only one runs at a time, and "empty" means no categories, rules or chat either.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../_generated/api";
import { RESTORE_EXPIRY_MS } from "../../model/portability/restoreRuns";
import { snapshotOf } from "../../testing/fixtures.testkit";
import { expectCode, newTest, signIn, type TestConvex } from "../../testing/helpers.testkit";
import { restoring } from "../../testing/portability.testkit";
import type { Id, TableNames } from "../../_generated/dataModel";
import schema from "../../schema";

afterEach(() => {
  vi.useRealTimers();
});

/** The tables in which the user still owns documents, but their user row and preferences. */
async function leftovers(t: TestConvex, userId: Id<"users">) {
  return await t.run(async (ctx) => {
    const tables = new Set<string>();
    for (const table of Object.keys(schema.tables) as TableNames[]) {
      // A person's household membership is not something a restore writes.
      if (table === "userPreferences" || table === "householdMembers" || table.startsWith("auth"))
        continue;
      for (const doc of await ctx.db.query(table).collect()) {
        if ((doc as { userId?: string }).userId === userId) tables.add(table);
      }
    }
    return [...tables];
  });
}

describe("restore lifecycle", () => {
  it("cancel removes what the restore wrote, in batches, and a new restore can start", async () => {
    const t = newTest();
    const bob = await restoring(t);
    await bob.put("categories", [{ name: "Pets" }]);
    await bob.put("chatThreads", [{ title: "Hi", updatedAt: 0 }]);
    const rows = Array.from({ length: 200 }, (_, i) => ({
      accountId: bob.account,
      kind: "expense",
      amount: -(i + 1),
      date: `2024-0${1 + (i % 6)}-1${i % 10}`,
      category: "food",
      payee: `Shop ${i % 7}`,
      tags: ["trip"],
    }));
    for (let i = 0; i < 3; i += 1) await bob.put("transactions", rows);
    expect(await bob.as.query(api.dataRestore.canRestore, {})).toBe(false);
    await bob.as.mutation(api.dataRestore.cancel, {});
    // 600 rows, 600 tag rows, rollups, payees: more than one batch, the rest is scheduled.
    expect(await leftovers(t, bob.userId)).toContain("restores");
    await expectCode(bob.put("categories", [{ name: "Late" }]), "RESTORE_NOT_STARTED");
    await expectCode(bob.as.mutation(api.dataRestore.begin, {}), "RESTORE_RUNNING");
    await t.finishAllScheduledFunctions(() => {});
    expect(await leftovers(t, bob.userId)).toEqual([]);
    expect(await bob.as.query(api.dataRestore.canRestore, {})).toBe(true);
    expect(await bob.as.mutation(api.dataRestore.begin, {})).toBe(true);
  });

  it("a second begin while one runs is refused; finish ends it", async () => {
    const t = newTest();
    const bob = await restoring(t);
    await expectCode(bob.as.mutation(api.dataRestore.begin, {}), "RESTORE_RUNNING");
    await bob.as.mutation(api.dataRestore.finish, {});
    await expectCode(bob.as.mutation(api.dataRestore.begin, {}), "RESTORE_NOT_EMPTY");
  });

  it("an hour without progress ends the restore: canRestore again, and it cleans itself up", async () => {
    vi.useFakeTimers();
    const t = newTest();
    const bob = await restoring(t);
    vi.advanceTimersByTime(RESTORE_EXPIRY_MS - 60_000);
    await bob.put("categories", [{ name: "Pets" }]);
    // Progress moved the deadline: still running an hour after the start.
    vi.advanceTimersByTime(2 * 60_000);
    expect(await bob.as.query(api.dataRestore.canRestore, {})).toBe(false);
    await expectCode(bob.as.mutation(api.dataRestore.begin, {}), "RESTORE_RUNNING");
    vi.advanceTimersByTime(RESTORE_EXPIRY_MS);
    expect(await bob.as.query(api.dataRestore.canRestore, {})).toBe(true);
    await expectCode(bob.put("categories", [{ name: "Late" }]), "RESTORE_NOT_STARTED");
    // A fresh begin removes the abandoned rows and starts over.
    expect(await bob.as.mutation(api.dataRestore.begin, {})).toBe(true);
    expect(await leftovers(t, bob.userId)).toEqual(["restores"]);
  });

  it("the scheduled expiry removes an abandoned restore without anyone coming back", async () => {
    vi.useFakeTimers();
    const t = newTest();
    const bob = await restoring(t);
    await t.finishAllScheduledFunctions(vi.runAllTimers);
    expect(await leftovers(t, bob.userId)).toEqual([]);
    expect(await bob.as.query(api.dataRestore.canRestore, {})).toBe(true);
  });

  it("another user's cancel changes nothing of a running restore", async () => {
    const t = newTest();
    const bob = await restoring(t);
    const eve = await signIn(t, "eve@example.com");
    const before = await snapshotOf(t, [bob.userId]);
    await eve.as.mutation(api.dataRestore.cancel, {});
    expect(await snapshotOf(t, [bob.userId])).toEqual(before);
    await bob.put("categories", [{ name: "Pets" }]);
    await bob.as.mutation(api.dataRestore.finish, {});
  });

  it("categories, rules or a conversation alone make the account not empty", async () => {
    const t = newTest();
    const cases: [string, (as: Awaited<ReturnType<typeof signIn>>) => Promise<unknown>][] = [
      ["cat", (u) => u.as.mutation(api.categories.create, { name: "Pets" })],
      [
        "rule",
        (u) =>
          u.as.mutation(api.rules.create, {
            field: "payee",
            op: "contains",
            text: "x",
            setCategory: "food",
          }),
      ],
      [
        "chat",
        (u) =>
          t.run((ctx) =>
            ctx.db.insert("chatThreads", { userId: u.userId, title: "Hi", updatedAt: 0 }),
          ),
      ],
    ];
    for (const [name, make] of cases) {
      const user = await signIn(t, `${name}@example.com`);
      await make(user);
      expect(await user.as.query(api.dataRestore.canRestore, {})).toBe(false);
      await expectCode(user.as.mutation(api.dataRestore.begin, {}), "RESTORE_NOT_EMPTY");
    }
  });
});
