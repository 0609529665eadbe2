/**
 * The indexed storage for every convexTest() instance in this process, not only the offline
 * backend's: each instance's databases get it the first time the instance runs anything
 * (convex-test enters its per-instance global store with AsyncLocalStorage.run, which is where
 * we see it). Source fingerprints are not checked: a bundler such as Vite may have transformed
 * convex-test's code, so its source text differs from the published file.
 */
import { onEveryConvexTest } from "../internals.js";
import { installIndexedStorage } from "./adapter.js";

export function indexEveryConvexTest(): void {
  const adapted = new WeakSet<object>();
  onEveryConvexTest((global) => {
    for (const { db } of Object.values(global.components)) {
      if (adapted.has(db)) continue;
      adapted.add(db);
      installIndexedStorage(db, global.transactionManager, {}, { verifySource: false });
    }
  });
}
