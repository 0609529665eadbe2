/**
 * Plugs the indexed storage into convex-test's `DatabaseFake`. convex-test keeps committed
 * documents in one object and answers every query by listing all documents of the database
 * and sorting the matches; here committed documents live in `CommittedStore` (per table,
 * ordered maps per index) and the transaction's own writes in `Overlay`. convex-test still
 * runs everything else: functions, transactions, validation, ids, its stack of write levels.
 *
 * What we replace on the instance (see `guard.ts` for the check that they still mean what
 * we think): `get`, `_addWrite`, `commit`, `rollbackWrites`, `stashWrites`, `restoreWrites`,
 * `_iterateDocs`, `startQuery`, `queryNext`, `paginate`; `_documents` is retired (any use
 * of it throws). Search queries keep convex-test's code, over one table via `_iterateDocs`.
 */
import { getDocumentSize } from "convex/values";
import { CommittedStore } from "./committed.js";
import { compileOperators } from "./filter.js";
import { substituteCommitTs, type Doc } from "./keys.js";
import { Overlay } from "./overlay.js";
import { pinnedPage, type QueryJournal } from "./journal.js";
import { paginate, type PaginateArgs } from "./paginate.js";
import { indexDefinitions, planQuery, type Query } from "./plan.js";
import type { DocChange, ReadRange, ReadSet } from "./readset.js";
import { scan, type Entry } from "./scan.js";
import { assertAdaptable, type DatabaseFake, type TransactionManager } from "./guard.js";
import { conforms } from "./validate.js";

export type StorageHooks = {
  /** The read set of the query being run, when its reads should be recorded. */
  reads?: () => ReadSet | undefined;
  /** After a top-level commit has been applied (even one without writes). */
  onCommit?: (commitTs: bigint, changes: DocChange[]) => void;
  /** The journal of the subscribed query being run, which pins its page's end (journal.ts). */
  journal?: () => QueryJournal | undefined;
};

type Stream = {
  iter: Iterator<Entry>;
  matches: (doc: Doc) => boolean;
  limit: number | null;
  returned: number;
  range: ReadRange | null;
  finished: boolean;
};

export class IndexedStorage {
  readonly committed: CommittedStore;
  readonly overlay: Overlay;
  private readonly streams = new Map<number, Stream>();

  constructor(
    private readonly db: DatabaseFake,
    private readonly tm: TransactionManager,
    private readonly hooks: StorageHooks,
  ) {
    const defs = indexDefinitions(db._schema);
    this.committed = new CommittedStore(defs);
    this.overlay = new Overlay(defs);
  }

  /** Replaces the committed documents (start-up restore) and builds the indexes. */
  load(docs: Iterable<Doc>): void {
    this.committed.load(docs);
    this.committed.buildIndexes();
  }

  private tracker() {
    return this.tm.getMetricsTracker();
  }

  /** Counts a document the walk read but the query did not return (Convex counts both). */
  private countSkipped(doc: Doc): void {
    this.tracker()?.trackRead(getDocumentSize(doc as never));
  }

  private recordRange(plan: ReturnType<typeof planQuery>): ReadRange | null {
    const reads = this.hooks.reads?.();
    if (!reads) return null;
    const range: ReadRange = {
      table: plan.table,
      fields: plan.fields,
      bounds: plan.bounds,
      desc: plan.order === "desc",
      last: null,
      done: false,
    };
    reads.ranges.push(range);
    return range;
  }

  /** The newest pending version of `id` in convex-test's write levels, or undefined. */
  private pending(id: string): Doc | null | undefined {
    const levels = this.db._writes;
    for (let i = levels.length - 1; i >= 0; i--) {
      const w = levels[i][id];
      if (w !== undefined) return w;
    }
    return undefined;
  }

  get(tableName: string | undefined, id: string): Doc | null {
    this.db._validateId(tableName, id);
    const pending = this.pending(id);
    if (pending !== undefined) return pending;
    this.hooks.reads?.()?.ids.add(id);
    return this.committed.get(id);
  }

  private endTransaction(): void {
    this.overlay.clear();
    this.streams.clear();
  }

  commit(original: (ts: bigint | null) => void, commitTs: bigint | null): void {
    if (this.db._writes.length !== 1) {
      original.call(this.db, commitTs); // nested: merged into the parent level
      return;
    }
    const level = this.db._writes.pop()!;
    this.endTransaction();
    const changes: DocChange[] = [];
    for (const [id, write] of Object.entries(level)) {
      const after =
        write === null || commitTs === null ? write : substituteCommitTs(write, commitTs);
      const before = this.committed.apply(id, after);
      changes.push({ id, table: id.replace(/^[0-9]+/, ""), before, after });
    }
    if (commitTs !== null) this.hooks.onCommit?.(commitTs, changes);
  }

  afterLevelsChanged(): void {
    if (this.db._writes.length === 0) this.endTransaction();
    else this.overlay.rebuild(this.db._writes);
  }

