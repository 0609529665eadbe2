/**
 * The one way the server reports an error the UI translates: a ConvexError whose data is a
 * code from shared/errors.ts and, where the UI shows more, its details. Nothing else in
 * convex/ builds a ConvexError (tests/unit/sourceHygiene.test.ts keeps it so).
 */
import { ConvexError } from "convex/values";
import type { ErrorCode } from "../shared/errors";

/** What an error may say besides its code. */
export interface ErrorDetails {
  /** The input it refers to, so forms can highlight it. */
  field?: string;
  /** Milliseconds until trying again makes sense (RATE_LIMITED, TWO_FACTOR_LOCKED). */
  retryAfter?: number;
  /** A restore's failing table, row (0-based) and the row's own error code. */
  table?: string;
  row?: number;
  reason?: ErrorCode;
}

/** The error, for a caller that hands it on (an auth provider's result) rather than throw. */
export function appError(code: ErrorCode, details: ErrorDetails = {}) {
  return new ConvexError({ code, ...details });
}

export function fail(code: ErrorCode, field?: string | ErrorDetails): never {
  throw appError(code, typeof field === "string" ? { field } : field);
}

/** Throws when a shared validator returned a code; `field` lets forms highlight the input. */
export function ensure(code: ErrorCode | null, field?: string): void {
  if (code !== null) fail(code, field);
}
