/**
 * Convex's limits on values, with Convex's own messages (the backend's `crates/value` and
 * `crates/common/src/document.rs`). Sizes follow Convex's definition, not JSON's: a string is
 * its UTF-8 bytes plus 2, a number 9, an array or object 2 plus its parts (a field adds its
 * name and 1), so a check here agrees with the deployment's to the byte.
 */
const MiB = 1 << 20;
export const MAX_DOCUMENT_SIZE = MiB;
export const MAX_DOCUMENT_NESTING = 16;
export const MAX_VALUE_NESTING = 64;
export const MAX_ARRAY_LENGTH = 8192;
export const MAX_OBJECT_FIELDS = 1024;
/** Arguments and return values of a function, and arguments of a scheduled call. */
export const MAX_FUNCTION_VALUE_SIZE = 16 * MiB;

/** UTF-8 length without encoding (every write is measured, so this stays allocation-free). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4; // a surrogate pair is one 4-byte character
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

interface Measure {
  size: number;
  nesting: number;
}

/** Size and nesting of a value, or the message Convex gives for its first over-long part. */
export function measure(value: unknown): Measure | string {
  if (value === null || value === undefined || typeof value === "boolean")
    return { size: 1, nesting: 0 };
  if (typeof value === "number" || typeof value === "bigint") return { size: 9, nesting: 0 };
  if (typeof value === "string") return { size: utf8Length(value) + 2, nesting: 0 };
  if (value instanceof ArrayBuffer) return { size: value.byteLength + 2, nesting: 0 };
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY_LENGTH)
      return `Array length is too long (${value.length} > maximum length ${MAX_ARRAY_LENGTH})`;
    let size = 2;
    let nesting = 0;
    for (const item of value) {
      const m = measure(item);
      if (typeof m === "string") return m;
      size += m.size;
      nesting = Math.max(nesting, m.nesting);
    }
    return { size, nesting: nesting + 1 };
  }
  if (typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length > MAX_OBJECT_FIELDS)
      return `Object has too many fields (${entries.length} > maximum number ${MAX_OBJECT_FIELDS})`;
    let size = 2;
    let nesting = 0;
    for (const [name, field] of entries) {
      const m = measure(field);
      if (typeof m === "string") return m;
      size += utf8Length(name) + 1 + m.size;
      nesting = Math.max(nesting, m.nesting);
    }
    return { size, nesting: nesting + 1 };
  }
  return { size: 1, nesting: 0 };
}

/** Bytes the way Convex prints them (humansize, binary units): "1.10 MiB", "16 MiB". */
export function formatBytes(bytes: number): string {
  const units = ["B", "KiB", "MiB", "GiB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `${text} ${units[unit]}`;
}

/** Why a document may not be stored, or null. */
export function documentProblem(document: unknown): string | null {
  const m = measure(document);
  if (typeof m === "string") return m;
  if (m.nesting > MAX_DOCUMENT_NESTING)
    return `Document is too nested (nested ${m.nesting} levels deep > maximum nesting ${MAX_DOCUMENT_NESTING})`;
  if (m.size > MAX_DOCUMENT_SIZE)
    return `Value is too large (${formatBytes(m.size)} > maximum size ${formatBytes(MAX_DOCUMENT_SIZE)})`;
  return null;
}

/**
 * Convex builds a value from its leaves up and stops at the first level past the limit, so
 * however deep the value, the message names that level.
 */
const TOO_NESTED = `Value is too nested (nested ${MAX_VALUE_NESTING + 1} levels deep > maximum nesting ${MAX_VALUE_NESTING})`;

/**
 * Why a function's return value is refused, or null; `what` names it. Only documents stop at
 * 16 levels: a result may nest up to 64, as on Convex (`crates/value/src/size.rs`).
 */
export function valueProblem(value: unknown, what: string): string | null {
  const m = measure(value);
  if (typeof m === "string") return `${what} invalid: ${m}`;
  if (m.nesting > MAX_VALUE_NESTING) return `${what} invalid: ${TOO_NESTED}`;
  if (m.size > MAX_FUNCTION_VALUE_SIZE)
    return `${what} is too large (actual: ${formatBytes(m.size)}, limit: ${formatBytes(MAX_FUNCTION_VALUE_SIZE)})`;
  return null;
}

/**
 * Why a call's arguments are refused, or null, with Convex's messages (`crates/udf/src/
 * helpers.rs`). Convex reads them as the array `[args]`, so they may nest one level less than
 * a result (63), and that array is what their size counts.
 */
export function argumentsProblem(args: unknown, udfPath: string): string | null {
  const m = measure([args]);
  if (typeof m === "string") return `Invalid arguments for ${udfPath}: ${m}`;
  if (m.nesting > MAX_VALUE_NESTING) return `Invalid arguments for ${udfPath}: ${TOO_NESTED}`;
  if (m.size > MAX_FUNCTION_VALUE_SIZE)
    return `Arguments for ${udfPath} are too large (actual: ${formatBytes(m.size)}, limit: ${formatBytes(MAX_FUNCTION_VALUE_SIZE)})`;
  return null;
}
