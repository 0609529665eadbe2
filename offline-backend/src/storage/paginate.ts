/**
 * `.paginate()`, with convex-test's results (page, cursors, isDone, split cursors, page
 * status) but walking the index from the cursor instead of skipping every document before it.
 * Cursors are convex-test's: a JSON array of the index key's values, each `convexToJson`ed
 * and JSON-stringified (null for undefined).
 */
import { convexToJson, getDocumentSize, jsonToConvex, type Value } from "convex/values";
import type { IndexTree } from "./committed.js";
import { compileOperators } from "./filter.js";
import { after, before, compareKeys, type Doc, type Key } from "./keys.js";
import type { OverlayView } from "./overlay.js";
import type { Plan, Query } from "./plan.js";
import type { ReadRange } from "./readset.js";
import { scan } from "./scan.js";

export type PaginateArgs = {
  query: Query;
  cursor: string | null;
  endCursor?: string | null;
  pageSize: number;
  maximumRowsRead?: number;
  maximumBytesRead?: number;
};

export type PageResult = {
  page: Doc[];
  isDone: boolean;
  continueCursor: string;
  splitCursor: string | null;
  pageStatus: "SplitRequired" | "SplitRecommended" | null;
};

export function encodeCursor(key: Key): string {
  return JSON.stringify(
    key.map((k) => (k === undefined ? null : JSON.stringify(convexToJson(k as Value)))),
  );
}

export function decodeCursor(cursor: string): Key {
  return (JSON.parse(cursor) as (string | null)[]).map((k) =>
    k === null ? undefined : jsonToConvex(JSON.parse(k)),
  );
}

type Source = {
  tree: IndexTree;
  overlay: OverlayView;
  range: ReadRange | null;
  countSkipped: (doc: Doc) => void;
};

export function paginate(plan: Plan, args: PaginateArgs, src: Source): PageResult {
  const { cursor, endCursor, pageSize, maximumRowsRead, maximumBytesRead } = args;
  const { matches } = compileOperators(args.query.operators);
  const desc = plan.order === "desc";
  const sign = desc ? -1 : 1;
  const done: PageResult = {
    page: [],
    isDone: true,
    continueCursor: "_end_cursor",
    splitCursor: null,
    pageStatus: null,
  };
  // Past the end: no document is after the end cursor.
  if (cursor === "_end_cursor") return done;
  let { lo, hi } = plan.bounds;
  if (cursor !== null) {
    const at = decodeCursor(cursor);
    if (!desc && compareKeys(after(at), lo) > 0) lo = after(at);
    if (desc && compareKeys(before(at), hi) < 0) hi = before(at);
  }
  if (src.range) src.range.bounds = { lo, hi };
  // "_end_cursor" as endCursor means "to the end of the range": no boundary.
  const endKeys = endCursor && endCursor !== "_end_cursor" ? decodeCursor(endCursor) : null;

  const page: Doc[] = [];
  let continueCursor = "_end_cursor";
  let pageStatus: PageResult["pageStatus"] = null;
  let rowsRead = 0;
  let bytesRead = 0;
  const readKeys: Key[] = [];
  const read = (key: Key, doc: Doc) => {
    rowsRead += 1;
    bytesRead += getDocumentSize(doc as never);
    readKeys.push(key);
    if (matches(doc)) page.push(doc);
    else src.countSkipped(doc);
  };

  const iter = scan(src.tree, src.overlay, { lo, hi }, plan.order);
  let next = iter.next();
  while (!next.done) {
    const [key, doc] = next.value;
    // Look one ahead: a full page that ends on the range's last document is the last page.
    next = iter.next();
    const isLastDoc = next.done === true;
    if (src.range) src.range.last = next.done ? key : next.value[0];
    if (endKeys) {
      const cmp = sign * compareKeys(key, endKeys);
      if (cmp >= 0) {
        // At or past the end cursor: include the document exactly at it, then stop.
        if (cmp === 0) {
          read(key, doc);
          continueCursor = encodeCursor(key);
        }
        break;
      }
    }
    read(key, doc);
    const hitLimit =
      (!!maximumRowsRead && rowsRead >= maximumRowsRead) ||
      (!!maximumBytesRead && bytesRead >= maximumBytesRead);
    if (hitLimit) {
      pageStatus = "SplitRequired";
      continueCursor = encodeCursor(key);
      break;
    }
    if (!endCursor && page.length >= pageSize) {
      if (!isLastDoc) continueCursor = encodeCursor(key);
      break;
    }
  }
  if (next.done && src.range) src.range.done = true;
  // A page given its end (a split, a journal) ends there, even when the document that was at
  // the end has since gone: the next page starts at the same place.
  if (endKeys && pageStatus !== "SplitRequired") continueCursor = endCursor as string;
  let splitCursor: string | null = null;
  const middle = () => encodeCursor(readKeys[Math.floor((readKeys.length - 1) / 2)]);
  if (pageStatus === "SplitRequired" && readKeys.length >= 2) {
    splitCursor = middle();
  } else if (pageStatus === null && rowsRead > pageSize + 1 && readKeys.length >= 2) {
    // Recommend a split when far more rows were scanned than the page holds.
    pageStatus = "SplitRecommended";
    splitCursor = middle();
  }
  return {
    page,
    isDone: continueCursor === "_end_cursor",
    continueCursor,
    splitCursor,
    pageStatus,
  };
}
