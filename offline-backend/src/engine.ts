/**
 * The function runner: convex-test's engine with the app's modules, plus what a server needs
 * on top of a test harness: persisted state restored at start, every commit written to the
 * write-ahead log and announced to listeners, the tables/documents each query reads, and
 * results shaped for the wire (ConvexError data, log lines).
 */
import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import { convexTest } from "convex-test";
import type { UserIdentity } from "convex/server";
import { convexToJson, type JSONValue, type Value } from "convex/values";
import type { LimitOverrides } from "./config.js";
import {
  captureInternals,
  counterOfId,
  tableOfId,
  tableOfSource,
  type Doc,
  type ExecutionContext,
  type Internals,
  type QuerySource,
} from "./internals.js";
import { installConsoleCapture, logStorage, recordFunctionLog, serverLog } from "./logs.js";
import type { LoadedModules } from "./modules.js";
import type { DurableStore, RememberedResult, RequestKey } from "./persistence.js";

type FunctionPath = { udfPath: string; componentPath: string };

/** The parts of convex-test's accessor we use; its published types only cover the test API. */
export interface Runner {
  queryFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  mutationFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  actionFromPath(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  fun(path: FunctionPath, args: Record<string, Value>): Promise<Value>;
  run<T>(handler: (ctx: unknown) => Promise<T>): Promise<T>;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  withIdentity(identity: Partial<UserIdentity>): Runner;
}

/** What a query depended on: whole tables it scanned, single documents it fetched. */
export type ReadSet = { tables: Set<string>; ids: Set<string> };
export type WriteSet = { tables: Set<string>; ids: Set<string> };

export type Outcome =
  | { success: true; value: JSONValue; logLines: string[]; reads?: ReadSet; ts?: bigint }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
      reads?: ReadSet;
    };

type RequestTag = { request?: RequestKey; commitTs?: bigint };

const readStorage = new AsyncLocalStorage<ReadSet | undefined>();
const requestStorage = new AsyncLocalStorage<RequestTag | undefined>();

export function readSetAffected(reads: ReadSet, writes: WriteSet): boolean {
  for (const table of writes.tables) if (reads.tables.has(table)) return true;
  for (const id of writes.ids) if (reads.ids.has(id)) return true;
  return false;
}

export function errorOutcome(e: unknown, logLines: string[]): Outcome {
  const err = e instanceof Error ? e : new Error(String(e));
  const isConvexError =
    typeof e === "object" &&
    e !== null &&
    (Symbol.for("ConvexError") in e || err.name === "ConvexError");
  if (isConvexError) {
    const data = (e as { data?: Value }).data;
    return {
      success: false,
      errorMessage: err.message,
      errorData: convexToJson(data === undefined ? null : data),
      logLines,
    };
  }
  return {
    success: false,
    errorMessage: `Uncaught ${err.name === "Error" ? "Error" : err.name}: ${err.message}`,
    logLines,
  };
}

/** Failed calls show on the console and in functions.log, like Convex's function logs. */
export function logFailure(udfPath: string, outcome: Outcome): Outcome {
  if (!outcome.success) {
    const data = outcome.errorData !== undefined ? ` ${JSON.stringify(outcome.errorData)}` : "";
    recordFunctionLog(
      "ERROR",
      udfPath,
      `${outcome.errorMessage}${outcome.errorMessage.includes(data.trim()) ? "" : data}`,
    );
  }
  return outcome;
}

export class Engine {
  readonly t: Runner;
  private internals!: Internals;
  private readonly listeners = new Set<(writes: WriteSet, ts: bigint) => void>();
  /** Runs a callback outside any function's async context (see `notify`). */
  private readonly root = new AsyncResource("offline-backend-root");
  /** (sessionId:requestId) -> result of a committed client mutation. Bounded, oldest first out. */
  readonly results = new Map<string, RememberedResult>();

  constructor(
    readonly modules: LoadedModules,
    private readonly store: DurableStore,
    limits: LimitOverrides,
  ) {
    // convex-test's published types take a typed schema; ours is whatever schema.ts exported.
    const options = {
      schema: modules.schema,
      modules: modules.record,
      transactionLimits: { ...limits },
    } as unknown as Parameters<typeof convexTest>[0];
    this.t = convexTest(options) as unknown as Runner;
  }

