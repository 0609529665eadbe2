/**
 * One socket's query set: the subscribed queries, what each one read, which ones a commit
 * may have changed, and the last result sent for each (only changed results are sent).
 */
import type { UserIdentity } from "convex/server";
import type { Value } from "convex/values";
import type { Engine } from "./engine.js";
import {
  emptyReadSet,
  logFailure,
  readSetAffected,
  type Outcome,
  type ReadSet,
  type WriteSet,
} from "./outcome.js";
import type { StateModification } from "./protocol.js";

type Subscription = {
  udfPath: string;
  args: Record<string, Value>;
  lastValue: string | null;
  reads: ReadSet;
  /** Its journal: where its page ended on the first run (null: not paginated, or not yet). */
  journal: { endCursor: string | null };
};

export class QuerySet {
  private readonly queries = new Map<number, Subscription>();
  private dirty = new Set<number>();

  constructor(private readonly engine: Engine) {}

  /** Marks the queries a commit may have changed; true if any needs re-running. */
  markAffected(writes: WriteSet): boolean {
    for (const [id, sub] of this.queries) {
      if (readSetAffected(sub.reads, writes)) this.dirty.add(id);
    }
    return this.dirty.size > 0;
  }

  /** Identity changed: everything must be re-run. */
  markAll(): void {
    for (const id of this.queries.keys()) this.dirty.add(id);
  }

  add(
    queryId: number,
    udfPath: string,
    args: Record<string, Value>,
    outcome: Outcome,
  ): StateModification {
    const sub: Subscription = {
      udfPath,
      args,
      lastValue: null,
      reads: emptyReadSet(),
      journal: { endCursor: null },
    };
    this.queries.set(queryId, sub);
    this.dirty.delete(queryId);
    // A first result always differs from "nothing sent yet".
    return this.toModification(queryId, sub, outcome) as StateModification;
  }

  remove(queryId: number): StateModification {
    this.queries.delete(queryId);
    this.dirty.delete(queryId);
    return { type: "QueryRemoved", queryId };
  }

  /** Re-runs the dirty queries; returns the modifications for those whose result changed. */
  async rerunDirty(identity: UserIdentity | null): Promise<StateModification[]> {
    const dirty = this.dirty;
    this.dirty = new Set();
    const mods: StateModification[] = [];
    for (const queryId of dirty) {
      const sub = this.queries.get(queryId);
      if (!sub) continue;
      const mod = this.toModification(
        queryId,
        sub,
        await this.engine.query(sub.udfPath, sub.args, identity, sub.journal),
      );
      if (mod) mods.push(mod);
    }
    return mods;
  }

  /** Turns a query outcome into a modification, or null when the client already has it. */
  private toModification(
    queryId: number,
    sub: Subscription,
    outcome: Outcome,
  ): StateModification | null {
    sub.reads = outcome.reads ?? sub.reads;
    if (outcome.success && outcome.endCursor !== undefined)
      sub.journal.endCursor ??= outcome.endCursor;
    const key = JSON.stringify(
      outcome.success
        ? ["ok", outcome.value]
        : ["err", outcome.errorMessage, outcome.errorData ?? null],
    );
    if (key === sub.lastValue && outcome.logLines.length === 0) return null;
    sub.lastValue = key;
    if (outcome.success) {
      return {
        type: "QueryUpdated",
        queryId,
        value: outcome.value,
        logLines: outcome.logLines,
        journal: null,
      };
    }
    logFailure(sub.udfPath, outcome);
    return {
      type: "QueryFailed",
      queryId,
      errorMessage: outcome.errorMessage,
      errorData: outcome.errorData ?? null,
      logLines: outcome.logLines,
      journal: null,
    };
  }
}
