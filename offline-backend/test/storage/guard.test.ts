/**
 * The guard around convex-test's private internals: it passes on the installed version and
 * fails loudly (at start-up) when what the storage adapter relies on changes.
 */
import { convexTest } from "convex-test";
import { describe, expect, test } from "vitest";
import { captureInternals } from "../../src/internals";
import { fromSorted, BTree } from "../../src/storage/btree";
import {
  assertAdaptable,
  currentFingerprints,
  FINGERPRINTS,
  type DatabaseFake,
} from "../../src/storage/guard";
import { compareKeys } from "../../src/storage/keys";
import { makePair, schema } from "./pair";

const modules = { "./_generated/api.js": async () => ({}) };

async function fresh() {
  const t = convexTest({ schema, modules } as never) as unknown as {
    run(fn: () => Promise<null>): Promise<null>;
  };
  return captureInternals(() => t.run(async () => null));
}

describe("convex-test guard", () => {
  test("the installed convex-test is the one the adapter was written for", async () => {
    const { db, global } = await fresh();
    // On a mismatch this shows the new fingerprints to review and copy into guard.ts.
    expect(currentFingerprints(db)).toEqual(FINGERPRINTS);
    expect(() => assertAdaptable(db, global.transactionManager, true)).not.toThrow();
  });

  test("a changed or missing method fails loudly", async () => {
    const { db, global } = await fresh();
    const proto = Object.getPrototypeOf(db) as object;
    const changed = Object.create(
      Object.create(proto, { paginate: { value: () => "changed" } }),
    ) as DatabaseFake;
    Object.assign(changed, db);
    expect(() => assertAdaptable(changed, global.transactionManager, true)).toThrow(
      /convex-test changed: DatabaseFake methods paginate differ/,
    );
    const missing = Object.create(
      Object.create(proto, { startQuery: { value: undefined } }),
    ) as DatabaseFake;
    Object.assign(missing, db);
    expect(() => assertAdaptable(missing, global.transactionManager, false)).toThrow(
      /DatabaseFake.startQuery is missing/,
    );
  });

  test("convex-test's own document object is retired once the storage is installed", async () => {
    const p = await makePair();
    const { db } = await captureInternals(() => p.idx.run(async () => null));
    expect(() => db._documents["x"]).toThrow(/storage adapter needs updating/);
  });
});

test("indexes built from sorted pairs are valid B+trees that keep working", () => {
  for (const n of [1, 31, 32, 33, 1000, 5000]) {
    const pairs: [number[], number][] = Array.from({ length: n }, (_, i) => [[i * 2], i]);
    const tree = fromSorted(pairs, compareKeys) as BTree<number[], number>;
    tree.checkValid(true);
    expect(tree.size).toBe(n);
    for (let i = 0; i < n; i += 3) tree.set([i * 2 + 1], -i);
    for (let i = 0; i < n; i += 5) tree.delete([i * 2]);
    tree.checkValid(true);
    expect([...tree.keys()].map((k) => k[0])).toEqual(
      [...tree.keys()].map((k) => k[0]).sort((a, b) => a - b),
    );
  }
});
