/**
 * The indexed storage answers queries exactly like convex-test: order across value types,
 * index range bounds, descending order, filters, limits, pagination cursors, and a
 * transaction's reads of its own uncommitted writes.
 */
import { describe, expect, test } from "vitest";
import { both, freezeClock, ids, makePair, MIXED_VALUES, type AnyCtx, type Pair } from "./pair";

freezeClock();

async function seed(p: Pair): Promise<void> {
  await both(p, async (ctx: AnyCtx) => {
    // Each value twice (two groups), plus documents without `v` at all.
    for (const [i, value] of MIXED_VALUES.entries()) {
      await ctx.db.insert("things", { g: "x", v: value, n: i });
      await ctx.db.insert("things", { g: i % 2 ? "x" : "y", v: value, n: 100 + i });
    }
    await ctx.db.insert("things", { n: 500 });
    await ctx.db.insert("things", { g: "x", n: 501 });
  });
}

type RangeOp = "eq" | "gt" | "gte" | "lt" | "lte";

describe("index ranges", () => {
  test("order across value types, ascending and descending, and a full table scan", async () => {
    const p = await makePair();
    await seed(p);
    // The indexed instance really holds the documents (convex-test's object is retired).
    expect(p.storage.committed.size).toBe(MIXED_VALUES.length * 2 + 2);
    for (const order of ["asc", "desc"] as const) {
      const [a, b] = await both(p, (ctx: AnyCtx) =>
        ctx.db.query("things").withIndex("by_v").order(order).collect(),
      );
      expect(ids(b)).toEqual(ids(a));
      const [c, d] = await both(p, (ctx: AnyCtx) => ctx.db.query("things").order(order).collect());
      expect(ids(d)).toEqual(ids(c));
    }
  });

  test("bounds eq, gt, gte, lt, lte and pairs of them, alone and after an eq prefix", async () => {
    const p = await makePair();
    await seed(p);
    const pivots = [null, -1n, 0, 2.5, false, "a", [1], { a: 1 }, undefined];
    const ops: RangeOp[][] = [
      ["eq"],
      ["gt"],
      ["gte"],
      ["lt"],
      ["lte"],
      ["gt", "lt"],
      ["gte", "lte"],
    ];
    for (const pivot of pivots) {
      for (const chain of ops) {
        for (const order of ["asc", "desc"] as const) {
          const [a, b] = await both(p, (ctx: AnyCtx) => {
            const range = (q: AnyCtx, prefix: boolean) => {
              let r = prefix ? q.eq("g", "x") : q;
              // A pair is a window around the pivot: gt(pivot).lt(upper) would be empty.
              for (const op of chain)
                r = r[op]("v", op.startsWith("l") && chain.length > 1 ? "zzz" : pivot);
              return r;
            };
            return Promise.all([
              ctx.db
                .query("things")
                .withIndex("by_v", (q: AnyCtx) => range(q, false))
                .order(order)
                .collect(),
              ctx.db
                .query("things")
                .withIndex("by_g_v", (q: AnyCtx) => range(q, true))
                .order(order)
                .collect(),
            ]);
          });
          expect(b.map(ids), `${chain.join(".")}(${String(pivot)}) ${order}`).toEqual(a.map(ids));
        }
      }
    }
  });

  test("filters, take and first read in index order", async () => {
    const p = await makePair();
    await seed(p);
    const [a, b] = await both(p, async (ctx: AnyCtx) => {
      const q = () => ctx.db.query("things").withIndex("by_g_v", (r: AnyCtx) => r.eq("g", "x"));
      return [
        ids(
          await q()
            .filter((f: AnyCtx) => f.gt(f.field("n"), 10))
            .take(5),
        ),
        ids(await q().order("desc").take(3)),
        (await q().order("desc").first())?._id,
        ids(
          await ctx.db
            .query("things")
            .filter((f: AnyCtx) => f.eq(f.field("g"), "y"))
            .collect(),
        ),
        await ctx.db
          .query("things")
          .withIndex("by_n", (r: AnyCtx) => r.gte("n", 100))
          .unique()
          .catch((e: Error) => e.message),
      ];
    });
    expect(b).toEqual(a);
  });

  test("an index that is not in the schema and a misordered range fail like convex-test", async () => {
    const p = await makePair();
    const [a, b] = await both(p, async (ctx: AnyCtx) => {
      const errors: string[] = [];
      for (const run of [
        () => ctx.db.query("things").withIndex("by_nothing").collect(),
        () =>
          ctx.db
            .query("things")
            .withIndex("by_g_v", (q: AnyCtx) => q.eq("v", 1))
            .collect(),
        () =>
          ctx.db
            .query("things")
            .withIndex("by_g_v", (q: AnyCtx) => q.gt("g", "a").eq("v", 1))
            .collect(),
      ]) {
        errors.push(
          await run().then(
            () => "ok",
            (e: Error) => e.message,
          ),
        );
      }
      return errors;
    });
    expect(b).toEqual(a);
    expect(b.every((m) => m !== "ok")).toBe(true);
  });
});

