/**
 * sorted-btree, the ordered map behind every index. It is CommonJS with `exports.default`:
 * Node's ESM loader hands us the exports object as the default import, bundlers the class.
 *
 * `fromSorted` builds a tree from already sorted pairs bottom-up (full leaves, then parents)
 * instead of one `set` per pair: restoring 100,000 documents builds each index in a few
 * tens of milliseconds instead of hundreds. It uses the library's exported node classes; if
 * they are missing it falls back to `set`, and the storage tests run `checkValid` on it.
 */
import BTreeModule from "sorted-btree";

type BTreeClass = typeof BTreeModule;
type NodeCtor = new (...args: unknown[]) => { maxKey(): unknown; size(): number };
const mod = BTreeModule as unknown as {
  default?: BTreeClass;
  BNode?: NodeCtor;
  BNodeInternal?: NodeCtor;
};

export const BTree: BTreeClass =
  typeof mod === "function" ? (mod as unknown as BTreeClass) : mod.default!;
export type BTree<K, V> = BTreeModule<K, V>;

/** Sizes of `count` nodes sharing `n` items as evenly as possible. */
function split(n: number, max: number): number[] {
  const count = Math.ceil(n / max);
  const base = Math.floor(n / count);
  return Array.from({ length: count }, (_, i) => base + (i < n % count ? 1 : 0));
}

export function fromSorted<K, V>(pairs: [K, V][], compare: (a: K, b: K) => number): BTree<K, V> {
  const tree = new BTree<K, V>(undefined, compare);
  const { BNode, BNodeInternal } = mod;
  if (pairs.length === 0) return tree;
  if (!BNode || !BNodeInternal) {
    for (const [k, v] of pairs) tree.set(k, v);
    return tree;
  }
  const max = tree._maxNodeSize;
  let level: InstanceType<NodeCtor>[] = [];
  let at = 0;
  for (const size of split(pairs.length, max)) {
    const slice = pairs.slice(at, at + size);
    at += size;
    level.push(
      new BNode(
        slice.map((p) => p[0]),
        slice.map((p) => p[1]),
      ),
    );
  }
  while (level.length > 1) {
    const parents: InstanceType<NodeCtor>[] = [];
    at = 0;
    for (const size of split(level.length, max)) {
      const children = level.slice(at, at + size);
      at += size;
      parents.push(
        new BNodeInternal(
          children,
          children.reduce((n, c) => n + c.size(), 0),
        ),
      );
    }
    level = parents;
  }
  (tree as unknown as { _root: unknown })._root = level[0];
  return tree;
}
