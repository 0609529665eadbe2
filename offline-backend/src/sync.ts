/**
 * One WebSocket client of the sync protocol (`/api/<version>/sync`).
 *
 * Everything that produces a Transition runs on one promise chain per socket, so each
 * Transition's startVersion is the previous endVersion. Mutations run on their own
 * per-socket chain (in the order sent, like Convex) and only their responses join the
 * transition chain: MutationResponse, then always a Transition whose ts is at least the
 * mutation's, which is what resolves the client's promise. Actions run concurrently and
 * answer whenever they finish; ActionResponse is not versioned.
 *
 * Identity follows arrival order, as on Convex: each Authenticate starts verifying at once and
 * becomes the socket's "identity as of now" (a promise), and every Mutation, Action and
 * ModifyQuerySet captures that promise when it arrives and runs as whatever it resolves to.
 * So a mutation sent right after an Authenticate runs as the new identity, never as the old
 * one, however long verification takes or whatever else is queued.
 */
import type { UserIdentity } from "convex/server";
import type { JSONValue, Value } from "convex/values";
import type { WebSocket } from "ws";
import { argsFromWire, checkCallable, type Hub } from "./calls.js";
import { serverLog } from "./logs.js";
import { canonicalUdfPath } from "./modules.js";
import type { Outcome, WriteSet } from "./outcome.js";
import {
  encodeTs,
  parseClientMessage,
  type AddQuery,
  type ClientMessage,
  type ServerMessage,
  type StateModification,
} from "./protocol.js";
import { QuerySet } from "./subscriptions.js";
import { sameSecret } from "./surface.js";

const PING_INTERVAL_MS = 15_000;

/** Who the socket's calls run as. */
type Auth = { identity: UserIdentity | null; admin: boolean };
/** What an Authenticate resolved to: the new identity, or the AuthError to send. */
type AuthResult = (Auth & { expiresAt: number | null }) | { error: string };

const ANONYMOUS: Auth = { identity: null, admin: false };

export class SyncSession {
  private sessionId = "unknown";
  private querySetVersion = 0;
  private identityVersion = 0;
  private sentTs = 0n;
  private identity: UserIdentity | null = null;
  private admin = false;
  /** The identity as of the last message received (see the header comment). */
  private auth: Promise<Auth> = Promise.resolve(ANONYMOUS);
  private expiryTimer: NodeJS.Timeout | undefined;
  private readonly queries: QuerySet;
  private refreshQueued = false;
  private owesTransition = false;
  private chain: Promise<void> = Promise.resolve();
  private mutations: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly ping: NodeJS.Timeout;

  constructor(
    private readonly ws: WebSocket,
    private readonly hub: Hub,
  ) {
    this.queries = new QuerySet(hub.engine);
    this.ping = setInterval(() => this.send({ type: "Ping" }), PING_INTERVAL_MS);
    ws.on("message", (data) => this.onMessage(String(data)));
    ws.on("close", () => this.close());
    ws.on("error", () => this.close());
  }

  close(): void {
    this.closed = true;
    clearInterval(this.ping);
    clearTimeout(this.expiryTimer);
  }

  /** Called after every commit, in the root async context. */
  onCommit(writes: WriteSet): void {
    if (this.closed) return;
    if (this.queries.markAffected(writes) && !this.refreshQueued) {
      this.refreshQueued = true;
      this.enqueue(async () => {
        this.refreshQueued = false;
        await this.transition();
      });
    }
  }

