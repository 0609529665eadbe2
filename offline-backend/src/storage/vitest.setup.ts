/**
 * Runs the app's convex-test suite on the indexed storage:
 *
 *   CONVEX_TEST_STORAGE=indexed npx vitest run --project convex
 *
 * Every convexTest() instance gets the storage plugged into its databases the first time it
 * runs anything (convex-test enters its per-instance global store with AsyncLocalStorage.run,
 * which is where we see it). Source fingerprints are not checked here: Vite transforms
 * convex-test's code in this project, so its source text differs from the published file.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { installIndexedStorage } from "./adapter.js";
import type { DatabaseFake, TransactionManager } from "./guard.js";

type ConvexGlobal = {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
};

const adapted = new WeakSet<object>();
const proto = AsyncLocalStorage.prototype;
const originalRun = proto.run;
proto.run = function run<R>(
  this: AsyncLocalStorage<unknown>,
  store: unknown,
  callback: (...args: unknown[]) => R,
  ...args: unknown[]
): R {
  if (
    typeof store === "object" &&
    store !== null &&
    "components" in store &&
    "transactionManager" in store
  ) {
    const global = store as ConvexGlobal;
    for (const { db } of Object.values(global.components)) {
      if (adapted.has(db)) continue;
      adapted.add(db);
      installIndexedStorage(db, global.transactionManager, {}, { verifySource: false });
    }
  }
  return originalRun.call(this, store, callback, ...args) as R;
} as typeof proto.run;
