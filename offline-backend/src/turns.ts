/**
 * Fair turns between functions. convex-test runs one transaction at a time, and a function
 * that only talks to the in-process database never waits for I/O: every await resolves as a
 * microtask. An action that writes a bank sync in 200 chunks (`ctx.runMutation` after
 * `ctx.runMutation`), or a burst of scheduled functions due together, therefore ran start to
 * finish without the event loop ever reading a socket: every other client went unanswered for
 * the whole job, long enough for connections to be reset. On Convex those steps are separate
 * function runs with other clients' requests served alongside them.
 *
 * So each top-level transaction (query, mutation, or one step of an action) waits for the one
 * before it to end, then for a turn of the event loop, in arrival order. Sockets are read in
 * that turn, and a request that arrives during a long job is served after the step running
 * now, not after the whole job. Nested calls (a mutation's `ctx.runMutation`) belong to their
 * caller's transaction and do not wait.
 */
import { setImmediate as nextTurn } from "node:timers/promises";

export interface TurnTaking {
  begin(isNested: boolean, ...rest: unknown[]): Promise<void>;
  _endTransaction(isNested: boolean): void;
}

const installed = new WeakSet<object>();

export function takeTurns(manager: TurnTaking): void {
  if (installed.has(manager)) return;
  installed.add(manager);
  const begin = manager.begin.bind(manager);
  const end = manager._endTransaction.bind(manager);
  let queue: Promise<void> = Promise.resolve();
  let release: (() => void) | null = null;

  manager.begin = async (isNested, ...rest) => {
    if (isNested) return await begin(isNested, ...rest);
    const previous = queue;
    let done!: () => void;
    queue = new Promise<void>((resolve) => (done = resolve));
    await previous;
    await nextTurn();
    release = done;
    try {
      await begin(isNested, ...rest);
    } catch (error) {
      release = null;
      done();
      throw error;
    }
  };

  manager._endTransaction = (isNested) => {
    try {
      end(isNested);
    } finally {
      if (!isNested) {
        const finished = release;
        release = null;
        finished?.();
      }
    }
  };
}
