/**
 * The app's convex-test suite stores documents under Convex's document limits, as the offline
 * backend does. Every convexTest() instance is seen the first time it enters its global store
 * (convex-test runs everything inside AsyncLocalStorage.run with it), and its databases get
 * the check then.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { enforceDatabaseLimits } from "./database.js";

type ConvexGlobal = {
  components: Record<string, { db: object }>;
  transactionManager: unknown;
};

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
    for (const { db } of Object.values((store as ConvexGlobal).components))
      enforceDatabaseLimits(db);
  }
  return originalRun.call(this, store, callback, ...args) as R;
} as typeof proto.run;
