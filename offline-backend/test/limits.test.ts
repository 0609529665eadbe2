/**
 * Convex's limits, enforced here as on a deployment (src/limits): documents, arguments and
 * return values, a frozen clock and seeded randomness in queries and mutations.
 */
import { convexTest } from "convex-test";
import { anyApi, defineSchema, defineTable, mutationGeneric, queryGeneric } from "convex/server";
import { v } from "convex/values";
import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, test } from "vitest";
import { enforceDatabaseLimits } from "../src/limits/database";
import { withConvexLimits } from "../src/limits/functions";
import fc from "fast-check";
import {
  documentProblem,
  formatBytes,
  measure,
  utf8Length,
  valueProblem,
} from "../src/limits/values";

const schema = defineSchema({
  notes: defineTable({ text: v.any() }).searchIndex("search_text", { searchField: "text" }),
});

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

const probe = {
  store: mutationGeneric({
    args: { text: v.any() },
    handler: async (ctx, { text }) => ctx.db.insert("notes", { text }),
  }),
  grow: mutationGeneric({
    args: { id: v.id("notes"), text: v.string() },
    handler: async (ctx, { id, text }) => ctx.db.patch(id, { text }),
  }),
  /** A value nested `n` levels deep, objects and arrays in turn. */
  deep: queryGeneric({ args: { n: v.number() }, handler: async (_ctx, { n }) => nested(n) }),
  echo: queryGeneric({ args: { value: v.any() }, handler: async () => null }),
  many: queryGeneric({ args: { n: v.number() }, handler: async (_ctx, { n }) => Array(n).fill(1) }),
  clock: mutationGeneric({
    args: {},
    handler: async () => {
      const first = Date.now();
      let spin = 0;
      for (let i = 0; i < 2e6; i++) spin += i;
      return { first, second: Date.now() + (spin > 0 ? 0 : 1), asDate: new Date().getTime() };
    },
  }),
  dice: queryGeneric({ args: {}, handler: async () => [Math.random(), Math.random()] }),
  find: queryGeneric({
    args: { q: v.string() },
    handler: async (ctx, { q }) =>
      (
        await ctx.db
          .query("notes")
          .withSearchIndex("search_text", (s) => s.search("text", q))
          .collect()
      ).map((n) => n.text as string),
  }),
  /** Its own code works for about `ms` of CPU. */
  burn: queryGeneric({
    args: { ms: v.number() },
    handler: async (_ctx, { ms }) => {
      const until = process.cpuUsage().user + ms * 1000;
      let spins = 0;
      while (process.cpuUsage().user < until) spins += 1;
      return spins > 0;
    },
  }),
  /** Writes a note, then works for about `ms` of CPU. */
  burnAndStore: mutationGeneric({
    args: { ms: v.number() },
    handler: async (ctx, { ms }) => {
      await ctx.db.insert("notes", { text: "written" });
      // User and system time, as the limit counts them (reading the clock is a system call).
      const cpu = () => process.cpuUsage().user + process.cpuUsage().system;
      const until = cpu() + ms * 1000;
      while (cpu() < until);
      return null;
    },
  }),
  /** Makes the database look through every note `times` times and returns none of them. */
  scan: queryGeneric({
    args: { times: v.number() },
    handler: async (ctx, { times }) => {
      let found = 0;
      for (let i = 0; i < times; i++)
        found += (
          await ctx.db
            .query("notes")
            .filter((q) => q.eq(q.field("text"), "absent"))
            .collect()
        ).length;
      return found;
    },
  }),
  seed: mutationGeneric({
    args: { n: v.number(), text: v.string() },
    handler: async (ctx, { n, text }) => {
      for (let i = 0; i < n; i++) await ctx.db.insert("notes", { text: `${text} ${i}` });
    },
  }),
};

function newProbe(options?: Parameters<typeof withConvexLimits>[1]) {
  const modules = withConvexLimits(
    {
      "./_generated/server.js": async () => ({}),
      "./probe.ts": async () => probe,
    },
    options,
  );
  const t = convexTest({ schema, modules } as never) as ReturnType<typeof convexTest>;
  return t;
}

// Document limits are installed on each instance's database (the convex project does this in
// its setup file; here by hand, through the same hook on convex-test's global store).
const run = AsyncLocalStorage.prototype.run;
AsyncLocalStorage.prototype.run = function (
  this: AsyncLocalStorage<unknown>,
  store: unknown,
  cb: (...args: unknown[]) => unknown,
  ...a: unknown[]
) {
  const s = store as { components?: Record<string, { db: object }> } | undefined;
  if (s && typeof s === "object" && s.components)
    for (const { db } of Object.values(s.components)) enforceDatabaseLimits(db);
  return run.call(this, store, cb, ...a);
} as typeof run;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the probe module has no generated api
const ref = (name: string): any => (anyApi.probe as Record<string, unknown>)[name];

