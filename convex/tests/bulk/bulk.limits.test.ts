/**
 * Bulk changes at the sizes that broke them, held to Convex's limits (newTest turns them on),
 * sent the way the client sends a large selection: in calls of BULK_MAX, each with its undo.
 * Undo entries stay far under the 1 MiB document limit, a call on split, tagged transactions
 * far under 4,096 index ranges, and one on the largest transactions under 16 MiB read.
 */
import { describe, expect, test } from "vitest";
import { api } from "../../_generated/api";
import type { Doc, Id } from "../../_generated/dataModel";
import { BULK_MAX } from "../../model/bulk/bulk";
import { postEntries } from "../../model/ledger/batch";
import { NOTES_MAX_LENGTH } from "../../shared/validation";
import {
  makeAccount,
  setupWithAccount,
  type Caller,
  type TestConvex,
} from "../../testing/helpers.testkit";
import { checkLedger } from "../../testing/ledger.testkit";

type TxId = Id<"transactions">;
type Entry = Omit<Doc<"transactions">, "_id" | "_creationTime">;

/** Every stored field of the user's transactions, with transfer links as the other side's row. */
async function ledgerOf(t: TestConvex) {
  return await t.run(async (ctx) => {
    const rows = await ctx.db.query("transactions").collect();
    const byId = new Map(rows.map((row) => [row._id, row]));
    const plain = ({ _id, _creationTime, counterpartId: _c, ...fields }: Doc<"transactions">) =>
      fields;
    return rows
      .map((row) => {
        const other = row.counterpartId && byId.get(row.counterpartId);
        return JSON.stringify({ ...plain(row), other: other ? plain(other) : null });
      })
      .sort();
  });
}

/** Inserts the entries through the ledger's batch path (the fast way to a large history). */
async function post(t: TestConvex, accountId: Id<"accounts">, entries: Entry[]) {
  return await t.run(async (ctx) => {
    const account = (await ctx.db.get("accounts", accountId))!;
    return await postEntries(ctx, account, entries);
  });
}

/** `n` transfers from one account to the other, each with notes of the longest length. */
async function transfers(t: TestConvex, userId: Id<"users">, from: Id<"accounts">, n: number) {
  const to = (await t.run((ctx) => ctx.db.query("accounts").collect())).find(
    (a) => a._id !== from,
  )!._id;
  const side = (i: number, accountId: Id<"accounts">, amount: number): Entry => ({
    userId,
    accountId,
    date: `2024-0${1 + (i % 6)}-${String(1 + (i % 28)).padStart(2, "0")}`,
    kind: "transfer",
    amount,
    category: "other",
    // The longest notes, in Cyrillic (two bytes a letter), as a Russian-speaking user writes them.
    notes: `${i} `.padEnd(NOTES_MAX_LENGTH, "перевод "),
    cleared: i % 3 === 0 ? "cleared" : undefined,
  });
  const out = await post(
    t,
    from,
    Array.from({ length: n }, (_, i) => side(i, from, -(100 + i))),
  );
  const into = await post(
    t,
    to,
    Array.from({ length: n }, (_, i) => side(i, to, 100 + i)),
  );
  await t.run(async (ctx) => {
    for (let i = 0; i < n; i++) {
      await ctx.db.patch("transactions", out[i], { counterpartId: into[i] });
      await ctx.db.patch("transactions", into[i], { counterpartId: out[i] });
    }
  });
  return out;
}

/** `n` split transactions with tags, notes and payees over six months. */
async function splitsWithTags(
  t: TestConvex,
  userId: Id<"users">,
  accountId: Id<"accounts">,
  n: number,
) {
  return await post(
    t,
    accountId,
    Array.from({ length: n }, (_, i) => ({
      userId,
      accountId,
      date: `2024-0${1 + (i % 6)}-10`,
      kind: "expense" as const,
      amount: -1_000 - i,
      category: "food",
      payee: `Shop ${i % 20}`,
      notes: `receipt ${i}`,
      tags: ["trip", `week ${i % 4}`],
      cleared: i % 5 === 0 ? ("cleared" as const) : undefined,
      splits: [
        { category: "food", amount: -600, notes: "groceries" },
        { category: "healthcare", amount: -400 - i },
      ],
    })),
  );
}

/** Bytes of the largest undo document stored (Convex's measure is close to its JSON). */
async function largestUndoDocument(t: TestConvex) {
  return await t.run(async (ctx) => {
    const docs = [
      ...(await ctx.db.query("undoLog").collect()),
      ...(await ctx.db.query("undoItems").collect()),
    ];
    return Math.max(...docs.map((doc) => new TextEncoder().encode(JSON.stringify(doc)).length));
  });
}

/** Runs `call` on the ids in calls of BULK_MAX, as the client does; returns each result. */
async function inBatches<T>(ids: TxId[], call: (batch: TxId[]) => Promise<T>): Promise<T[]> {
  const results = [];
  for (let i = 0; i < ids.length; i += BULK_MAX)
    results.push(await call(ids.slice(i, i + BULK_MAX)));
  return results;
}

