/** Turns a shared validation result into the ConvexError the UI translates. */
import { ConvexError } from "convex/values";
import type { ErrorCode } from "../shared/errors";

export function fail(code: ErrorCode, field?: string): never {
  throw new ConvexError(field === undefined ? { code } : { code, field });
}

/** Throws when a shared validator returned a code; `field` lets forms highlight the input. */
export function ensure(code: ErrorCode | null, field?: string): void {
  if (code !== null) fail(code, field);
}