describe("Convex value sizes", () => {
  test("measure values the way Convex does", () => {
    expect(measure(null)).toEqual({ size: 1, nesting: 0 });
    expect(measure(1.5)).toEqual({ size: 9, nesting: 0 });
    expect(measure("é")).toEqual({ size: 4, nesting: 0 });
    expect(measure({ a: [1, "x"] })).toEqual({ size: 2 + 1 + 1 + (2 + 9 + 3), nesting: 2 });
    expect(formatBytes(1024 * 1024)).toBe("1 MiB");
    expect(formatBytes(1.1 * 1024 * 1024)).toBe("1.10 MiB");
  });

  test("UTF-8 lengths agree with TextEncoder for any text", () => {
    const encoder = new TextEncoder();
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (text) => {
        expect(utf8Length(text)).toBe(encoder.encode(text).length);
      }),
    );
  });

  test("documents: size, nesting, fields and arrays, with Convex's messages", () => {
    expect(documentProblem({ text: "x".repeat(1024 * 1024) })).toMatch(
      /^Value is too large \(1\.00 MiB > maximum size 1 MiB\)$/,
    );
    let deep: unknown = 1;
    for (let i = 0; i < 17; i++) deep = { d: deep };
    expect(documentProblem(deep)).toBe(
      "Document is too nested (nested 17 levels deep > maximum nesting 16)",
    );
    const fields = Object.fromEntries(Array.from({ length: 1025 }, (_, i) => [`f${i}`, i]));
    expect(documentProblem(fields)).toBe("Object has too many fields (1025 > maximum number 1024)");
    expect(documentProblem({ list: Array(8193).fill(0) })).toBe(
      "Array length is too long (8193 > maximum length 8192)",
    );
    expect(documentProblem({ list: Array(8192).fill(0) })).toBeNull();
  });

  test("function values: 16 MiB, named after the function", () => {
    expect(valueProblem("x".repeat(17 * 1024 * 1024), "Function a:b return value")).toBe(
      "Function a:b return value is too large (actual: 17.00 MiB, limit: 16 MiB)",
    );
  });
});