/** Index ranges one call reads, from Convex's own metrics inside the same transaction. */
async function rangesOf<T>(
  as: Caller,
  call: (ctx: Parameters<Parameters<Caller["run"]>[0]>[0]) => Promise<T>,
) {
  return await as.run(async (ctx) => {
    const before = await ctx.meta.getTransactionMetrics();
    const result = await call(ctx);
    const after = await ctx.meta.getTransactionMetrics();
    return { result, ranges: after.databaseQueries.used - before.databaseQueries.used };
  });
}

/** The largest transaction there can be: every text at its longest, in a two-byte script. */
function largest(userId: Id<"users">, accountId: Id<"accounts">, i: number): Entry {
  const text = (n: number) => `${i} `.padEnd(n, "перевод ");
  return {
    userId,
    accountId,
    date: `2024-0${1 + (i % 6)}-10`,
    kind: "expense",
    amount: -20 * 100,
    category: "food",
    payee: text(80),
    notes: text(NOTES_MAX_LENGTH),
    tags: Array.from({ length: 10 }, (_, k) => `${k} `.padEnd(40, "метка ")),
    splits: Array.from({ length: 20 }, (_, k) => ({
      category: k % 2 === 0 ? "food" : "healthcare",
      amount: -100,
      notes: text(NOTES_MAX_LENGTH),
    })),
  };
}

describe("bulk changes at the sizes that broke them, within Convex's limits", () => {
  test("deleting 400 transfers with 500-character notes, then undo, restores both sides exactly", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    await makeAccount(as, "USD", 0);
    const ids = await transfers(t, userId, accountId, 400);
    const before = await ledgerOf(t);

    const done = await inBatches(ids, (batch) => as.mutation(api.bulk.remove, { ids: batch }));
    expect(done.reduce((n, d) => n + d.changed, 0)).toBe(800);
    expect(await ledgerOf(t)).toEqual([]);
    // One entry held all 800 sides before: 1.63 MiB, refused ("Value is too large").
    expect(await largestUndoDocument(t)).toBeLessThan(8 * 1024);
    await checkLedger(t);

    for (const { undoId } of done.reverse()) {
      expect(await as.mutation(api.bulk.undo, { undoId })).toEqual({ kept: 0 });
    }
    expect(await ledgerOf(t)).toEqual(before);
    expect(await t.run((ctx) => ctx.db.query("undoItems").collect())).toEqual([]);
    await checkLedger(t);
  });

  test("400 split transactions with tags: edit, delete and their undo read few index ranges", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const ids = await splitsWithTags(t, userId, accountId, 400);
    const before = await ledgerOf(t);
    const measured = (call: (ctx: Ctx) => Promise<{ undoId: Id<"undoLog"> }>) =>
      inBatches(ids, (batch) => rangesOf(as, (ctx) => call({ ctx, batch })));
    type Ctx = { ctx: Parameters<Parameters<Caller["run"]>[0]>[0]; batch: TxId[] };
    const undoAll = async (steps: { result: { undoId: Id<"undoLog"> } }[]) => {
      const undone = [];
      for (const { result } of steps.reverse()) {
        undone.push(
          await rangesOf(as, (ctx) => ctx.runMutation(api.bulk.undo, { undoId: result.undoId })),
        );
      }
      return undone;
    };

    const edit = await measured(({ ctx, batch }) =>
      ctx.runMutation(api.bulk.edit, { ids: batch, payee: "Market", addTags: ["audit"] }),
    );
    await checkLedger(t);
    const undoEdit = await undoAll(edit);
    expect(await ledgerOf(t)).toEqual(before);
    const remove = await measured(({ ctx, batch }) =>
      ctx.runMutation(api.bulk.remove, { ids: batch }),
    );
    await checkLedger(t);
    const undoRemove = await undoAll(remove);
    expect(await ledgerOf(t)).toEqual(before);
    await checkLedger(t);

    // Before: 10, 10, 7 and 6 ranges a transaction, 4,003 for an edit of 400 (limit 4,096).
    const perTx = [edit, undoEdit, remove, undoRemove].map(
      (calls) => calls.reduce((n, call) => n + call.ranges, 0) / ids.length,
    );
    console.log("index ranges per transaction (edit, undo, delete, undo):", perTx.join(", "));
    // Deleting a split with tags reads the transaction, its tag rows and its split category
    // rows (what the ledger's category filter reads): about 3 ranges, 640 for a batch of 200,
    // still a sixth of Convex's 4,096.
    for (const figure of perTx) expect(figure).toBeLessThan(3.5);
    for (const call of [edit, undoEdit, remove, undoRemove].flat()) {
      expect(call.ranges).toBeLessThan(4096 / 4);
    }
  });

  test("200 of the largest transactions there can be: edit, delete and their undo", async () => {
    const { t, as, userId, accountId } = await setupWithAccount();
    const ids = await post(
      t,
      accountId,
      Array.from({ length: BULK_MAX }, (_, i) => largest(userId, accountId, i)),
    );
    const before = await ledgerOf(t);
    const edit = await as.mutation(api.bulk.edit, { ids, payee: "Market" });
    await as.mutation(api.bulk.undo, { undoId: edit.undoId });
    const done = await as.mutation(api.bulk.remove, { ids });
    expect(done.changed).toBe(BULK_MAX);
    expect(await largestUndoDocument(t)).toBeLessThan(32 * 1024);
    await as.mutation(api.bulk.undo, { undoId: done.undoId });
    expect(await ledgerOf(t)).toEqual(before);
    await checkLedger(t);
  });
});
