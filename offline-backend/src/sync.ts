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
import type { WebSocket } from "ws";
import type { Hub } from "./calls.js";
import { serverLog } from "./logs.js";
import { canonicalUdfPath } from "./modules.js";
import type { WriteSet } from "./outcome.js";
import {
  encodeTs,
  parseClientMessage,
  type AddQuery,
  type ClientMessage,
  type ServerMessage,
  type StateModification,
} from "./protocol.js";
import { QuerySet } from "./subscriptions.js";
import {
  actionResponse,
  mutationResponse,
  runAction,
  runMutation,
  runQuery,
  type ClientCall,
} from "./sync-calls.js";
import {
  ANONYMOUS,
  authError,
  expiryTimer,
  identityAfter,
  verifyAuthenticate,
  type Auth,
  type Authenticate,
  type AuthResult,
} from "./sync-identity.js";

const PING_INTERVAL_MS = 15_000;

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
        const result = verifyAuthenticate(this.hub, message);
        // A refused token leaves the identity as it was (the client is told with AuthError).
        this.auth = identityAfter(this.auth, result);
        this.enqueue(async () => this.authenticate(message, await result));
        return;
      }
      case "Mutation": {
        const auth = this.auth;
        const run = () => this.mutation(message, auth);
        this.mutations = this.mutations.then(run, run);
        return;
      }
      case "Action":
        void runAction(this.hub, message, this.auth).then((outcome) =>
          this.send(actionResponse(message.requestId, outcome)),
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
    const { args, outcome } = await runQuery(this.hub, udfPath, m.args, this.identity, this.admin);
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

  /** Applies a verified Authenticate on the transition chain: AuthError or a Transition. */
  private async authenticate(message: Authenticate, result: AuthResult): Promise<void> {
    if ("error" in result) {
      this.send(authError(result.error, message.baseVersion, true));
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

  /** An AuthError when the token expires, unless another Authenticate came since. */
  private armExpiry(expiresAt: number, version: number): void {
    this.expiryTimer = expiryTimer(expiresAt, () => {
      if (this.identityVersion !== version) return;
      this.enqueue(async () => {
        this.send(authError("Token expired", this.identityVersion, false));
      });
    });
  }

  private async mutation(call: ClientCall, auth: Promise<Auth>): Promise<void> {
    const { outcome, dropSocket } = await runMutation(this.hub, this.sessionId, call, auth);
    if (dropSocket) {
      this.ws.terminate();
      return;
    }
    this.enqueue(async () => {
      this.send(mutationResponse(call.requestId, outcome, this.hub.engine.lastTs));
      if (!outcome.success) return;
      this.owesTransition = true;
      await this.transition();
    });
  }
}
