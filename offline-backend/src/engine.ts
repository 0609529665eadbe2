/**
 * The function runner: convex-test's engine with the app's modules, plus what a server needs
 * on top of a test harness: persisted state restored at start, every commit written to the
 * write-ahead log and announced to listeners, the tables/documents each query reads, and
 * results shaped for the wire (ConvexError data, log lines).
 */
import { AsyncResource } from "node:async_hooks";
import { convexTest } from "convex-test";
import type { UserIdentity } from "convex/server";
import { convexToJson, type Value } from "convex/values";
import type { LimitOverrides } from "./config.js";
import {
  installHooks,
  journalStorage,
  readStorage,
  requestStorage,
  type RequestTag,
} from "./hooks.js";
import {
  captureInternals,
  counterOfId,
  type ExecutionContext,
  type Internals,
} from "./internals.js";
import { installConsoleCapture, logStorage, serverLog } from "./logs.js";
import type { LoadedModules } from "./modules.js";
import { emptyReadSet, errorOutcome, logFailure, type Outcome, type WriteSet } from "./outcome.js";
import type { DurableStore, RememberedResult, RequestKey } from "./persistence.js";
import { enforceDatabaseLimits } from "./limits/database.js";
import { withConvexLimits } from "./limits/functions.js";
import { withQuickReturnChecks } from "./returns.js";
import { installIndexedStorage, type IndexedStorage } from "./storage/adapter.js";
import type { QueryJournal } from "./storage/journal.js";
import { enterBackground, takeTurns, type TurnTaking } from "./turns.js";

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

export class Engine {
  readonly t: Runner;
  private internals!: Internals;
  /** The documents and their indexes (src/storage), plugged into convex-test's database. */
  storage!: IndexedStorage;
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
      modules: withConvexLimits(withQuickReturnChecks(modules.record)),
      transactionLimits: { ...limits },
    } as unknown as Parameters<typeof convexTest>[0];
    this.t = convexTest(options) as unknown as Runner;
  }

  /** Captures convex-test's state, plugs in the storage, restores persisted data. */
  async init(): Promise<void> {
    this.internals = await captureInternals(() => this.t.run(async () => null));
    const { db, global, executionContext } = this.internals;
    const hooks = installHooks(this.internals, this.store, (writes, ts) => this.notify(writes, ts));
    this.storage = installIndexedStorage(db, global.transactionManager, hooks);
    enforceDatabaseLimits(db);
    takeTurns(global.transactionManager as unknown as TurnTaking);
    // convex-test starts a scheduled function from this call in its timer's callback.
    const timerFired = global.scheduler.timerFired.bind(global.scheduler);
    global.scheduler.timerFired = () => {
      enterBackground();
      timerFired();
    };
    const restored = this.store.load();
    this.storage.load(Object.values(restored.documents));
    // New ids must never collide with restored ones, whatever the log says.
    let maxCounter = restored.nextDocId - 1;
    for (const id of Object.keys(restored.documents))
      maxCounter = Math.max(maxCounter, counterOfId(id));
    db._nextDocId = maxCounter + 1;
    db._lastCreationTime = restored.lastCreationTime;
    global.transactionManager._lastCommitTs = restored.lastCommitTs;
    for (const r of restored.results) this.rememberResult(r);
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

  /**
   * Runs a query. `journal`: a subscribed query's, so its page keeps the end it had on its
   * first run (storage/journal.ts); the outcome's `endCursor` is that end.
   */
  async query(
    udfPath: string,
    args: Record<string, Value>,
    identity: UserIdentity | null,
    journal?: { endCursor: string | null },
  ): Promise<Outcome> {
    const reads = emptyReadSet();
    const lines: string[] = [];
    const run: QueryJournal | undefined = journal ? { endCursor: journal.endCursor } : undefined;
    try {
      const value = await journalStorage.run(run, () =>
        readStorage.run(reads, () =>
          logStorage.run({ label: udfPath, lines }, () =>
            this.runner(identity).queryFromPath({ udfPath, componentPath: "" }, args),
          ),
        ),
      );
      const endCursor = run?.endCursor ?? undefined;
      return { success: true, value: convexToJson(value), logLines: lines, reads, endCursor };
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
      documents: this.storage.committed.allDocs(),
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