  private send(message: ServerMessage): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(JSON.stringify(message));
  }

  private fatal(error: string): void {
    serverLog.error(`[offline-backend] FatalError to client: ${error}`);
    this.send({ type: "FatalError", error });
    this.ws.close(1011, error.slice(0, 120));
  }

  private enqueue(job: () => Promise<void>): void {
    this.chain = this.chain
      .then(job)
      .catch((e: unknown) => this.fatal(`Internal server error: ${(e as Error).message}`));
  }

  private onMessage(text: string): void {
    let message: ClientMessage;
    try {
      message = parseClientMessage(text);
    } catch (e) {
      this.fatal((e as Error).message);
      return;
    }
    switch (message.type) {
      case "Connect":
        this.sessionId = message.sessionId;
        return;
      case "ModifyQuerySet":
        // Same chain as Authenticate, so its queries already run as the latest identity.
        this.enqueue(() =>
          this.transition(async (mods) => {
            for (const m of message.modifications) {
              mods.push(m.type === "Add" ? await this.addQuery(m) : this.queries.remove(m.queryId));
            }
            this.querySetVersion = message.newVersion;
          }),
        );
        return;
      case "Authenticate": {
        const previous = this.auth;
        const result = this.verify(message);
        // A refused token leaves the identity as it was (the client is told with AuthError).
        this.auth = Promise.all([previous, result]).then(([before, r]) =>
          "error" in r ? before : { identity: r.identity, admin: r.admin },
        );
        this.enqueue(async () => this.authenticate(message, await result));
        return;
      }
      case "Mutation": {
        const auth = this.auth;
        const run = () =>
          this.mutation(message.requestId, canonicalUdfPath(message.udfPath), message.args, auth);
        this.mutations = this.mutations.then(run, run);
        return;
      }
      case "Action":
        void this.action(
          message.requestId,
          canonicalUdfPath(message.udfPath),
          message.args,
          this.auth,
        );
        return;
      case "Event":
        return;
      default:
        this.fatal(`Unknown message type ${(message as { type: string }).type}`);
    }
  }

  private async addQuery(m: AddQuery): Promise<StateModification> {
    const udfPath = canonicalUdfPath(m.udfPath);
    let args: Record<string, Value> = {};
    let outcome: Outcome;
    try {
      args = argsFromWire(m.args);
      const problem = await checkCallable(this.hub, udfPath, "query", this.admin);
      outcome = problem
        ? { success: false, errorMessage: problem, logLines: [] }
        : await this.hub.engine.query(udfPath, args, this.identity);
    } catch (e) {
      outcome = { success: false, errorMessage: (e as Error).message, logLines: [] };
    }
    return this.queries.add(m.queryId, udfPath, args, outcome);
  }

  /**
   * Applies `change` (query set or identity), re-runs dirty queries and sends one Transition.
   * The ts is taken first: every result then reflects at least that commit.
   */
  private async transition(
    change?: (mods: StateModification[]) => Promise<void>,
    force = false,
  ): Promise<void> {
    if (this.closed) return;
    const startVersion = {
      querySet: this.querySetVersion,
      identity: this.identityVersion,
      ts: encodeTs(this.sentTs),
    };
    const lastTs = this.hub.engine.lastTs;
    const ts = lastTs > this.sentTs ? lastTs : this.sentTs;
    const mods: StateModification[] = [];
    if (change) await change(mods);
    mods.push(...(await this.queries.rerunDirty(this.identity)));
    const versionChanged =
      startVersion.querySet !== this.querySetVersion ||
      startVersion.identity !== this.identityVersion;
    if (!force && !versionChanged && mods.length === 0 && !this.owesTransition) return;
    this.owesTransition = false;
    this.sentTs = ts;
    this.send({
      type: "Transition",
      startVersion,
      endVersion: {
        querySet: this.querySetVersion,
        identity: this.identityVersion,
        ts: encodeTs(ts),
      },
      modifications: mods,
    });
  }

  /** Checks the token of an Authenticate; never throws. */
  private async verify(
    message: Extract<ClientMessage, { type: "Authenticate" }>,
  ): Promise<AuthResult> {
    if (message.tokenType === "User") {
      try {
        const verified = await this.hub.verifier.verify(message.value);
        return { identity: verified.identity, admin: false, expiresAt: verified.expiresAt };
      } catch (e) {
        return { error: (e as Error).message };
      }
    }
    if (message.tokenType === "Admin") {
      return sameSecret(message.value, this.hub.adminKey)
        ? { identity: null, admin: true, expiresAt: null }
        : { error: "Invalid admin key" };
    }
    return { identity: null, admin: false, expiresAt: null };
  }

  /** Applies a verified Authenticate on the transition chain: AuthError or a Transition. */
  private async authenticate(
    message: Extract<ClientMessage, { type: "Authenticate" }>,
    result: AuthResult,
  ): Promise<void> {
    if ("error" in result) {
      this.send({
        type: "AuthError",
        error: result.error,
        baseVersion: message.baseVersion,
        authUpdateAttempted: true,
      });
      return;
    }
    clearTimeout(this.expiryTimer);
    if (result.expiresAt !== null) this.armExpiry(result.expiresAt, message.baseVersion + 1);
    await this.transition(async () => {
      this.identity = result.identity;
      this.admin = result.admin;
      this.identityVersion = message.baseVersion + 1;
      this.queries.markAll();
    }, true);
  }

  /** Like Convex, a token that expires while connected earns an AuthError; the client refreshes. */
  private armExpiry(expiresAt: number, version: number): void {
    const delay = Math.min(expiresAt - Date.now(), 2 ** 31 - 1);
    this.expiryTimer = setTimeout(
      () => {
        if (this.identityVersion !== version) return;
        this.enqueue(async () => {
          this.send({
            type: "AuthError",
            error: "Token expired",
            baseVersion: this.identityVersion,
            authUpdateAttempted: false,
          });
        });
      },
      Math.max(0, delay),
    );
  }

  private async mutation(
    requestId: number,
    udfPath: string,
    wireArgs: JSONValue[],
    auth: Promise<Auth>,
  ): Promise<void> {
    const key = `${this.sessionId}:${requestId}`;
    const remembered = this.hub.engine.results.get(key);
    let outcome: Outcome;
    if (remembered) {
      // A re-send after a reconnect of a mutation that already committed: answer, don't re-run.
      outcome = { success: true, value: remembered.result, logLines: [], ts: remembered.ts };
    } else if (this.hub.inflight.has(key)) {
      outcome = await this.hub.inflight.get(key)!;
    } else {
      const run = async (): Promise<Outcome> => {
        const { identity, admin } = await auth;
        const problem = await checkCallable(this.hub, udfPath, "mutation", admin);
        if (problem) return { success: false, errorMessage: problem, logLines: [] };
        return this.hub.engine.mutation(udfPath, argsFromWire(wireArgs), identity, [
          this.sessionId,
          requestId,
        ]);
      };
      const promise = run().catch((e: unknown): Outcome => ({
        success: false,
        errorMessage: (e as Error).message,
        logLines: [],
      }));
      this.hub.inflight.set(key, promise);
      try {
        outcome = await promise;
      } finally {
        this.hub.inflight.delete(key);
      }
      if (this.hub.testHooks.dropSocketAfterMutation === udfPath && outcome.success) {
        // Test hook: lose the connection after the commit, before the client hears back.
        this.hub.testHooks.dropSocketAfterMutation = undefined;
        this.ws.terminate();
        return;
      }
    }
    this.enqueue(async () => {
      if (outcome.success) {
        this.send({
          type: "MutationResponse",
          requestId,
          success: true,
          result: outcome.value,
          ts: encodeTs(outcome.ts ?? this.hub.engine.lastTs),
          logLines: outcome.logLines,
        });
        this.owesTransition = true;
        await this.transition();
      } else {
        this.send({
          type: "MutationResponse",
          requestId,
          success: false,
          result: outcome.errorMessage,
          logLines: outcome.logLines,
          ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
        });
      }
    });
  }

  private async action(
    requestId: number,
    udfPath: string,
    wireArgs: JSONValue[],
    auth: Promise<Auth>,
  ): Promise<void> {
    let outcome: Outcome;
    try {
      const { identity, admin } = await auth;
      const problem = await checkCallable(this.hub, udfPath, "action", admin);
      outcome = problem
        ? { success: false, errorMessage: problem, logLines: [] }
        : await this.hub.engine.action(udfPath, argsFromWire(wireArgs), identity);
    } catch (e) {
      outcome = { success: false, errorMessage: (e as Error).message, logLines: [] };
    }
    this.send({
      type: "ActionResponse",
      requestId,
      success: outcome.success,
      result: outcome.success ? outcome.value : outcome.errorMessage,
      logLines: outcome.logLines,
      ...(!outcome.success && outcome.errorData !== undefined
        ? { errorData: outcome.errorData }
        : {}),
    });
  }
}
