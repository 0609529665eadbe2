import { describe, expect, test } from "vitest";
import { api, internal } from "../../_generated/api";
import type { Id } from "../../_generated/dataModel";
import { postEntries } from "../../model/ledger/batch";
import { BULK_MAX, UNDO_TTL_MS } from "../../model/bulk/bulk";
import {
  balanceOf,
  expectCode,
  expense,
  makeAccount,
  rollupsOf,
  setupWithAccount,
  signIn,
  TODAY,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

describe("bulk edits with undo", () => {
  test("re-categorise many, then undo restores exactly the previous categories", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    const b = await as.mutation(
      api.transactions.create,
      expense(accountId, 200, { category: "healthcare", date: "2024-05-02" }),
    );
    const before = await rollupsOf(t, accountId);
    const { undoId, changed } = await as.mutation(api.bulk.recategorize, {
      ids: [a, b, a],
      category: "transportation",
    });
    expect(changed).toBe(2);
    expect((await as.query(api.transactions.get, { id: b })).category).toBe("transportation");
    await checkLedger(t);
    await as.mutation(api.bulk.undo, { undoId });
    expect((await as.query(api.transactions.get, { id: a })).category).toBe("food");
    expect((await as.query(api.transactions.get, { id: b })).category).toBe("healthcare");
    await checkLedger(t);
    const after = await rollupsOf(t, accountId);
    const totals = (rows: typeof before) =>
      rows
        .filter((r) => r.count > 0)
        .map((r) => `${r.month}|${r.category}|${r.expense}`)
        .sort();
    expect(totals(after)).toEqual(totals(before));
    // An undo is used once.
    await expectCode(as.mutation(api.bulk.undo, { undoId }), "NOT_FOUND");
  });

  test("delete many (a transfer takes both sides), then undo re-inserts them linked", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const other = await makeAccount(as);
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    const { fromId } = await as.mutation(api.transactions.createTransfer, {
      fromAccountId: accountId,
      toAccountId: other,
      amount: 300,
      date: TODAY,
    });
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: true });
    const { undoId, changed } = await as.mutation(api.bulk.remove, { ids: [a, fromId] });
    expect(changed).toBe(3);
    expect(await balanceOf(t, accountId)).toBe(10_000);
    expect(await balanceOf(t, other)).toBe(0);
    await checkLedger(t);
    await as.mutation(api.bulk.undo, { undoId });
    expect(await balanceOf(t, accountId)).toBe(9_600);
    expect(await balanceOf(t, other)).toBe(300);
    await checkLedger(t);
    const rows = await t.run((ctx) => ctx.db.query("transactions").collect());
    expect(rows.find((r) => r.amount === -100)?.cleared).toBe("cleared");
  });

  test("reconciled ones need consent; bad input is refused", async () => {
    const { as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    await as.mutation(api.reconciliation.setCleared, { id: a, cleared: true });
    await as.mutation(api.reconciliation.finish, {
      accountId,
      statementDate: TODAY,
      statementBalance: 9_900,
    });
    await expectCode(as.mutation(api.bulk.remove, { ids: [a] }), "TRANSACTION_RECONCILED");
    await expectCode(
      as.mutation(api.bulk.recategorize, { ids: [a], category: "healthcare" }),
      "TRANSACTION_RECONCILED",
    );
    await as.mutation(api.bulk.recategorize, {
      ids: [a],
      category: "healthcare",
      allowReconciled: true,
    });
    await expectCode(as.mutation(api.bulk.remove, { ids: [] }), "INVALID_ARGUMENT");
    await expectCode(
      as.mutation(api.bulk.remove, { ids: Array.from({ length: BULK_MAX + 1 }, () => a) }),
      "INVALID_ARGUMENT",
    );
    await expect(
      as.mutation(api.bulk.recategorize, { ids: [a], category: "nope" as "food" }),
    ).rejects.toThrow();
  });

  test("old undo entries are dropped on later writes", async () => {
    const { t, as, accountId, userId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    const old = await t.run((ctx) =>
      ctx.db.insert("undoLog", {
        userId,
        kind: "recategorize",
        previous: [],
        createdAt: Date.now() - UNDO_TTL_MS - 1,
      }),
    );
    await as.mutation(api.bulk.recategorize, { ids: [a], category: "healthcare" });
    expect(await t.run((ctx) => ctx.db.get("undoLog", old))).toBeNull();
    const { undoId } = await as.mutation(api.bulk.remove, { ids: [a] });
    const stale = await t.run(async (ctx) => {
      const stale = await ctx.db.insert("undoLog", { userId, kind: "delete", createdAt: 1 });
      for (const item of await ctx.db.query("undoItems").collect()) {
        await ctx.db.patch("undoItems", item._id, { undoId: stale, createdAt: 1 });
      }
      return stale;
    });
    expect(await t.mutation(internal.internal.bulk.pruneUndo, {})).toBe(1);
    expect(await t.run((ctx) => ctx.db.get("undoLog", stale))).toBeNull();
    // Its deleted transactions went with it.
    expect(await t.run((ctx) => ctx.db.query("undoItems").collect())).toEqual([]);
    await t.run((ctx) => ctx.db.patch("undoLog", undoId, { createdAt: 1 }));
    // Past its time an undo is no longer offered (its items may be gone already).
    await expectCode(as.mutation(api.bulk.undo, { undoId }), "NOT_FOUND");
  });

  test("another user can neither change the transactions nor undo", async () => {
    const { t, as, accountId } = await setupWithAccount();
    const a = await as.mutation(api.transactions.create, expense(accountId, 100));
    const { undoId } = await as.mutation(api.bulk.recategorize, {
      ids: [a],
      category: "healthcare",
    });
    const { as: other } = await signIn(t, "b@example.com");
    await expectCode(other.mutation(api.bulk.remove, { ids: [a] }), "NOT_FOUND");
    await expectCode(
      other.mutation(api.bulk.recategorize, { ids: [a], category: "food" }),
      "NOT_FOUND",
    );
    await expectCode(other.mutation(api.bulk.undo, { undoId }), "NOT_FOUND");
    expect((await as.query(api.transactions.get, { id: a })).category).toBe("healthcare");
  });

  test("all matching the filter, page by page, each page undoable", async () => {
    const { t, as, accountId, userId } = await setupWithAccount();
    const n = BULK_MAX + 10;
    await t.run(async (ctx) => {
      const account = (await ctx.db.get("accounts", accountId))!;
      const entry = { ...expense(accountId, 1), amount: -1, userId, notes: "cafe" };
      await postEntries(
        ctx,
        account,
        Array.from({ length: n }, () => ({ ...entry })),
      );
    });
    await as.mutation(api.transactions.create, expense(accountId, 5, { notes: "rent" }));
    const undoIds = [];
    let cursor: string | null = null;
    let changed = 0;
    do {
      const page: { undoId: Id<"undoLog"> | null; changed: number; cursor: string | null } =
        await as.mutation(api.bulk.recategorizeMatching, {
          accountId,
          notes: "cafe",
          category: "travel",
          cursor,
        });
      if (page.undoId) undoIds.push(page.undoId);
      changed += page.changed;
      cursor = page.cursor;
    } while (cursor !== null);
    expect(changed).toBe(n);
    expect(undoIds.length).toBeGreaterThanOrEqual(2);
    await checkLedger(t);
    const travel = await t.run((ctx) =>
      ctx.db
        .query("transactions")
        .withIndex("by_account_category_date", (q) =>
          q.eq("accountId", accountId).eq("category", "travel"),
        )
        .collect(),
    );
    expect(travel).toHaveLength(n);
    for (const undoId of undoIds.reverse()) await as.mutation(api.bulk.undo, { undoId });
    await checkLedger(t);
    // A filter on notes reads a bounded page and may match nothing in it: the client goes on.
    let removed = 0;
    cursor = null;
    do {
      const page: { changed: number; cursor: string | null } = await as.mutation(
        api.bulk.removeMatching,
        { accountId, notes: "rent", cursor },
      );
      removed += page.changed;
      cursor = page.cursor;
    } while (cursor !== null);
    expect(removed).toBe(1);
    await checkLedger(t);
  });
});