  /** Captures convex-test's state, restores persisted data, installs the hooks. */
  async init(): Promise<void> {
    this.internals = await captureInternals(() => this.t.run(async () => null));
    const { db, global, executionContext } = this.internals;
    const restored = this.store.load();
    db._documents = restored.documents;
    // New ids must never collide with restored ones, whatever the log says.
    let maxCounter = restored.nextDocId - 1;
    for (const id of Object.keys(restored.documents))
      maxCounter = Math.max(maxCounter, counterOfId(id));
    db._nextDocId = maxCounter + 1;
    db._lastCreationTime = restored.lastCreationTime;
    global.transactionManager._lastCommitTs = restored.lastCommitTs;
    for (const r of restored.results) this.rememberResult(r);
    this.installHooks();
    installConsoleCapture(() => executionContext.getStore() as ExecutionContext | undefined);
  }

  get db() {
    return this.internals.db;
  }

  /** The timestamp of the latest commit (Unix nanoseconds, strictly increasing). */
  get lastTs(): bigint {
    return this.internals.global.transactionManager._lastCommitTs;
  }

  onCommit(listener: (writes: WriteSet, ts: bigint) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  runner(identity: UserIdentity | null): Runner {
    return identity ? this.t.withIdentity(identity) : this.t;
  }

  rememberResult(r: RememberedResult): void {
    const key = `${r.session}:${r.requestId}`;
    this.results.delete(key);
    this.results.set(key, r);
    if (this.results.size > 10_000) this.results.delete(this.results.keys().next().value as string);
  }

  async query(
    udfPath: string,
    args: Record<string, Value>,
    identity: UserIdentity | null,
  ): Promise<Outcome> {
    const reads: ReadSet = { tables: new Set(), ids: new Set() };
    const lines: string[] = [];
    try {
      const value = await readStorage.run(reads, () =>
        logStorage.run({ label: udfPath, lines }, () =>
          this.runner(identity).queryFromPath({ udfPath, componentPath: "" }, args),
        ),
      );
      return { success: true, value: convexToJson(value), logLines: lines, reads };
    } catch (e) {
      return { ...errorOutcome(e, lines), reads };
    }
  }

  async mutation(
    udfPath: string,
    args: Record<string, Value>,
    identity: UserIdentity | null,
    request?: RequestKey,
  ): Promise<Outcome> {
    const lines: string[] = [];
    const tag: RequestTag = { request };
    try {
      const value = await requestStorage.run(tag, () =>
        logStorage.run({ label: udfPath, lines }, () =>
          this.runner(identity).mutationFromPath({ udfPath, componentPath: "" }, args),
        ),
      );
      const json = convexToJson(value);
      const ts = tag.commitTs ?? this.lastTs;
      if (request) {
        this.rememberResult({ session: request[0], requestId: request[1], ts, result: json });
        this.store.appendResult(request, ts, json);
      }
      return { success: true, value: json, logLines: lines, ts };
    } catch (e) {
      return logFailure(udfPath, errorOutcome(e, lines));
    }
  }

  async action(
    udfPath: string,
    args: Record<string, Value>,
    identity: UserIdentity | null,
  ): Promise<Outcome> {
    const lines: string[] = [];
    try {
      const value = await logStorage.run({ label: udfPath, lines }, () =>
        this.runner(identity).actionFromPath({ udfPath, componentPath: "" }, args),
      );
      return { success: true, value: convexToJson(value), logLines: lines };
    } catch (e) {
      return logFailure(udfPath, errorOutcome(e, lines));
    }
  }

  /** Any function by path, whatever its type (admin `run`, scheduled jobs restored after restart). */
  async any(udfPath: string, args: Record<string, Value>): Promise<Outcome> {
    const lines: string[] = [];
    try {
      const value = await logStorage.run({ label: udfPath, lines }, () =>
        this.t.fun({ udfPath, componentPath: "" }, args),
      );
      return {
        success: true,
        value: convexToJson(value === undefined ? null : value),
        logLines: lines,
        ts: this.lastTs,
      };
    } catch (e) {
      return logFailure(udfPath, errorOutcome(e, lines));
    }
  }

  /** Snapshot of everything persisted, for compaction. */
  private compact(): void {
    const { db, global } = this.internals;
    this.store.compact({
      documents: db._documents,
      nextDocId: db._nextDocId,
      lastCreationTime: db._lastCreationTime,
      lastCommitTs: global.transactionManager._lastCommitTs,
      results: [...this.results.values()],
    });
  }

  shutdown(): void {
    try {
      this.compact();
    } finally {
      this.store.close();
    }
  }

  private installHooks(): void {
    const { db, global } = this.internals;
    const store = this.store;

    // Reads: record what each query touches, for invalidation.
    const get = db.get;
    db.get = function (this: typeof db, table, id) {
      const reads = readStorage.getStore();
      if (reads) {
        const name = table ?? tableOfId(id);
        if (!reads.tables.has(name)) reads.ids.add(id);
      }
      return get.call(this, table, id);
    };
    const resolveQuerySource = db._resolveQuerySource;
    db._resolveQuerySource = function (this: typeof db, query: { source: QuerySource }) {
      readStorage.getStore()?.tables.add(tableOfSource(query.source));
      return resolveQuerySource.call(this, query);
    };

    // Schema violations: say which table, like Convex does (convex-test only names the value).
    const validate = db._validate;
    db._validate = function (this: typeof db, tableName: string, doc: unknown) {
      try {
        validate.call(this, tableName, doc);
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e);
        throw new Error(
          `Failed to insert or update a document in table "${tableName}" because it does not match the schema: ${message}`,
        );
      }
    };

    // Commits: log durably, then tell the listeners. Only the outermost commit applies writes.
    const commit = db.commit;
    db.commit = (commitTs: bigint | null) => {
      const top = db._writes.length === 1 ? db._writes[0] : undefined;
      commit.call(db, commitTs);
      if (top === undefined || commitTs === null) return;
      const tag = requestStorage.getStore();
      // A mutation commits once; later commits in this async context are not its own.
      const request = tag && tag.commitTs === undefined ? tag.request : undefined;
      if (tag && tag.commitTs === undefined) tag.commitTs = commitTs;
      const ids = Object.keys(top);
      if (ids.length === 0) return;
      const writes: [string, Doc | null][] = ids.map((id) => [id, db._documents[id] ?? null]);
      try {
        store.appendCommit({
          commitTs,
          writes,
          nextDocId: db._nextDocId,
          lastCreationTime: db._lastCreationTime,
          request,
        });
      } catch (e) {
        // The write is in memory but not on disk: never acknowledge it.
        serverLog.error(
          `[offline-backend] FATAL: cannot write the write-ahead log: ${(e as Error).message}`,
        );
        process.exit(1);
      }
      this.notify({ tables: new Set(ids.map(tableOfId)), ids: new Set(ids) }, commitTs);
    };

    // A scheduled function's timer inherits the async context of the mutation that scheduled
    // it; drop our per-request stores there so its logs and commits are not attributed to it.
    const timerFired = global.scheduler.timerFired.bind(global.scheduler);
    global.scheduler.timerFired = () => {
      timerFired();
      readStorage.enterWith(undefined);
      requestStorage.enterWith(undefined);
      logStorage.enterWith(undefined);
    };
  }

  /**
   * Commit hooks run inside convex-test's async context for the committing function; work
   * started from there would inherit it (and e.g. look like a nested query). So listeners
   * run in the root context captured when the engine was created.
   */
  private notify(writes: WriteSet, ts: bigint): void {
    this.root.runInAsyncScope(() => {
      for (const listener of this.listeners) {
        try {
          listener(writes, ts);
        } catch (e) {
          serverLog.error("[offline-backend] commit listener failed:", e);
        }
      }
      if (this.store.needsCompaction()) setImmediate(() => this.compact());
    });
  }
}
