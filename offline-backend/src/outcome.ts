/**
 * Results of function runs as the wire needs them: value or error message, ConvexError data
 * as JSON, the run's log lines, and for queries what they read.
 */
import { convexToJson, type JSONValue, type Value } from "convex/values";
import { recordFunctionLog } from "./logs.js";

/** What a query depended on: whole tables it scanned, single documents it fetched. */
export type ReadSet = { tables: Set<string>; ids: Set<string> };
export type WriteSet = { tables: Set<string>; ids: Set<string> };

export type Outcome =
  | { success: true; value: JSONValue; logLines: string[]; reads?: ReadSet; ts?: bigint }
  | {
      success: false;
      errorMessage: string;
      errorData?: JSONValue;
      logLines: string[];
      reads?: ReadSet;
    };

export function readSetAffected(reads: ReadSet, writes: WriteSet): boolean {
  for (const table of writes.tables) if (reads.tables.has(table)) return true;
  for (const id of writes.ids) if (reads.ids.has(id)) return true;
  return false;
}

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
