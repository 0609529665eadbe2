/**
 * sorted-btree is CommonJS with `exports.default`: Node's ESM loader hands us the exports
 * object as the default import, bundlers hand us the class. Accept both.
 */
import BTreeModule from "sorted-btree";

type BTreeClass = typeof BTreeModule;
const mod: unknown = BTreeModule;

export const BTree: BTreeClass =
  typeof mod === "function" ? (mod as BTreeClass) : (mod as { default: BTreeClass }).default;
export type BTree<K, V> = BTreeModule<K, V>;
