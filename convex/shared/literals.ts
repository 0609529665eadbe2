/** Building Convex validators from the shared constant lists (domain.ts, planning.ts …). */
import { v, type VLiteral, type VUnion } from "convex/values";

/** A union of string literals from a constant list, typed as the list's element type. */
export function literals<const T extends readonly string[]>(values: T) {
  return v.union(...values.map((value) => v.literal(value))) as unknown as VUnion<
    T[number],
    VLiteral<T[number], "required">[],
    "required",
    never
  >;
}
