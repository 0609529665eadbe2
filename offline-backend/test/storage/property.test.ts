/**
 * Random histories and random index queries: the indexed storage and convex-test as
 * published return the same documents in the same order, committed or still pending.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { both, freezeClock, ids, makePair, MIXED_VALUES, type AnyCtx } from "./pair";

freezeClock();

const value = fc.constantFrom(...MIXED_VALUES.slice(0, 20), undefined);
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("insert" as const),
      g: fc.constantFrom("x", "y"),
      v: value,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("patch" as const), at: fc.nat(), v: value }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }) },
);
// Each bound is absent half of the time, so that ranges are not mostly empty.
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });
const bound = fc.record({
  lower: maybe(fc.record({ op: fc.constantFrom("gt", "gte"), v: value })),
  upper: maybe(fc.record({ op: fc.constantFrom("lt", "lte"), v: value })),
  eq: maybe(fc.constantFrom("x", "y")),
  desc: fc.boolean(),
  take: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
  page: fc.boolean(),
});

type Op =
  { kind: "insert"; g: string; v: unknown } | { kind: "patch" | "delete"; at: number; v?: unknown };

async function apply(ctx: AnyCtx, ops: Op[]): Promise<void> {
  for (const o of ops) {
    const all = await ctx.db.query("things").collect();
    if (o.kind === "insert") await ctx.db.insert("things", { g: o.g, v: o.v, n: all.length });
    else if (all.length > 0) {
      const doc = all[o.at % all.length];
      if (o.kind === "patch") await ctx.db.patch(doc._id, { v: o.v });
      else await ctx.db.delete(doc._id);
    }
  }
}

test("random writes, then random ranges and first pages, with and without pending writes", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(op, { minLength: 5, maxLength: 25 }),
      fc.array(op, { maxLength: 8 }),
      bound,
      async (committed, pending, b) => {
        const p = await makePair();
        await both(p, (ctx) => apply(ctx, committed));
        const [a, c] = await both(p, async (ctx: AnyCtx) => {
          await apply(ctx, pending);
          const index = b.eq === undefined ? "by_v" : "by_g_v";
          let q = ctx.db.query("things").withIndex(index, (r: AnyCtx) => {
            let range = b.eq === undefined ? r : r.eq("g", b.eq);
            if (b.lower) range = range[b.lower.op]("v", b.lower.v);
            if (b.upper) range = range[b.upper.op]("v", b.upper.v);
            return range;
          });
          if (b.desc) q = q.order("desc");
          if (b.page) {
            const page = await q.paginate({ numItems: b.take ?? 3, cursor: null });
            return { ...page, page: ids(page.page) };
          }
          return ids(b.take ? await q.take(b.take) : await q.collect());
        });
        expect(c).toEqual(a);
      },
    ),
    { numRuns: 40 },
  );
});
