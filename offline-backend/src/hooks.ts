/**
 * Hooks on convex-test (see internals.ts for how we reach it) and on the indexed storage:
 * - reads: the storage records into the read set of the query being run, for invalidation;
 * - schema validation: name the table in the error, like Convex;
 * - commits: append to the write-ahead log (fsynced) before anything else hears of them,
 *   then notify; tag the commit with the client request it answers, for de-duplication.
 *   A mutation's writes, however many, are one commit: one log entry and one fsync;
 * - scheduled function timers: detach them from the async context of whoever scheduled them.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Internals } from "./internals.js";
import { logStorage, serverLog } from "./logs.js";
import type { ReadSet, WriteSet } from "./outcome.js";
import type { DurableStore, RequestKey } from "./persistence.js";
import type { StorageHooks } from "./storage/adapter.js";
import type { QueryJournal } from "./storage/journal.js";
import { writeSetOf } from "./storage/readset.js";

export type RequestTag = { request?: RequestKey; commitTs?: bigint };

export const readStorage = new AsyncLocalStorage<ReadSet | undefined>();
export const requestStorage = new AsyncLocalStorage<RequestTag | undefined>();
/** The journal of the subscribed query being run (storage/journal.ts). */
export const journalStorage = new AsyncLocalStorage<QueryJournal | undefined>();

export function installHooks(
  internals: Internals,
  store: DurableStore,
  notify: (writes: WriteSet, ts: bigint) => void,
): StorageHooks {
  const { db, global } = internals;

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

  // A scheduled function's timer inherits the async context of the mutation that scheduled
  // it; drop our per-request stores there so its logs and commits are not attributed to it.
  const timerFired = global.scheduler.timerFired.bind(global.scheduler);
  global.scheduler.timerFired = () => {
    timerFired();
    readStorage.enterWith(undefined);
    requestStorage.enterWith(undefined);
    journalStorage.enterWith(undefined);
    logStorage.enterWith(undefined);
  };

  return {
    reads: () => readStorage.getStore(),
    journal: () => journalStorage.getStore(),
    // Runs after the storage applied a top-level commit. Log durably, then tell listeners.
    onCommit(commitTs, changes) {
      const tag = requestStorage.getStore();
      // A mutation commits once; later commits in this async context are not its own.
      const request = tag && tag.commitTs === undefined ? tag.request : undefined;
      if (tag && tag.commitTs === undefined) tag.commitTs = commitTs;
      if (changes.length === 0) return;
      try {
        store.appendCommit({
          commitTs,
          writes: changes.map((c) => [c.id, c.after]),
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
      notify(writeSetOf(changes), commitTs);
    },
  };
}
