/**
 * Durable storage: an append-only write-ahead log (JSON lines) plus a periodic snapshot.
 *
 * Every committed transaction is appended to `wal.jsonl` and fsynced before the commit
 * returns to the function runner, so before any client hears about it: a `kill -9` at any
 * moment loses no acknowledged write. Every `compactEvery` commits the whole database goes
 * to `snapshot.json` (written to a temp file, fsynced, renamed) and the log starts over.
 * Entries carry a sequence number; replay skips what the snapshot already holds, so a crash
 * between the snapshot rename and the log reset is harmless. A torn last line (a crash in
 * the middle of a write) is dropped; it was never acknowledged.
 */
import fs from "node:fs";
import path from "node:path";
import { convexToJson, type JSONValue, type Value } from "convex/values";
import type { Doc } from "./internals.js";
import { serverLog } from "./logs.js";
import { writeFileAtomic } from "./secrets.js";
import { decodeStored } from "./storage/json.js";

export type RequestKey = [sessionId: string, requestId: number];

/** A mutation result remembered so a re-sent mutation gets the same answer, not a re-run. */
export type RememberedResult = {
  session: string;
  requestId: number;
  ts: bigint;
  result: JSONValue;
};

export type CommitEntry = {
  commitTs: bigint;
  writes: [id: string, doc: Doc | null][];
  nextDocId: number;
  lastCreationTime: number;
  request?: RequestKey;
};

export type RestoredState = {
  documents: Record<string, Doc>;
  nextDocId: number;
  lastCreationTime: number;
  lastCommitTs: bigint;
  results: RememberedResult[];
};

type WalLine =
  | {
      k: "c";
      seq: number;
      ts: string;
      nid: number;
      lct: number;
      w: [string, JSONValue | null][];
      req?: RequestKey;
    }
  | { k: "r"; req: RequestKey; ts: string; v: JSONValue };

type Snapshot = {
  version: 1;
  seq: number;
  ts: string;
  nid: number;
  lct: number;
  docs: JSONValue[];
  results: [string, number, string, JSONValue][];
};

