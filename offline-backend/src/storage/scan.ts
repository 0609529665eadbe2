/**
 * Walking one index range in order: the committed ordered map merged with the transaction's
 * pending documents (which shadow their committed versions), lazily, so a walk costs the
 * documents it reaches, not the size of the table.
 */
import type { IndexTree } from "./committed.js";
import { compareKeys, type Bounds, type Doc, type Key } from "./keys.js";
import type { OverlayView } from "./overlay.js";

export type Entry = [Key, Doc];

function* walkTree(tree: IndexTree, { lo, hi }: Bounds, desc: boolean): Generator<Entry> {
  if (!desc) {
    for (const [key, doc] of tree.entries(lo)) {
      if (compareKeys(key, hi) >= 0) return;
      yield [key, doc];
    }
  } else {
    for (const [key, doc] of tree.entriesReversed(hi)) {
      if (compareKeys(key, lo) <= 0) return;
      yield [key, doc];
    }
  }
}

export function* scan(
  committed: IndexTree,
  overlay: OverlayView,
  bounds: Bounds,
  order: "asc" | "desc",
): Generator<Entry> {
  const desc = order === "desc";
  const base = walkTree(committed, bounds, desc);
  if (overlay === null || overlay.docs.size === 0) {
    yield* base;
    return;
  }
  const shadowed = overlay.docs;
  const nextBase = (): Entry | undefined => {
    for (;;) {
      const r = base.next();
      if (r.done) return undefined;
      if (!shadowed.has(r.value[1]._id)) return r.value;
    }
  };
  const pending = walkTree(overlay.tree, bounds, desc);
  const nextPending = (): Entry | undefined => {
    const r = pending.next();
    return r.done ? undefined : r.value;
  };
  let a = nextBase();
  let b = nextPending();
  const sign = desc ? -1 : 1;
  while (a !== undefined || b !== undefined) {
    if (b === undefined || (a !== undefined && sign * compareKeys(a[0], b[0]) < 0)) {
      yield a!;
      a = nextBase();
    } else {
      yield b;
      b = nextPending();
    }
  }
}
