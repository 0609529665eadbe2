/**
 * Hooks on convex-test's database (see internals.ts for how we reach it):
 * - reads: record the tables a query scans and the documents it fetches, for invalidation;
 * - schema validation: name the table in the error, like Convex;
 * - commits: append to the write-ahead log (fsynced) before anything else hears of them,
 *   then notify; tag the commit with the client request it answers, for de-duplication;
 * - scheduled function timers: detach them from the async context of whoever scheduled them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import {
  tableOfId,
  tableOfSource,
  type Doc,
  type Internals,
  type QuerySource,
} from "./internals.js";
import { logStorage, serverLog } from "./logs.js";
import type { ReadSet, WriteSet } from "./outcome.js";
import type { DurableStore, RequestKey } from "./persistence.js";

export type RequestTag = { request?: RequestKey; commitTs?: bigint };

export const readStorage = new AsyncLocalStorage<ReadSet | undefined>();
export const requestStorage = new AsyncLocalStorage<RequestTag | undefined>();

export function installHooks(
  internals: Internals,
  store: DurableStore,
  notify: (writes: WriteSet, ts: bigint) => void,
): void {
  const { db, global } = internals;

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
        { cause: e },
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
    notify({ tables: new Set(ids.map(tableOfId)), ids: new Set(ids) }, commitTs);
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
