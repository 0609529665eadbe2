/**
 * Index keys and their order, exactly as Convex (and convex-test) order documents: an index
 * key is the values of the index's fields, then `_creationTime`, then `_id`; values compare
 * with `compareValues` from `convex/values` (undefined < null < bigint < number < boolean <
 * string < bytes < array < object, strings by UTF-8 bytes, -0 before 0, NaN at the ends).
 *
 * Range bounds are "seek keys": a key prefix followed by a MIN or MAX sentinel, which sorts
 * before or after every real key with that prefix. A real key is inside [lo, hi] iff it is
 * greater than `lo` and less than `hi`; no real key ever equals a seek key.
 */
import { CommitTsPlaceholder, compareValues, jsonToConvex, type Value } from "convex/values";

export const MIN = Symbol("min");
export const MAX = Symbol("max");
export type KeyPart = Value | undefined | typeof MIN | typeof MAX;
export type Key = readonly KeyPart[];
export type Doc = Record<string, unknown> & { _id: string; _creationTime: number };

/** Commit timestamp placeholders read as i64::MAX until committed (as in convex-test). */
const MAX_COMMIT_TS = 2n ** 63n - 1n;

function comparePart(x: KeyPart, y: KeyPart): number {
  if (x === MIN) return y === MIN ? 0 : -1;
  if (x === MAX) return y === MAX ? 0 : 1;
  if (y === MIN) return 1;
  if (y === MAX) return -1;
  // Fast paths for the common cases; everything else (and -0/NaN) goes to Convex's order.
  if (typeof x === "number" && typeof y === "number") {
    if (x < y) return -1;
    if (x > y) return 1;
    if (x === y && x !== 0) return 0;
  } else if (typeof x === "string" && typeof y === "string") {
    return compareStrings(x, y);
  }
  return compareValues(x, y);
}

/**
 * Strings in UTF-8 byte order, like Convex. Below U+D800, UTF-16 code units order like
 * UTF-8 bytes; beyond (surrogates, U+E000…) Convex's own comparison decides.
 */
function compareStrings(x: string, y: string): number {
  if (x === y) return 0;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const a = x.charCodeAt(i);
    const b = y.charCodeAt(i);
    if (a !== b) return a < 0xd800 && b < 0xd800 ? a - b : compareValues(x, y);
  }
  return x.length - y.length;
}

export function compareKeys(a: Key, b: Key): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = comparePart(a[i], b[i]);
    if (c !== 0) return c;
  }
  if (a.length === b.length) return 0;
  // A seek key that extends the other key: its sentinel decides.
  if (a.length > b.length) return a[n] === MIN ? -1 : 1;
  return b[n] === MIN ? 1 : -1;
}

function isSimpleObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    prototype?.constructor?.name === "Object"
  );
}

function hasPending(value: unknown): boolean {
  if (value instanceof CommitTsPlaceholder) return true;
  if (Array.isArray(value)) return value.some(hasPending);
  if (isSimpleObject(value)) return Object.values(value).some(hasPending);
  return false;
}

/** Replaces commit timestamp placeholders (pending values) with `ts`. */
export function substituteCommitTs<T>(value: T, ts: bigint): T {
  if (!hasPending(value)) return value;
  if (value instanceof CommitTsPlaceholder) return ts as T;
  if (Array.isArray(value)) return value.map((v: unknown) => substituteCommitTs(v, ts)) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      substituteCommitTs(v, ts),
    ]),
  ) as T;
}

/** A field path's value in a document, as convex-test's `evaluateFieldPath` reads it. */
export function fieldValue(doc: Doc, fieldPath: string): Value | undefined {
  let result: unknown;
  if (fieldPath.includes(".")) {
    result = doc;
    for (const part of fieldPath.split(".")) {
      result = isSimpleObject(result) ? result[part] : undefined;
    }
  } else {
    result = doc[fieldPath];
  }
  if (result === undefined) return undefined;
  if (typeof result === "object" && result !== null)
    return substituteCommitTs(result, MAX_COMMIT_TS) as Value;
  return result as Value;
}

export function keyOf(doc: Doc, fields: readonly string[]): KeyPart[] {
  const key: KeyPart[] = new Array(fields.length);
  for (let i = 0; i < fields.length; i++) key[i] = fieldValue(doc, fields[i]);
  return key;
}

/** A query bound or literal: `{$undefined: null}` is undefined; placeholders read as MAX. */
export function queryValue(json: unknown): Value | undefined {
  if (typeof json === "object" && json !== null && "$undefined" in json) return undefined;
  return substituteCommitTs(jsonToConvex(json as never), MAX_COMMIT_TS);
}

export type Bounds = { lo: Key; hi: Key };

export function inBounds(key: Key, { lo, hi }: Bounds): boolean {
  return compareKeys(key, lo) > 0 && compareKeys(key, hi) < 0;
}

/** Just after `key` (exclusive lower bound) / just before it (exclusive upper bound). */
export const after = (key: Key): Key => [...key, MAX];
export const before = (key: Key): Key => [...key, MIN];
/** Inclusive bounds around a full key or a prefix. */
export const atOrAfter = (key: Key): Key => before(key);
export const atOrBefore = (key: Key): Key => after(key);
