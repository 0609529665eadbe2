/**
 * Running a sync client's queries, mutations and actions: the checks Convex applies first,
 * a re-sent mutation answered from memory or joined while it still runs, and the responses
 * that go back on the wire. Failures become Outcomes; nothing here throws.
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue, Value } from "convex/values";
import { argsFromWire, checkCallable, type Hub, type Kind } from "./calls.js";
import { canonicalUdfPath } from "./modules.js";
import type { Outcome } from "./outcome.js";
import { encodeTs, type ServerMessage } from "./protocol.js";
import type { Auth } from "./sync-identity.js";

function failure(errorMessage: string): Outcome {
  return { success: false, errorMessage, logLines: [] };
}

/** Runs `run` when a client may call `udfPath` as `kind`, else answers why not. */
async function ifCallable(
  hub: Hub,
  udfPath: string,
  kind: Kind,
  admin: boolean,
  run: () => Promise<Outcome>,
): Promise<Outcome> {
  const problem = await checkCallable(hub, udfPath, kind, admin);
  return problem ? failure(problem) : run();
}

/** A query of the client's query set: its arguments (empty when unreadable) and first result. */
export async function runQuery(
  hub: Hub,
  udfPath: string,
  wireArgs: JSONValue[],
  identity: UserIdentity | null,
  admin: boolean,
): Promise<{ args: Record<string, Value>; outcome: Outcome }> {
  let args: Record<string, Value> = {};
  try {
    args = argsFromWire(wireArgs);
    const outcome = await ifCallable(hub, udfPath, "query", admin, () =>
      // A fresh journal: the first run records where a paginated page ends.
      hub.engine.query(udfPath, args, identity, { endCursor: null }),
    );
    return { args, outcome };
  } catch (e) {
    return { args, outcome: failure((e as Error).message) };
  }
}

/** A Mutation or Action message: `udfPath` as the client sent it. */
export type ClientCall = { requestId: number; udfPath: string; args: JSONValue[] };

/**
 * Runs a client's mutation once per request id: a re-send after a reconnect of one that
 * already committed gets the remembered answer, one still running is joined. `dropSocket`:
 * the test hook asks to lose the connection after this commit, before the client hears back.
 */
export async function runMutation(
  hub: Hub,
  sessionId: string,
  call: ClientCall,
  auth: Promise<Auth>,
): Promise<{ outcome: Outcome; dropSocket: boolean }> {
  const { requestId } = call;
  const udfPath = canonicalUdfPath(call.udfPath);
  const key = `${sessionId}:${requestId}`;
  const remembered = hub.engine.results.get(key);
  if (remembered) {
    const outcome: Outcome = {
      success: true,
      value: remembered.result,
      logLines: [],
      ts: remembered.ts,
    };
    return { outcome, dropSocket: false };
  }
  const running = hub.inflight.get(key);
  if (running) return { outcome: await running, dropSocket: false };
  const run = async (): Promise<Outcome> => {
    const { identity, admin } = await auth;
    return ifCallable(hub, udfPath, "mutation", admin, () =>
      hub.engine.mutation(udfPath, argsFromWire(call.args), identity, [sessionId, requestId]),
    );
  };
  const promise = run().catch((e: unknown): Outcome => failure((e as Error).message));
  hub.inflight.set(key, promise);
  let outcome: Outcome;
  try {
    outcome = await promise;
  } finally {
    hub.inflight.delete(key);
  }
  const dropSocket = hub.testHooks.dropSocketAfterMutation === udfPath && outcome.success;
  if (dropSocket) hub.testHooks.dropSocketAfterMutation = undefined;
  return { outcome, dropSocket };
}

/** `lastTs` stands in for the commit ts of a mutation that did not say (it wrote nothing). */
export function mutationResponse(
  requestId: number,
  outcome: Outcome,
  lastTs: bigint,
): ServerMessage {
  if (outcome.success) {
    return {
      type: "MutationResponse",
      requestId,
      success: true,
      result: outcome.value,
      ts: encodeTs(outcome.ts ?? lastTs),
      logLines: outcome.logLines,
    };
  }
  return {
    type: "MutationResponse",
    requestId,
    success: false,
    result: outcome.errorMessage,
    logLines: outcome.logLines,
    ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
  };
}

export async function runAction(hub: Hub, call: ClientCall, auth: Promise<Auth>): Promise<Outcome> {
  const udfPath = canonicalUdfPath(call.udfPath);
  try {
    const { identity, admin } = await auth;
    return await ifCallable(hub, udfPath, "action", admin, () =>
      hub.engine.action(udfPath, argsFromWire(call.args), identity),
    );
  } catch (e) {
    return failure((e as Error).message);
  }
}

export function actionResponse(requestId: number, outcome: Outcome): ServerMessage {
  return {
    type: "ActionResponse",
    requestId,
    success: outcome.success,
    result: outcome.success ? outcome.value : outcome.errorMessage,
    logLines: outcome.logLines,
    ...(!outcome.success && outcome.errorData !== undefined
      ? { errorData: outcome.errorData }
      : {}),
  };
}
