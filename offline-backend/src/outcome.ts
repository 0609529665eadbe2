/**
 * Results of function runs as the wire needs them: value or error message, ConvexError data
 * as JSON, the run's log lines, and for queries what they read.
 */
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { recordFunctionLog } from "./logs.js";

import type { ReadSet } from "./storage/readset.js";

// What a query depended on (index ranges walked, documents fetched) and what a commit wrote.
export { emptyReadSet, readSetAffected, type ReadSet, type WriteSet } from "./storage/readset.js";

export type Outcome =
  | {
      success: true;
      value: JSONValue;
      logLines: string[];
      reads?: ReadSet;
      ts?: bigint;
      /** A subscribed paginated query's page end, pinned for its re-runs (storage/journal.ts). */
      endCursor?: string;
    }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
      reads?: ReadSet;
    };

export function errorOutcome(e: unknown, logLines: string[]): Outcome {
  const err = e instanceof Error ? e : new Error(String(e));
  const isConvexError =
    typeof e === "object" &&
    e !== null &&
    (Symbol.for("ConvexError") in e || err.name === "ConvexError");
  if (isConvexError) {
    const data = (e as { data?: Value }).data;
    return {
      success: false,
      errorMessage: err.message,
      errorData: convexToJson(data === undefined ? null : data),
      logLines,
    };
  }
  return {
    success: false,
    errorMessage: `Uncaught ${err.name === "Error" ? "Error" : err.name}: ${err.message}`,
    logLines,
  };
}

/** Failed calls show on the console and in functions.log, like Convex's function logs. */
export function logFailure(udfPath: string, outcome: Outcome): Outcome {
  if (!outcome.success) {
    const data = outcome.errorData !== undefined ? ` ${JSON.stringify(outcome.errorData)}` : "";
    recordFunctionLog(
      "ERROR",
      udfPath,
      `${outcome.errorMessage}${outcome.errorMessage.includes(data.trim()) ? "" : data}`,
    );
  }
  return outcome;
}
