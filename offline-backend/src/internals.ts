/**
 * Reaching into convex-test. Its database, transaction manager and scheduler live in a
 * module-private AsyncLocalStorage store that is not exported, and the server needs them: to
 * restore persisted documents, to observe every commit (for the write-ahead log and for
 * invalidating subscriptions) and every read (to know what a query depends on).
 *
 * We capture them by briefly wrapping AsyncLocalStorage.prototype.run while convex-test
 * runs one function: its global store is the object with `components` + `transactionManager`,
 * and its execution-context storage is the one whose store has `udfPath` + `udfType`.
 * The shapes below mirror convex-test 0.0.60 (dist/index.js); `assertShape` fails loudly on
 * an upgrade that changes them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { GenericId } from "convex/values";

export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };
export type Writes = Record<string, Doc | null>;

export type QuerySource =
  | { type: "FullTableScan"; tableName: string }
  | { type: "IndexRange"; indexName: string }
  | { type: "Search"; indexName: string };

/** convex-test's DatabaseFake (root component). */
export interface DatabaseFake {
  _documents: Record<string, Doc>;
  _nextDocId: number;
  _lastCreationTime: number;
  _writes: Writes[];
  get(tableName: string | undefined, id: GenericId<string>): Doc | null;
  commit(commitTs: bigint | null): void;
  _resolveQuerySource(query: { source: QuerySource }): unknown;
  _validate(tableName: string, doc: unknown): void;
}

export interface TransactionManager {
  _lastCommitTs: bigint;
}

export interface ConvexTestScheduler {
  timerFired(): void;
}

export interface ConvexGlobal {
  components: Record<string, { db: DatabaseFake }>;
  transactionManager: TransactionManager;
  scheduler: ConvexTestScheduler;
}

export type ExecutionContext = {
  udfPath: string;
  udfType: string;
  componentPath: string;
  depth: number;
};

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
  const proto = AsyncLocalStorage.prototype;
  const originalRun = proto.run;
  let global: ConvexGlobal | undefined;
  let executionContext: AsyncLocalStorage<ExecutionContext> | undefined;
  // The replacement forwards every call unchanged; it only looks at the store argument.
  proto.run = function run<R>(
    this: AsyncLocalStorage<unknown>,
    store: unknown,
    callback: (...args: unknown[]) => R,
    ...args: unknown[]
  ): R {
    if (isObject(store)) {
      if ("components" in store && "transactionManager" in store)
        global = store as unknown as ConvexGlobal;
      if ("udfPath" in store && "udfType" in store && "paginatedQueries" in store) {
        executionContext = this as AsyncLocalStorage<ExecutionContext>;
      }
    }
    return originalRun.call(this, store, callback, ...args) as R;
  } as typeof proto.run;
  try {
    await probe();
  } finally {
    proto.run = originalRun;
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
    isObject(db._documents) &&
    typeof db._nextDocId === "number" &&
    typeof db._lastCreationTime === "number" &&
    Array.isArray(db._writes) &&
    typeof db.commit === "function" &&
    typeof db._resolveQuerySource === "function" &&
    typeof db._validate === "function" &&
    typeof global.transactionManager._lastCommitTs === "bigint" &&
    typeof global.scheduler.timerFired === "function";
  if (!ok)
    throw new Error("convex-test's internals changed shape; the offline backend needs updating");
}

/** "10001users" -> "users" (convex-test ids are a zero-padded counter + the table name). */
export function tableOfId(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

export function counterOfId(id: string): number {
  const m = /^[0-9]+/.exec(id);
  return m ? Number(m[0]) : 0;
}

export function tableOfSource(source: QuerySource): string {
  return source.type === "FullTableScan" ? source.tableName : source.indexName.split(".")[0];
}
