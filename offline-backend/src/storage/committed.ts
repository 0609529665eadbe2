/**
 * The committed database: documents per table, and per index an ordered map (sorted-btree)
 * from index key to document. An index is built the first time a query needs it (or
 * all of them by `buildIndexes`, at start-up) and from then on kept up to date by every commit.
 */
import { BTree, fromSorted } from "./btree.js";
import { compareKeys, keyOf, type Doc, type Key } from "./keys.js";
import { indexesOf, type IndexDefinitions } from "./plan.js";

export type IndexTree = BTree<Key, Doc>;

/** "0000…10001users" -> "users" (convex-test ids: a zero-padded counter + the table name). */
export function tableOfId(id: string): string {
  return id.replace(/^[0-9]+/, "");
}

type Table = { docs: Map<string, Doc>; indexes: Map<string, IndexTree> };

export class CommittedStore {
  private readonly tables = new Map<string, Table>();

  constructor(readonly defs: IndexDefinitions) {}

  private table(name: string): Table {
    let t = this.tables.get(name);
    if (!t) {
      t = { docs: new Map(), indexes: new Map() };
      this.tables.set(name, t);
    }
    return t;
  }

  get(id: string): Doc | null {
    return this.tables.get(tableOfId(id))?.docs.get(id) ?? null;
  }

  /** A table's documents in insertion order (what convex-test's full iteration yields). */
  tableDocs(name: string): Iterable<Doc> {
    return this.tables.get(name)?.docs.values() ?? [];
  }

  *allDocs(): Iterable<Doc> {
    for (const t of this.tables.values()) yield* t.docs.values();
  }

  get size(): number {
    let n = 0;
    for (const t of this.tables.values()) n += t.docs.size;
    return n;
  }

  /** Replaces everything (start-up restore). Indexes are rebuilt on demand. */
  load(docs: Iterable<Doc>): void {
    this.tables.clear();
    for (const doc of docs) this.table(tableOfId(doc._id)).docs.set(doc._id, doc);
  }

  /** The ordered map of `index` over `tableName`, built from the documents if needed. */
  index(tableName: string, index: string): IndexTree {
    const t = this.table(tableName);
    let tree = t.indexes.get(index);
    if (!tree) {
      const fields = indexesOf(this.defs, tableName).get(index);
      if (!fields) throw new Error(`Unknown index ${tableName}.${index}`);
      const pairs: [Key, Doc][] = [];
      for (const doc of t.docs.values()) pairs.push([keyOf(doc, fields), doc]);
      pairs.sort((a, b) => compareKeys(a[0], b[0]));
      tree = fromSorted(pairs, compareKeys);
      t.indexes.set(index, tree);
    }
    return tree;
  }

  /** Every index but `by_id` (rarely queried as a range: built on first use). */
  buildIndexes(): void {
    for (const name of this.tables.keys()) {
      for (const index of indexesOf(this.defs, name).keys()) {
        if (index !== "by_id") this.index(name, index);
      }
    }
  }

  /** Applies one committed write; returns the document it replaced. */
  apply(id: string, doc: Doc | null): Doc | null {
    const name = tableOfId(id);
    const t = this.table(name);
    const previous = t.docs.get(id) ?? null;
    if (t.indexes.size > 0) {
      const fields = indexesOf(this.defs, name);
      for (const [index, tree] of t.indexes) {
        const keyFields = fields.get(index)!;
        if (previous) tree.delete(keyOf(previous, keyFields));
        if (doc) tree.set(keyOf(doc, keyFields), doc);
      }
    }
    if (doc) t.docs.set(id, doc);
    else t.docs.delete(id);
    return previous;
  }
}
