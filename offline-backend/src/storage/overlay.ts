/**
 * The running transaction's own writes, indexed like the committed data so that its queries
 * see them in order: per table the pending version of each written document (null = deleted)
 * and per index an ordered map of the pending documents. Kept in step with convex-test's
 * stack of write levels (`_writes`), which stays the source of truth: rebuilt from it when a
 * level is dropped. Trees are cloned (copy-on-write, O(1)) when a query stream starts, so a
 * stream sees the writes made before it started, as convex-test's eager evaluation did.
 * An index's tree is built when a query first reads it and kept in step from then on: a
 * transaction that writes hundreds of rows of a table with a dozen indexes and reads one or
 * two of them (an import chunk) does not order its rows a dozen times.
 */
import { BTree } from "./btree.js";
import { tableOfId } from "./committed.js";
import { compareKeys, keyOf, type Doc, type Key } from "./keys.js";
import { indexesOf, type IndexDefinitions } from "./plan.js";

export type PendingTable = {
  /** id -> pending version (null: deleted in this transaction). */
  docs: BTree<string, Doc | null>;
  indexes: Map<string, BTree<Key, Doc>>;
};

export type OverlayView = { docs: BTree<string, Doc | null>; tree: BTree<Key, Doc> } | null;

export class Overlay {
  private readonly tables = new Map<string, PendingTable>();

  constructor(private readonly defs: IndexDefinitions) {}

  get empty(): boolean {
    return this.tables.size === 0;
  }

  clear(): void {
    this.tables.clear();
  }

  set(id: string, doc: Doc | null): void {
    const name = tableOfId(id);
    let t = this.tables.get(name);
    if (!t) {
      t = { docs: new BTree<string, Doc | null>(), indexes: new Map() };
      this.tables.set(name, t);
    }
    const previous = t.docs.get(id);
    if (t.indexes.size > 0) {
      const indexes = indexesOf(this.defs, name);
      for (const [index, tree] of t.indexes) {
        const fields = indexes.get(index)!;
        if (previous) tree.delete(keyOf(previous, fields));
        if (doc) tree.set(keyOf(doc, fields), doc);
      }
    }
    t.docs.set(id, doc);
  }

  /** The index's tree of pending documents, built from them on its first read. */
  private tree(table: string, t: PendingTable, index: string): BTree<Key, Doc> {
    let tree = t.indexes.get(index);
    if (!tree) {
      const fields = indexesOf(this.defs, table).get(index);
      if (!fields) throw new Error(`Unknown index ${table}.${index}`);
      tree = new BTree<Key, Doc>(undefined, compareKeys);
      for (const doc of t.docs.values()) if (doc) tree.set(keyOf(doc, fields), doc);
      t.indexes.set(index, tree);
    }
    return tree;
  }

  /** Rebuilds from convex-test's write levels (innermost last, which wins). */
  rebuild(levels: Record<string, Doc | null>[]): void {
    this.clear();
    for (const level of levels) for (const [id, doc] of Object.entries(level)) this.set(id, doc);
  }

  /** Ids written in `table` (in no particular order), with their pending version. */
  tableWrites(table: string): Iterable<[string, Doc | null]> {
    return this.tables.get(table)?.docs.entries() ?? [];
  }

  has(id: string): boolean {
    return this.tables.get(tableOfId(id))?.docs.has(id) ?? false;
  }

  /** A stable view of one index's pending documents (cloned: later writes do not show). */
  view(table: string, index: string, clone: boolean): OverlayView {
    const t = this.tables.get(table);
    if (!t) return null;
    const tree = this.tree(table, t, index);
    return clone ? { docs: t.docs.clone(), tree: tree.clone() } : { docs: t.docs, tree };
  }
}
