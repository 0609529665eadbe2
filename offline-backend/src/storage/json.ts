/**
 * Decoding stored documents fast. `jsonToConvex` copies and checks every value; the JSON
 * we restore was written by `convexToJson` itself, so only the special encodings
 * (`{$integer}`, `{$float}`, `{$bytes}`: objects with one `$` key, which field names can
 * never be) need converting, and the freshly parsed objects can be reused in place.
 */
import { jsonToConvex, type JSONValue, type Value } from "convex/values";

export function decodeStored(json: JSONValue): Value {
  if (json === null || typeof json !== "object") return json;
  if (Array.isArray(json)) {
    for (let i = 0; i < json.length; i++) json[i] = decodeStored(json[i]) as JSONValue;
    return json as Value;
  }
  let first: string | undefined;
  let count = 0;
  for (const key in json) {
    if (count++ === 0) first = key;
    const v = json[key];
    if (v !== null && typeof v === "object") json[key] = decodeStored(v) as JSONValue;
  }
  if (count === 1 && first!.startsWith("$")) return jsonToConvex(json);
  return json as Value;
}