  /** Every live document of one table (search and vector queries, in convex-test's order). */
  iterateDocs(tableName: string, callback: (doc: Doc) => void): void {
    this.hooks.reads?.()?.tables.add(tableName);
    for (const doc of this.committed.tableDocs(tableName)) {
      const pending = this.overlay.has(doc._id) ? this.pending(doc._id) : undefined;
      if (pending === undefined) callback(doc);
      else if (pending !== null) callback(pending);
    }
    for (const [id, doc] of this.overlay.tableWrites(tableName)) {
      if (doc !== null && this.committed.get(id) === null) callback(doc);
    }
  }

  startQuery(query: Query): number {
    const plan = planQuery(this.committed.defs, query.source);
    const { matches, limit } = compileOperators(query.operators);
    const iter = scan(
      this.committed.index(plan.table, plan.index),
      this.overlay.view(plan.table, plan.index, true),
      plan.bounds,
      plan.order,
    );
    const id = this.db._nextQueryId++;
    this.streams.set(id, {
      iter,
      matches,
      limit,
      returned: 0,
      range: this.recordRange(plan),
      finished: false,
    });
    return id;
  }

  ownsQuery(queryId: number): boolean {
    return this.streams.has(queryId);
  }

  queryNext(queryId: number): { value: Doc | null; done: boolean } {
    const s = this.streams.get(queryId)!;
    if (s.finished || (s.limit !== null && s.returned >= s.limit)) {
      s.finished = true;
      return { value: null, done: true };
    }
    for (;;) {
      const r = s.iter.next();
      if (r.done) {
        s.finished = true;
        if (s.range) s.range.done = true;
        return { value: null, done: true };
      }
      const [key, doc] = r.value;
      if (s.range) s.range.last = key;
      if (s.matches(doc)) {
        s.returned += 1;
        return { value: doc, done: false };
      }
      this.countSkipped(doc);
    }
  }

  paginate(args: PaginateArgs) {
    const plan = planQuery(this.committed.defs, args.query.source);
    return paginate(plan, args, {
      tree: this.committed.index(plan.table, plan.index),
      overlay: this.overlay.view(plan.table, plan.index, false),
      range: this.recordRange(plan),
      countSkipped: (doc) => this.countSkipped(doc),
    });
  }
}

function isEmpty(level: Record<string, unknown> | undefined): boolean {
  for (const _ in level) return false;
  return true;
}

/** Installs the indexed storage on convex-test's root database. */
export function installIndexedStorage(
  db: DatabaseFake,
  tm: TransactionManager,
  hooks: StorageHooks = {},
  options: { verifySource?: boolean } = {},
): IndexedStorage {
  assertAdaptable(db, tm, options.verifySource ?? true);
  const storage = new IndexedStorage(db, tm, hooks);
  const original = {
    commit: db.commit,
    addWrite: db._addWrite,
    rollbackWrites: db.rollbackWrites,
    stashWrites: db.stashWrites,
    restoreWrites: db.restoreWrites,
    startQuery: db.startQuery,
    queryNext: db.queryNext,
    paginate: db.paginate,
    validate: db._validate,
  };
  const isSearch = (q: Query) => q.source.type === "Search";
  Object.assign(db, {
    get: (table: string | undefined, id: string) => storage.get(table, id),
    _addWrite(this: DatabaseFake, id: string, value: Doc | null) {
      original.addWrite.call(db, id, value);
      storage.overlay.set(id, value);
    },
    commit: (commitTs: bigint | null = null) => storage.commit(original.commit, commitTs),
    rollbackWrites() {
      const dropped = db._writes[db._writes.length - 1];
      original.rollbackWrites.call(db);
      // Nested queries always end in a rollback of a level they never wrote to.
      if (db._writes.length === 0 || !isEmpty(dropped)) storage.afterLevelsChanged();
    },
    stashWrites() {
      const stashed = original.stashWrites.call(db);
      storage.overlay.clear();
      return stashed;
    },
    restoreWrites(stashed: unknown) {
      original.restoreWrites.call(db, stashed);
      storage.afterLevelsChanged();
    },
    _iterateDocs: (table: string, cb: (doc: Doc) => void) => storage.iterateDocs(table, cb),
    startQuery: (q: Query) =>
      isSearch(q) ? original.startQuery.call(db, q) : storage.startQuery(q),
    queryNext: (id: number) =>
      storage.ownsQuery(id) ? storage.queryNext(id) : original.queryNext.call(db, id),
    paginate: (a: PaginateArgs) =>
      isSearch(a.query) ? original.paginate.call(db, a) : pinnedPage(hooks.journal?.(), a, storage),
    // Schema validation of writes: the quick check first, convex-test's own when in doubt.
    _validate(this: DatabaseFake, table: string, doc: unknown) {
      const type = db._schema?.schemaValidation
        ? db._schema.tables.get(table)?.documentType
        : undefined;
      if (type !== undefined && conforms(type, doc)) return;
      original.validate.call(db, table, doc);
    },
  });
  const retired = () => {
    throw new Error(
      "convex-test read DatabaseFake._documents, which the indexed storage replaces: " +
        "the offline backend's storage adapter needs updating for this convex-test version",
    );
  };
  db._documents = new Proxy(
    {},
    {
      get: (_target, prop) => (typeof prop === "symbol" ? undefined : retired()),
      set: retired,
      deleteProperty: retired,
      ownKeys: retired,
    },
  );
  return storage;
}
