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
import { onEveryConvexTest } from "../internals.js";
import { installIndexedStorage } from "./adapter.js";

const adapted = new WeakSet<object>();
onEveryConvexTest((global) => {
  for (const { db } of Object.values(global.components)) {
    if (adapted.has(db)) continue;
    adapted.add(db);
    installIndexedStorage(db, global.transactionManager, {}, { verifySource: false });
  }
});