describe("pagination", () => {
  async function pages(
    p: Pair,
    opts: { order: "asc" | "desc"; numItems: number; filter: boolean; maximumRowsRead?: number },
  ) {
    const walk = async (which: "ref" | "idx") => {
      const out: unknown[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 200; i++) {
        const page: AnyCtx = await p[which].run((ctx: AnyCtx) => {
          let q = ctx.db
            .query("things")
            .withIndex("by_g_v", (r: AnyCtx) => r.eq("g", "x"))
            .order(opts.order);
          if (opts.filter) q = q.filter((f: AnyCtx) => f.neq(f.field("n"), 3));
          return q.paginate({
            numItems: opts.numItems,
            cursor,
            maximumRowsRead: opts.maximumRowsRead,
          });
        });
        out.push({ ...page, page: ids(page.page) });
        if (page.isDone) break;
        cursor = page.continueCursor;
      }
      return out;
    };
    return [await walk("ref"), await walk("idx")];
  }

  test("same pages, cursors, isDone and split cursors as convex-test", async () => {
    const p = await makePair();
    await seed(p);
    for (const order of ["asc", "desc"] as const) {
      for (const numItems of [1, 4, 7, 100]) {
        for (const filter of [false, true]) {
          const [a, b] = await pages(p, { order, numItems, filter });
          expect(b, `${order} ${numItems} ${filter}`).toEqual(a);
        }
      }
      const [a, b] = await pages(p, { order, numItems: 10, filter: true, maximumRowsRead: 3 });
      expect(b).toEqual(a);
    }
  });

  test("endCursor pages and the end cursor", async () => {
    const p = await makePair();
    await seed(p);
    const [a, b] = await both(p, async (ctx: AnyCtx) => {
      const q = () => ctx.db.query("things").withIndex("by_v");
      const first = await q().paginate({ numItems: 5, cursor: null });
      return { first, n: first.page.length };
    });
    expect(ids(b.first.page)).toEqual(ids(a.first.page));
    expect(b.first.continueCursor).toEqual(a.first.continueCursor);
    const [c, d] = await both(p, async (ctx: AnyCtx) =>
      ctx.db
        .query("things")
        .withIndex("by_v")
        .paginate({ numItems: 1, cursor: null, endCursor: a.first.continueCursor }),
    );
    expect({ ...d, page: ids(d.page) }).toEqual({ ...c, page: ids(c.page) });
    const [e, f] = await both(p, async (ctx: AnyCtx) =>
      ctx.db.query("things").withIndex("by_v").paginate({ numItems: 3, cursor: "_end_cursor" }),
    );
    expect(f).toEqual(e);
  });
});

describe("a transaction's own writes", () => {
  test("inserts, patches and deletes not yet committed show in ranges, scans and pages", async () => {
    const p = await makePair();
    await seed(p);
    const [a, b] = await both(p, async (ctx: AnyCtx) => {
      const all = await ctx.db.query("things").withIndex("by_n").collect();
      await ctx.db.delete(all[3]._id);
      await ctx.db.patch(all[5]._id, { v: "moved", n: -5 });
      await ctx.db.replace(all[7]._id, { g: "x", v: 1, n: 7 });
      const inserted = await ctx.db.insert("things", { g: "x", v: 2, n: 1000 });
      await ctx.db.patch(inserted, { v: "zz" });
      await ctx.db.insert("things", { g: "x", v: -1, n: 1001 });
      return [
        ids(await ctx.db.query("things").withIndex("by_n").collect()),
        ids(
          await ctx.db
            .query("things")
            .withIndex("by_g_v", (q: AnyCtx) => q.eq("g", "x").gte("v", 0))
            .order("desc")
            .collect(),
        ),
        ids(await ctx.db.query("things").collect()),
        await ctx.db
          .query("things")
          .withIndex("by_v", (q: AnyCtx) => q.eq("v", "moved"))
          .unique()
          .then((d: AnyCtx) => d?.n),
        ids(
          (
            await ctx.db
              .query("things")
              .withIndex("by_n", (q: AnyCtx) => q.gt("n", 0))
              .paginate({ numItems: 5, cursor: null })
          ).page,
        ),
      ];
    });
    expect(b).toEqual(a);
  });

  test("a query stream sees the writes made before it started, not those made while reading it", async () => {
    const p = await makePair();
    await seed(p);
    const [a, b] = await both(p, async (ctx: AnyCtx) => {
      await ctx.db.insert("things", { g: "x", n: 2000 });
      const seen: string[] = [];
      for await (const doc of ctx.db
        .query("things")
        .withIndex("by_n", (q: AnyCtx) => q.gte("n", 120))) {
        seen.push(doc._id);
        if (seen.length === 2) await ctx.db.insert("things", { g: "x", n: 3000 });
      }
      return seen;
    });
    expect(b).toEqual(a);
  });

  test("a transaction that throws leaves nothing behind", async () => {
    const p = await makePair();
    await seed(p);
    for (const t of [p.ref, p.idx]) {
      await expect(
        t.run(async (ctx: AnyCtx) => {
          await ctx.db.insert("others", { n: 1 });
          expect(await ctx.db.query("others").withIndex("by_n").collect()).toHaveLength(1);
          throw new Error("boom");
        }),
      ).rejects.toThrow("boom");
    }
    const [c, d] = await both(p, (ctx: AnyCtx) =>
      ctx.db.query("others").withIndex("by_n").collect(),
    );
    expect(d).toEqual([]);
    expect(ids(d)).toEqual(ids(c));
  });
});