describe("a deployment's limits on convex-test", () => {
  test("an insert or a patch past 1 MiB fails and stores nothing", async () => {
    const t = newProbe();
    const id = await t.mutation(ref("store"), { text: "small" });
    await expect(t.mutation(ref("store"), { text: "x".repeat(1024 * 1024) })).rejects.toThrow(
      /Value is too large/,
    );
    await expect(t.mutation(ref("grow"), { id, text: "y".repeat(1024 * 1024) })).rejects.toThrow(
      /Value is too large/,
    );
    const texts = await t.run(async (ctx) =>
      (await ctx.db.query("notes").collect()).map((n) => n.text as string),
    );
    expect(texts).toEqual(["small"]);
  });

  test("a return value of more than 8,192 items is refused, 8,192 pass", async () => {
    const t = newProbe();
    expect(await t.query(ref("many"), { n: 8192 })).toHaveLength(8192);
    await expect(t.query(ref("many"), { n: 8193 })).rejects.toThrow(
      "Function probe.js:many return value invalid: Array length is too long (8193 > maximum length 8192)",
    );
  });

  test("values nest as on Convex: 20 levels pass in a result and an argument, not in a document", async () => {
    const t = newProbe();
    // Convex's limit on function values is 64 levels (crates/value MAX_NESTING); 16 is the
    // limit on documents (crates/common MAX_DOCUMENT_NESTING).
    expect(await t.query(ref("deep"), { n: 20 })).toEqual(nested(20));
    expect(await t.query(ref("echo"), { value: nested(20) })).toBeNull();
    await expect(t.mutation(ref("store"), { text: nested(20) })).rejects.toThrow(
      "Document is too nested (nested 21 levels deep > maximum nesting 16)",
    );
  });

  test("a result nests up to 64 levels, arguments up to 63 (Convex reads them as [args])", async () => {
    const t = newProbe();
    expect(await t.query(ref("deep"), { n: 64 })).toEqual(nested(64));
    await expect(t.query(ref("deep"), { n: 80 })).rejects.toThrow(
      "Function probe.js:deep return value invalid: Value is too nested (nested 65 levels deep > maximum nesting 64)",
    );
    // { value: … } adds a level: 62 inside it is 63 for the arguments object.
    expect(await t.query(ref("echo"), { value: nested(62) })).toBeNull();
    await expect(t.query(ref("echo"), { value: nested(63) })).rejects.toThrow(
      "Invalid arguments for probe.js:echo: Value is too nested (nested 65 levels deep > maximum nesting 64)",
    );
  });

  test("arguments of more than 8,192 items are refused", async () => {
    const t = newProbe();
    await expect(t.mutation(ref("store"), { text: Array(9000).fill(0) })).rejects.toThrow(
      "Invalid arguments for probe.js:store: Array length is too long (9000 > maximum length 8192)",
    );
  });

  test("the clock stands still inside a mutation", async () => {
    const t = newProbe();
    const { first, second, asDate } = (await t.mutation(ref("clock"), {})) as Record<
      string,
      number
    >;
    expect(second).toBe(first);
    expect(asDate).toBe(first);
  });

  test("Math.random is seeded per call: random within a call, different between calls", async () => {
    const t = newProbe();
    const [a, b] = (await t.query(ref("dice"), {})) as number[];
    const [c] = (await t.query(ref("dice"), {})) as number[];
    expect(a).not.toBe(b);
    expect(c).not.toBe(a);
    for (const x of [a, b, c]) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe("user-code time", () => {
  // A short limit, so the test takes milliseconds, not seconds.
  const tight = { userTimeMs: 40 };

  // About a second of CPU, which a loaded machine stretches in wall time.
  test(
    "a mutation whose own code runs past 1 s is refused with Convex's message and writes nothing",
    { timeout: 120_000 },
    async () => {
      const t = newProbe();
      await expect(t.mutation(ref("burnAndStore"), { ms: 1_100 })).rejects.toThrow(
        "Function execution timed out (maximum duration: 1s)",
      );
      expect(await t.run(async (ctx) => (await ctx.db.query("notes").collect()).length)).toBe(0);
    },
  );

  test("past the limit by half is refused, not only past three times it", async () => {
    const t = newProbe(tight);
    await expect(t.mutation(ref("burnAndStore"), { ms: 60 })).rejects.toThrow(
      "Function execution timed out (maximum duration: 0.04s)",
    );
  });

  test("a query whose own code runs past the limit is stopped with Convex's message", async () => {
    const t = newProbe(tight);
    await expect(t.query(ref("burn"), { ms: 200 })).rejects.toThrow(
      "Function execution timed out (maximum duration: 0.04s)",
    );
    expect(await t.query(ref("burn"), { ms: 1 })).toBe(true);
  });

  test("time the database spends finding documents is not the function's own", async () => {
    const t = newProbe(tight);
    await t.run(async (ctx) => {
      for (let i = 0; i < 20_000; i++) await ctx.db.insert("notes", { text: `note ${i}` });
    });
    const started = process.cpuUsage().user;
    expect(await t.query(ref("scan"), { times: 10 })).toBe(0);
    // The scans cost the engine well past the limit; the function itself did next to nothing.
    expect((process.cpuUsage().user - started) / 1000).toBeGreaterThan(tight.userTimeMs * 2);
  });
});

describe("search as Convex does it", () => {
  test("terms split at punctuation, the last one a prefix, the others whole", async () => {
    const t = newProbe();
    for (const text of ["Coffee-shop downtown", "coffeehouse", "Shopping mall", "tea"])
      await t.mutation(ref("store"), { text });
    expect(await t.query(ref("find"), { q: "shop" })).toEqual([
      "Coffee-shop downtown",
      "Shopping mall",
    ]);
    // "coffee" is not the last term, so it must be whole: "coffeehouse" does not match it.
    expect(await t.query(ref("find"), { q: "coffee tea" })).toEqual([
      "Coffee-shop downtown",
      "tea",
    ]);
    expect(await t.query(ref("find"), { q: "COFFEE" })).toEqual([
      "Coffee-shop downtown",
      "coffeehouse",
    ]);
  });

  test("only the first 16 query terms count; terms of 32 bytes or more are dropped", async () => {
    const t = newProbe();
    await t.mutation(ref("store"), { text: "needle" });
    await t.mutation(ref("store"), { text: `${"x".repeat(32)} haystack` });
    const filler = Array.from({ length: 16 }, (_, i) => `w${i}`).join(" ");
    expect(await t.query(ref("find"), { q: `${filler} needle` })).toEqual([]);
    expect(await t.query(ref("find"), { q: `needle ${filler}` })).toEqual(["needle"]);
    expect(await t.query(ref("find"), { q: "x".repeat(32) })).toEqual([]);
  });

  test("a search yields at most 1,024 results, then says it is done", async () => {
    const t = newProbe();
    for (let i = 0; i < 3; i++) await t.mutation(ref("seed"), { n: 400, text: "rent" });
    const found = (await t.query(ref("find"), { q: "rent" })) as string[];
    expect(found).toHaveLength(1024);
  });
});
