/**
 * What a query read, for re-running subscriptions: the walked part of each index range and
 * the documents fetched by id; a commit affects a query only when it writes inside them.
 * Also how documents read are counted (every document a range walks, like Convex).
 */
import { describe, expect, test } from "vitest";
import {
  emptyReadSet,
  readSetAffected,
  writeSetOf,
  type ReadSet,
  type WriteSet,
} from "../../src/storage/readset";
import { freezeClock, makePair, type AnyCtx, type Pair } from "./pair";

freezeClock();

type Recorder = { reads?: ReadSet; writes?: WriteSet };

async function recordingPair(): Promise<Pair & { rec: Recorder }> {
  const rec: Recorder = {};
  const p = await makePair({
    reads: () => rec.reads,
    onCommit: (_ts, changes) => (rec.writes = writeSetOf(changes)),
  });
  await p.idx.run(async (ctx: AnyCtx) => {
    for (let n = 0; n < 20; n++)
      await ctx.db.insert("things", { g: n % 2 ? "odd" : "even", v: n, n });
    await ctx.db.insert("others", { n: 1 });
  });
  return { ...p, rec };
}

async function read(
  p: Pair & { rec: Recorder },
  fn: (ctx: AnyCtx) => Promise<unknown>,
): Promise<ReadSet> {
  const reads = emptyReadSet();
  p.rec.reads = reads;
  try {
    await p.idx.run(fn);
  } finally {
    p.rec.reads = undefined;
  }
  return reads;
}

async function affects(
  p: Pair & { rec: Recorder },
  reads: ReadSet,
  fn: (ctx: AnyCtx) => Promise<unknown>,
) {
  await p.idx.run(fn);
  return readSetAffected(reads, p.rec.writes!);
}

const evens = (ctx: AnyCtx) =>
  ctx.db.query("things").withIndex("by_g_v", (q: AnyCtx) => q.eq("g", "even"));

describe("read sets", () => {
  test("a range read is affected by writes inside it, not by writes to other ranges", async () => {
    const p = await recordingPair();
    const reads = await read(p, (ctx) => evens(ctx).collect());
    expect(reads.ranges).toHaveLength(1);
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "odd", v: 100, n: 100 })),
    ).toBe(false);
    expect(await affects(p, reads, (ctx) => ctx.db.insert("others", { n: 2 }))).toBe(false);
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 100, n: 101 })),
    ).toBe(true);
  });

  test("a write that moves a document out of the range affects it", async () => {
    const p = await recordingPair();
    const reads = await read(p, (ctx) => evens(ctx).collect());
    const [doc] = (await p.idx.run((ctx: AnyCtx) => evens(ctx).take(1))) as AnyCtx[];
    expect(await affects(p, reads, (ctx) => ctx.db.patch(doc._id, { g: "moved" }))).toBe(true);
  });

  test("take(3) depends on the part it walked only", async () => {
    const p = await recordingPair();
    const reads = await read(p, (ctx) => evens(ctx).take(3)); // v = 0, 2, 4
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 50, n: 1 })),
    ).toBe(false);
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 3, n: 1 })),
    ).toBe(true);
    const desc = await read(p, (ctx) => evens(ctx).order("desc").first()); // v = 50
    expect(
      await affects(p, desc, (ctx) => ctx.db.insert("things", { g: "even", v: 1.5, n: 1 })),
    ).toBe(false);
    expect(
      await affects(p, desc, (ctx) => ctx.db.insert("things", { g: "even", v: 60, n: 1 })),
    ).toBe(true);
  });

  test("a page depends on the documents up to the one after it", async () => {
    const p = await recordingPair();
    // v = 0, 2, 4, 6 on the page; 8 was looked at to know whether more follow.
    const reads = await read(p, (ctx) => evens(ctx).paginate({ numItems: 4, cursor: null }));
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 9, n: 1 })),
    ).toBe(false);
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 5, n: 1 })),
    ).toBe(true);
  });

  test("a last page (isDone) is affected by anything appended to its range", async () => {
    const p = await recordingPair();
    const reads = await read(p, (ctx) => evens(ctx).paginate({ numItems: 100, cursor: null }));
    expect(
      await affects(p, reads, (ctx) => ctx.db.insert("things", { g: "even", v: 1e9, n: 1 })),
    ).toBe(true);
  });

  test("documents fetched by id, and full table scans", async () => {
    const p = await recordingPair();
    const [a, b] = (await p.idx.run((ctx: AnyCtx) => ctx.db.query("things").take(2))) as AnyCtx[];
    const byId = await read(p, (ctx) => ctx.db.get(a._id));
    expect(await affects(p, byId, (ctx) => ctx.db.patch(b._id, { n: 7 }))).toBe(false);
    expect(await affects(p, byId, (ctx) => ctx.db.patch(a._id, { n: 7 }))).toBe(true);
    const scan = await read(p, (ctx) => ctx.db.query("things").collect());
    expect(await affects(p, scan, (ctx) => ctx.db.insert("others", { n: 3 }))).toBe(false);
    expect(await affects(p, scan, (ctx) => ctx.db.insert("things", { n: 3 }))).toBe(true);
  });
});

describe("documents read (limits)", () => {
  async function metrics(p: Pair, fn: (ctx: AnyCtx) => Promise<unknown>) {
    return p.idx.run(async (ctx: AnyCtx) => {
      await fn(ctx);
      return (await ctx.meta.getTransactionMetrics()).documentsRead.used as number;
    });
  }

  test("every document a range walks counts, including those a filter drops", async () => {
    const p = await recordingPair();
    const only = (ctx: AnyCtx) =>
      ctx.db.query("things").filter((f: AnyCtx) => f.eq(f.field("n"), 19));
    expect(await metrics(p, (ctx) => only(ctx).collect())).toBe(20);
    expect(await metrics(p, (ctx) => evens(ctx).take(3))).toBe(3);
    expect(
      await metrics(p, (ctx) =>
        evens(ctx)
          .filter((f: AnyCtx) => f.gt(f.field("n"), 10))
          .take(2),
      ),
    ).toBe(8); // 0…10 skipped (6 documents), then 12 and 14
    expect(await metrics(p, (ctx) => only(ctx).paginate({ numItems: 5, cursor: null }))).toBe(20);
  });

  test("a query that walks more than the limit fails like on Convex", async () => {
    const p = await makePair({}, { documentsRead: 10 });
    await p.idx.run(async (ctx: AnyCtx) => {
      for (let n = 0; n < 15; n++) await ctx.db.insert("others", { n });
    });
    await expect(
      p.idx.run((ctx: AnyCtx) =>
        ctx.db
          .query("others")
          .filter((f: AnyCtx) => f.eq(f.field("n"), -1))
          .collect(),
      ),
    ).rejects.toThrow(/Scanned too many documents/);
    await expect(
      p.idx.run((ctx: AnyCtx) => ctx.db.query("others").withIndex("by_n").take(5)),
    ).resolves.toHaveLength(5);
  });
});