function fsyncDir(dir: string): void {
  const fd = fs.openSync(dir, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export class DurableStore {
  private readonly walPath: string;
  private readonly snapshotPath: string;
  private fd = -1;
  private seq = 0;
  private commitsSinceSnapshot = 0;

  constructor(
    private readonly dataDir: string,
    readonly compactEvery: number,
  ) {
    this.walPath = path.join(dataDir, "wal.jsonl");
    this.snapshotPath = path.join(dataDir, "snapshot.json");
  }

  /** Reads snapshot + log. Also opens the log for appending. */
  load(): RestoredState {
    const state: RestoredState = {
      documents: {},
      nextDocId: 10000,
      lastCreationTime: 0,
      lastCommitTs: 0n,
      results: [],
    };
    const results = new Map<string, RememberedResult>();
    let snapshotSeq = 0;
    if (fs.existsSync(this.snapshotPath)) {
      const snap = JSON.parse(fs.readFileSync(this.snapshotPath, "utf8")) as Snapshot;
      snapshotSeq = snap.seq;
      state.nextDocId = snap.nid;
      state.lastCreationTime = snap.lct;
      state.lastCommitTs = BigInt(snap.ts);
      for (const json of snap.docs) {
        const doc = decodeStored(json) as Doc;
        state.documents[doc._id] = doc;
      }
      for (const [session, requestId, ts, result] of snap.results) {
        results.set(`${session}:${requestId}`, { session, requestId, ts: BigInt(ts), result });
      }
    }
    this.seq = snapshotSeq;
    if (fs.existsSync(this.walPath)) {
      const text = fs.readFileSync(this.walPath, "utf8");
      let offset = 0;
      while (offset < text.length) {
        const end = text.indexOf("\n", offset);
        const lineEnd = end === -1 ? text.length : end;
        const raw = text.slice(offset, lineEnd);
        let line: WalLine;
        try {
          line = JSON.parse(raw) as WalLine;
          if (end === -1) throw new Error("unterminated");
        } catch (e) {
          if (text.indexOf("\n", lineEnd + 1) === -1 && text.slice(lineEnd + 1).trim() === "") {
            // A torn final write: never acknowledged, drop it.
            serverLog.warn(
              `[offline-backend] Dropping an incomplete last entry of ${this.walPath}`,
            );
            fs.truncateSync(this.walPath, Buffer.byteLength(text.slice(0, offset)));
            break;
          }
          throw new Error(
            `Corrupt write-ahead log ${this.walPath} at byte ${offset}: ${(e as Error).message}. ` +
              `Run \`npm run backend:cli -- repair --data-dir ${this.dataDir}\` to keep the ` +
              `entries before it and move the rest aside.`,
            { cause: e },
          );
        }
        offset = lineEnd + 1;
        if (line.k === "c") {
          if (line.seq <= snapshotSeq) continue;
          this.seq = line.seq;
          this.commitsSinceSnapshot++;
          for (const [id, json] of line.w) {
            if (json === null) delete state.documents[id];
            else state.documents[id] = decodeStored(json) as Doc;
          }
          state.nextDocId = Math.max(state.nextDocId, line.nid);
          state.lastCreationTime = Math.max(state.lastCreationTime, line.lct);
          const ts = BigInt(line.ts);
          if (ts > state.lastCommitTs) state.lastCommitTs = ts;
          if (line.req) {
            // Committed; the result line may be missing if we died right after the commit.
            const key = `${line.req[0]}:${line.req[1]}`;
            results.set(key, { session: line.req[0], requestId: line.req[1], ts, result: null });
          }
        } else if (line.k === "r") {
          results.set(`${line.req[0]}:${line.req[1]}`, {
            session: line.req[0],
            requestId: line.req[1],
            ts: BigInt(line.ts),
            result: line.v,
          });
        }
      }
    }
    state.results = [...results.values()];
    this.fd = fs.openSync(this.walPath, "a", 0o600);
    return state;
  }

  /** Appends a commit and waits for it to reach the disk. Synchronous on purpose. */
  appendCommit(entry: CommitEntry): void {
    const line: WalLine = {
      k: "c",
      seq: ++this.seq,
      ts: entry.commitTs.toString(),
      nid: entry.nextDocId,
      lct: entry.lastCreationTime,
      w: entry.writes.map(([id, doc]) => [id, doc === null ? null : convexToJson(doc as Value)]),
      ...(entry.request ? { req: entry.request } : {}),
    };
    this.writeLine(line, true);
    this.commitsSinceSnapshot++;
  }

  /** Remembers a mutation's result. Not fsynced: losing it only loses the return value. */
  appendResult(request: RequestKey, ts: bigint, result: JSONValue): void {
    this.writeLine({ k: "r", req: request, ts: ts.toString(), v: result }, false);
  }

  needsCompaction(): boolean {
    return this.commitsSinceSnapshot >= this.compactEvery;
  }

  /** Writes a snapshot of the given state and starts a new, empty log. */
  compact(state: Omit<RestoredState, "documents"> & { documents: Iterable<Doc> }): void {
    const snapshot: Snapshot = {
      version: 1,
      seq: this.seq,
      ts: state.lastCommitTs.toString(),
      nid: state.nextDocId,
      lct: state.lastCreationTime,
      docs: Array.from(state.documents, (d) => convexToJson(d as Value)),
      results: state.results.map((r) => [r.session, r.requestId, r.ts.toString(), r.result]),
    };
    writeFileAtomic(this.snapshotPath, JSON.stringify(snapshot));
    fsyncDir(this.dataDir);
    // The snapshot now covers every logged entry (replay would skip them by seq anyway).
    fs.closeSync(this.fd);
    writeFileAtomic(this.walPath, "");
    fsyncDir(this.dataDir);
    this.fd = fs.openSync(this.walPath, "a", 0o600);
    this.commitsSinceSnapshot = 0;
  }

  close(): void {
    if (this.fd !== -1) fs.closeSync(this.fd);
    this.fd = -1;
  }

  private writeLine(line: WalLine, sync: boolean): void {
    if (this.fd === -1) throw new Error("Write-ahead log is not open");
    fs.writeSync(this.fd, JSON.stringify(line) + "\n");
    if (sync) fs.fdatasyncSync(this.fd);
  }
}
