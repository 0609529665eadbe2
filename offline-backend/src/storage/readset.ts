/**
 * Read sets and write sets, for re-running only the subscriptions a commit can change.
 *
 * A query's read set is the index ranges it walked (only the part actually walked: a
 * `.take(10)` or a page of 50 stops at its last document), the documents it fetched by id,
 * and whole tables for search and vector queries. A commit changes a query iff one of its
 * documents, before or after the write, has an index key inside a walked range, or is a
 * fetched document, or is in a whole table read.
 */
import { compareKeys, inBounds, keyOf, type Bounds, type Doc, type Key } from "./keys.js";

export type ReadRange = {
  table: string;
  fields: readonly string[];
  bounds: Bounds;
  desc: boolean;
  /** Key of the last document reached; null before the first one. */
  last: Key | null;
  /** The walk reached the end of `bounds`. */
  done: boolean;
};

export type ReadSet = { tables: Set<string>; ids: Set<string>; ranges: ReadRange[] };

export type DocChange = { id: string; table: string; before: Doc | null; after: Doc | null };

export type WriteSet = { tables: Set<string>; ids: Set<string>; changes: DocChange[] };

export function emptyReadSet(): ReadSet {
  return { tables: new Set(), ids: new Set(), ranges: [] };
}

export function writeSetOf(changes: DocChange[]): WriteSet {
  return {
    tables: new Set(changes.map((c) => c.table)),
    ids: new Set(changes.map((c) => c.id)),
    changes,
  };
}

/** Whether `key` lies in the part of the range that was walked. */
function walked(range: ReadRange, key: Key): boolean {
  if (!inBounds(key, range.bounds)) return false;
  if (range.done) return true;
  if (range.last === null) return false;
  const c = compareKeys(key, range.last);
  return range.desc ? c >= 0 : c <= 0;
}

export function readSetAffected(reads: ReadSet, writes: WriteSet): boolean {
  for (const table of writes.tables) if (reads.tables.has(table)) return true;
  for (const id of writes.ids) if (reads.ids.has(id)) return true;
  if (reads.ranges.length === 0) return false;
  for (const range of reads.ranges) {
    if (!writes.tables.has(range.table)) continue;
    for (const change of writes.changes) {
      if (change.table !== range.table) continue;
      if (change.before && walked(range, keyOf(change.before, range.fields))) return true;
      if (change.after && walked(range, keyOf(change.after, range.fields))) return true;
    }
  }
  return false;
}
