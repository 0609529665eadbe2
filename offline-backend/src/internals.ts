/**
 * Reaching into convex-test. Its database, transaction manager and scheduler live in a
 * module-private AsyncLocalStorage store that is not exported, and the server needs them: to
 * plug in the indexed storage (src/storage, which then holds the documents and sees every
 * commit and read), to read the commit timestamp, and to hook schema validation and timers.
 *
 * We capture them by briefly wrapping AsyncLocalStorage.prototype.run while convex-test
 * runs one function: its global store is the object with `components` + `transactionManager`,
 * and its execution-context storage is the one whose store has `udfPath` + `udfType`.
 * The shapes below mirror convex-test 0.0.60 (dist/index.js); `assertShape` here and
 * `assertAdaptable` in src/storage/guard.ts fail loudly on an upgrade that changes them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type {
  DatabaseFake,
  TransactionManager as StorageTransactionManager,
} from "./storage/guard.js";

export type { Doc } from "./storage/keys.js";
export type { DatabaseFake };

export type TransactionManager = StorageTransactionManager;

export interface ConvexTestScheduler {
  timerFired(): void;
}

export interface ConvexGlobal {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  scheduler: ConvexTestScheduler;
}

/** The running function's context; convex-test keeps more (udfType, depth…): we read the path. */
export type ExecutionContext = { udfPath: string };

export type Internals = {
  global: ConvexGlobal;
  db: DatabaseFake;
  executionContext: AsyncLocalStorage<ExecutionContext>;
};

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null;
}

/** Runs `probe` (which must call into convex-test) and returns what it captured. */
export async function captureInternals(probe: () => Promise<unknown>): Promise<Internals> {
  let global: ConvexGlobal | undefined;
  let executionContext: AsyncLocalStorage<ExecutionContext> | undefined;
  const restore = watchStores((storage, store) => {
    if (isConvexGlobal(store)) global = store;
    if ("udfPath" in store && "udfType" in store && "paginatedQueries" in store) {
      executionContext = storage as AsyncLocalStorage<ExecutionContext>;
    }
  });
  try {
    await probe();
  } finally {
    restore();
  }
  if (!global || !executionContext) {
    throw new Error(
      "Could not reach convex-test's internal state (unsupported convex-test version?)",
    );
  }
  const db = global.components[""]?.db;
  assertShape(db, global);
  return { global, db, executionContext };
}

function assertShape(
  db: DatabaseFake | undefined,
  global: ConvexGlobal,
): asserts db is DatabaseFake {
  const ok =
    db !== undefined &&
    typeof db._nextDocId === "number" &&
    typeof db._lastCreationTime === "number" &&
    typeof db._validate === "function" &&
    typeof global.transactionManager._lastCommitTs === "bigint" &&
    typeof global.scheduler.timerFired === "function";
  if (!ok)
    throw new Error("convex-test's internals changed shape; the offline backend needs updating");
}

export function counterOfId(id: string): number {
  // parseInt reads the leading digits and stops at the table name.
  const n = parseInt(id, 10);
  return Number.isNaN(n) ? 0 : n;
}

/**
 * Shows `look` every object store entered with AsyncLocalStorage.run (and the storage that
 * holds it), forwarding every call unchanged; returns a function that puts run back.
 */
function watchStores(
  look: (storage: AsyncLocalStorage<unknown>, store: Record<string, unknown>) => void,
): () => void {
  const proto = AsyncLocalStorage.prototype;
  const originalRun = proto.run;
  proto.run = function run<R>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: unknown[]) => R,
    ...args: unknown[]
  ): R {
    if (isObject(store)) look(this, store);
    return originalRun.call(this, store, callback, ...args) as R;
  } as typeof proto.run;
  return () => {
    proto.run = originalRun;
  };
}

function isConvexGlobal(
  store: Record<string, unknown>,
): store is Record<string, unknown> & ConvexGlobal {
  return "components" in store && "transactionManager" in store;
}

/**
 * Calls `seen` with every convex-test global store as it is entered (every convexTest()
 * instance enters its own with AsyncLocalStorage.run before it runs anything), for the whole
 * process: the vitest set-up files use it to plug checks into each test's databases. `seen`
 * runs on every entry, so it must ignore what it has already handled.
 */
export function onEveryConvexTest(seen: (global: ConvexGlobal) => void): void {
  watchStores((_storage, store) => {
    if (isConvexGlobal(store)) seen(store);
  });
}
