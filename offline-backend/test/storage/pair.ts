/**
 * Two convex-test instances over the same schema: `ref` is convex-test as published, `idx`
 * has the indexed storage plugged in. Every test runs the same writes and queries on both and
 * compares, so convex-test's own behaviour is the specification (and a convex-test upgrade
 * that changes it shows up here). Date.now is frozen so both get the same creation times.
 */
import { convexTest } from "convex-test";
import { defineSchema, defineTable } from "convex/server";
import { v } from "convex/values";
import { afterEach, beforeEach, vi } from "vitest";
import { captureInternals } from "../../src/internals";
import {
  installIndexedStorage,
  type IndexedStorage,
  type StorageHooks,
} from "../../src/storage/adapter";

export const schema = defineSchema({
  things: defineTable({ g: v.optional(v.string()), v: v.optional(v.any()), n: v.number() })
    .index("by_v", ["v"])
    .index("by_g_v", ["g", "v"])
    .index("by_n", ["n"]),
  others: defineTable({ n: v.number() }).index("by_n", ["n"]),
});

// convex-test finds its module root from a "_generated" path; inline handlers need no modules.
const modules = { "./_generated/api.js": async () => ({}) };

// Handlers are written against an untyped db: the tests build queries dynamically.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCtx = any;

type Accessor = {
  run<T>(fn: (ctx: AnyCtx) => Promise<T>): Promise<T>;
};

export type Pair = { ref: Accessor; idx: Accessor; storage: IndexedStorage };

export async function makePair(
  hooks: StorageHooks = {},
  transactionLimits?: Record<string, number>,
): Promise<Pair> {
  const options = { schema, modules, ...(transactionLimits ? { transactionLimits } : {}) };
  const ref = convexTest(options as never) as unknown as Accessor;
  const idx = convexTest(options as never) as unknown as Accessor;
  const { db, global } = await captureInternals(() => idx.run(async () => null));
  const storage = installIndexedStorage(db, global.transactionManager, hooks);
  return { ref, idx, storage };
}

/** Runs `fn` on both instances with the same frozen clock; returns [reference, indexed]. */
export async function both<T>(p: Pair, fn: (ctx: AnyCtx) => Promise<T>): Promise<[T, T]> {
  const a = await p.ref.run(fn);
  const b = await p.idx.run(fn);
  return [a, b];
}

export function freezeClock(): void {
  beforeEach(() => {
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** Values of every Convex type, in no particular order, for ordering tests. */
export const MIXED_VALUES: unknown[] = [
  "b",
  null,
  3,
  -1n,
  true,
  "",
  [1, 2],
  -0,
  { a: 1 },
  0,
  2.5,
  "é",
  false,
  Number.NEGATIVE_INFINITY,
  "😀",
  0n,
  [1],
  "B",
  new Uint8Array([1, 2]).buffer,
  Number.POSITIVE_INFINITY,
  -7,
  "ab",
  { a: 1, b: [] },
  10n,
  [],
  "a",
  Number.NaN,
];

/** Ids of documents, the part of results that must match exactly (with their order). */
export const ids = (docs: unknown) => (docs as { _id: string }[]).map((d) => d._id);
