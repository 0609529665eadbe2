/**
 * What every entry point (sync socket, HTTP API) shares: the server-wide state handed to
 * sessions, and the checks Convex applies before running a client's call.
 */
import { jsonToConvex, type JSONValue, type Value } from "convex/values";
import type { TokenVerifier } from "./auth.js";
import type { Engine } from "./engine.js";
import { lookupFunction } from "./modules.js";
import type { Outcome } from "./outcome.js";
import type { Surface } from "./surface.js";

export type Hub = {
  engine: Engine;
  verifier: TokenVerifier;
  adminKey: string;
  /** Which origins and hosts may reach the server. */
  surface: Surface;
  /** Client mutations currently running, by "session:requestId", to join re-sends. */
  inflight: Map<string, Promise<Outcome>>;
  testHooks: { dropSocketAfterMutation?: string };
};

export type Kind = "query" | "mutation" | "action";

/** Checks a client may call `udfPath` as `kind`; returns an error message or null. */
export async function checkCallable(
  hub: Hub,
  udfPath: string,
  kind: Kind,
  admin: boolean,
): Promise<string | null> {
  const found = await lookupFunction(hub.engine.modules, udfPath);
  if ("error" in found) return found.error;
  const { fn } = found;
  // convex-test runs internal functions happily; Convex refuses them to clients.
  if (!admin && (fn.isInternal || !fn.isPublic)) {
    return `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\`?`;
  }
  const actual = fn.isQuery
    ? "query"
    : fn.isMutation
      ? "mutation"
      : fn.isAction
        ? "action"
        : "unknown";
  if (actual !== kind) {
    const cap = (s: string) => s[0].toUpperCase() + s.slice(1);
    return `Trying to execute ${udfPath} as ${cap(kind)}, but it is defined as ${cap(actual)}.`;
  }
  return null;
}

/** Wire arguments (`[convexToJson(args)]`, or the bare object for /api/function) to a value. */
export function argsFromWire(args: JSONValue[] | JSONValue): Record<string, Value> {
  const first = Array.isArray(args) ? args[0] : args;
  const value = jsonToConvex(first ?? {});
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error("The arguments to a Convex function must be an object");
  }
  return value as Record<string, Value>;
}
