/**
 * Fair turns between functions. convex-test runs one transaction at a time, and a function
 * that only talks to the in-process database never waits for I/O: every await resolves as a
 * microtask. An action that writes a bank sync in 200 chunks (`ctx.runMutation` after
 * `ctx.runMutation`), or a burst of scheduled functions due together, therefore ran start to
 * finish without the event loop ever reading a socket: every other client went unanswered for
 * the whole job, long enough for connections to be reset. On Convex those steps are separate
 * function runs, and clients' requests are served alongside scheduled work.
 *
 * So each top-level transaction (a query, a mutation, one step of an action) first lets the
 * event loop turn, then waits for its turn: clients' calls in arrival order, and background
 * work (scheduled functions, crons, and every step of an action they run) in its own queue.
 * When both wait they alternate, so a request that arrives during a long job is served after
 * the step running now, and the job still moves on while clients keep calling. Nested calls
 * (a mutation's `ctx.runMutation`) belong to their caller's transaction and do not wait.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";

export interface TurnTaking {
  begin(isNested: boolean, ...rest: unknown[]): Promise<void>;
  _endTransaction(isNested: boolean): void;
}

const backgroundWork = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as background work. */
export function inBackground<T>(work: () => T): T {
  return backgroundWork.run(true, work);
}

/**
 * Marks the rest of the current callback, and what it starts, as background work: for a
 * callback we do not own (convex-test's timer for a scheduled function), which would otherwise
 * carry the context of the client call that scheduled it.
 */
export function enterBackground(): void {
  backgroundWork.enterWith(true);
}

const installed = new WeakSet<object>();

export function takeTurns(manager: TurnTaking): void {
  if (installed.has(manager)) return;
  installed.add(manager);
  const begin = manager.begin.bind(manager);
  const end = manager._endTransaction.bind(manager);
  const CLIENT = 0;
  const BACKGROUND = 1;
  const queues: [(() => void)[], (() => void)[]] = [[], []];
  let running = false;
  let last = BACKGROUND;

  const pump = () => {
    if (running) return;
    const [clients, background] = queues;
    if (clients.length === 0 && background.length === 0) return;
    const next =
      clients.length > 0 && background.length > 0
        ? 1 - last
        : clients.length > 0
          ? CLIENT
          : BACKGROUND;
    running = true;
    last = next;
    queues[next].shift()!();
  };
  const finish = () => {
    // The turn passes after a turn of the event loop, so a request that arrived meanwhile has
    // joined its queue before the next one is chosen.
    void nextTurn().then(() => {
      running = false;
      pump();
    });
  };

  manager.begin = async (isNested, ...rest) => {
    if (isNested) return await begin(isNested, ...rest);
    await nextTurn();
    const queue = queues[backgroundWork.getStore() === true ? BACKGROUND : CLIENT];
    await new Promise<void>((resolve) => {
      queue.push(resolve);
      pump();
    });
    try {
      await begin(isNested, ...rest);
    } catch (error) {
      finish();
      throw error;
    }
  };

  manager._endTransaction = (isNested) => {
    try {
      end(isNested);
    } finally {
      if (!isNested) finish();
    }
  };
}
