/**
 * What the storage adapter relies on in convex-test (0.0.60, dist/index.js), and the check
 * that fails loudly when an upgrade changes it: the members below must exist with these
 * types, and the methods we replace or whose behaviour we depend on must have the source
 * text we adapted (fingerprints). A changed fingerprint does not mean the adapter is wrong,
 * only that someone must re-read those methods, compare with src/storage and update
 * `FINGERPRINTS` (the guard test, storage/guard.test.ts, shows the current ones).
 */
import type { Doc } from "./keys.js";
import type { ValidatorJson } from "./validate.js";

/** convex-test's DatabaseFake, the members the adapter uses. */
export interface DatabaseFake {
  _documents: Record<string, Doc>;
  _writes: Record<string, Doc | null>[];
  _nextQueryId: number;
  _nextDocId: number;
  _lastCreationTime: number;
  _schema: {
    schemaValidation: boolean;
    tables: Map<
      string,
      { indexes: { indexDescriptor: string; fields: string[] }[]; documentType?: ValidatorJson }
    >;
  } | null;
  get(tableName: string | undefined, id: string): Doc | null;
  _validateId(tableName: string | undefined, id: string): void;
  _addWrite(id: string, value: Doc | null): void;
  commit(commitTs: bigint | null): void;
  rollbackWrites(): void;
  stashWrites(): unknown;
  restoreWrites(stashed: unknown): void;
  _iterateDocs(tableName: string, callback: (doc: Doc) => void): void;
  startQuery(query: unknown): number;
  queryNext(queryId: number): { value: Doc | null; done: boolean };
  paginate(args: unknown): unknown;
  _validate(tableName: string, doc: unknown): void;
}

export interface MetricsTracker {
  trackRead(bytes: number): void;
}

export interface TransactionManager {
  _lastCommitTs: bigint;
  getMetricsTracker(): MetricsTracker | null;
}

/** Methods replaced, or read/written through, by the adapter. */
const DB_METHODS = [
  "get",
  "_validateId",
  "_addWrite",
  "insert",
  "patch",
  "replace",
  "delete",
  "startTransaction",
  "commit",
  "rollbackWrites",
  "stashWrites",
  "restoreWrites",
  "_iterateDocs",
  "startQuery",
  "queryNext",
  "paginate",
  "_resolveQuerySource",
  "_evaluateQuery",
  "_validate",
] as const;

/** FNV-1a of each method's source text, whitespace-collapsed. */
export const FINGERPRINTS: Record<string, string> = {
  get: "4a8e2190",
  _validateId: "abd4dbd2",
  _validate: "4fd2534e",
  _addWrite: "193ac4f5",
  insert: "ac13e087",
  patch: "213a2598",
  replace: "9f48298a",
  delete: "b148f3a4",
  startTransaction: "fcbf958b",
  commit: "d508351b",
  rollbackWrites: "6769556e",
  stashWrites: "42c4693d",
  restoreWrites: "688ff63f",
  _iterateDocs: "b010b986",
  startQuery: "18bd9570",
  queryNext: "7cca4dc5",
  paginate: "4c90157e",
  _resolveQuerySource: "27caf6a7",
  _evaluateQuery: "299a30b9",
};

function fingerprint(fn: unknown): string {
  const text = String(fn).replace(/\s+/g, " ");
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

export function currentFingerprints(db: object): Record<string, string> {
  const proto = Object.getPrototypeOf(db) as Record<string, unknown>;
  return Object.fromEntries(DB_METHODS.map((m) => [m, fingerprint(proto[m])]));
}

const fail = (what: string): never => {
  throw new Error(
    `convex-test changed: ${what}. The offline backend's storage adapter ` +
      `(offline-backend/src/storage) was written for convex-test 0.0.60 and must be checked.`,
  );
};

export function assertAdaptable(
  db: DatabaseFake,
  tm: TransactionManager,
  verifySource: boolean,
): void {
  const proto = Object.getPrototypeOf(db) as Record<string, unknown>;
  for (const m of DB_METHODS)
    if (typeof proto[m] !== "function") fail(`DatabaseFake.${m} is missing`);
  if (!Array.isArray(db._writes)) fail("DatabaseFake._writes is not an array");
  if (typeof db._documents !== "object" || db._documents === null) fail("DatabaseFake._documents");
  if (typeof db._nextQueryId !== "number") fail("DatabaseFake._nextQueryId");
  if (db._schema !== null && !(db._schema?.tables instanceof Map)) fail("DatabaseFake._schema");
  if (typeof tm.getMetricsTracker !== "function") fail("TransactionManager.getMetricsTracker");
  if (typeof tm._lastCommitTs !== "bigint") fail("TransactionManager._lastCommitTs");
  if (!verifySource) return;
  const current = currentFingerprints(db);
  const changed = DB_METHODS.filter((m) => FINGERPRINTS[m] !== current[m]);
  if (changed.length > 0) fail(`DatabaseFake methods ${changed.join(", ")} differ`);
}
