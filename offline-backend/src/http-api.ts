/**
 * The HTTP API of the deployment URL, as ConvexHttpClient uses it: POST /api/query,
 * /api/query_at_ts, /api/query_ts, /api/mutation, /api/action and /api/function
 * (`convex_encoded_json` bodies, 560 for a function error). An admin key
 * (`Authorization: Convex <key>`, the key in `<data>/admin_key`) may call internal functions;
 * `/api/admin/env` backs `cli env`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { UserIdentity } from "convex/server";
import type { JSONValue } from "convex/values";
import { logFailure, type Outcome } from "./outcome.js";
import { serverLog } from "./logs.js";
import { canonicalUdfPath, lookupFunction } from "./modules.js";
import { argsFromWire, checkCallable, type Hub } from "./calls.js";
import { sameSecret } from "./surface.js";

export const STATUS_CODE_UDF_FAILED = 560;

export type EnvAdmin = {
  list(): Record<string, string>;
  set(name: string, value: string | null): void;
};

export async function readBody(req: IncomingMessage, limit = 20 * 1024 * 1024): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error("Request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

/** CORS for the app's own origin only (foreign origins were refused before we got here). */
function corsHeaders(hub: Hub, req: IncomingMessage, res: ServerResponse): void {
  res.setHeader("Vary", "Origin");
  const origin = req.headers.origin && hub.surface.allowedOrigin(req.headers.origin);
  if (!origin) return;
  res.setHeader("Access-Control-Allow-Origin", origin);
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, Authorization, Convex-Client");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
}

type Caller = { identity: UserIdentity | null; admin: boolean };

async function caller(hub: Hub, req: IncomingMessage): Promise<Caller> {
  const header = req.headers.authorization ?? "";
  if (header.startsWith("Convex ")) {
    if (!sameSecret(header.slice(7).trim(), hub.adminKey))
      throw Object.assign(new Error("Invalid admin key"), { status: 401 });
    return { identity: null, admin: true };
  }
  if (header.startsWith("Bearer ")) {
    try {
      return {
        identity: (await hub.verifier.verify(header.slice(7).trim())).identity,
        admin: false,
      };
    } catch (e) {
      throw Object.assign(new Error((e as Error).message), { status: 401 });
    }
  }
  return { identity: null, admin: false };
}

function respond(res: ServerResponse, outcome: Outcome): void {
  if (outcome.success) {
    sendJson(res, 200, { status: "success", value: outcome.value, logLines: outcome.logLines });
  } else {
    sendJson(res, STATUS_CODE_UDF_FAILED, {
      status: "error",
      errorMessage: outcome.errorMessage,
      ...(outcome.errorData !== undefined ? { errorData: outcome.errorData } : {}),
      logLines: outcome.logLines,
    });
  }
}

type Kind = "query" | "mutation" | "action";

async function runByKind(
  hub: Hub,
  kind: Kind,
  udfPath: string,
  args: JSONValue,
  who: Caller,
): Promise<Outcome> {
  const problem = await checkCallable(hub, udfPath, kind, who.admin);
  if (problem) return { success: false, errorMessage: problem, logLines: [] };
  const parsed = argsFromWire(args as JSONValue[]);
  const { engine } = hub;
  if (kind === "query")
    return logFailure(udfPath, await engine.query(udfPath, parsed, who.identity));
  if (kind === "mutation") return engine.mutation(udfPath, parsed, who.identity);
  return engine.action(udfPath, parsed, who.identity);
}

/** Returns false when the path is not part of this API. */
export async function handleApi(
  hub: Hub,
  env: EnvAdmin,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const url = new URL(req.url ?? "/", "http://localhost");
  corsHeaders(hub, req, res);
  if (req.method === "OPTIONS") {
    res.writeHead(204).end();
    return true;
  }
  if (url.pathname === "/" || url.pathname === "/version") {
    res
      .writeHead(200, { "Content-Type": "text/plain" })
      .end("Offline Convex backend (local development only)\n");
    return true;
  }
  if (!url.pathname.startsWith("/api/") || req.method !== "POST") return false;
  try {
    const who = await caller(hub, req);
    const route = url.pathname.slice(5);
    if (route === "query_ts") {
      sendJson(res, 200, { ts: hub.engine.lastTs.toString() });
      return true;
    }
    const body = JSON.parse((await readBody(req)).toString("utf8") || "{}") as {
      path?: string;
      args?: JSONValue;
      name?: string;
      value?: string | null;
      op?: string;
    };
    if (route === "admin/env") {
      if (!who.admin) throw Object.assign(new Error("Admin key required"), { status: 401 });
      if (body.op === "set" && body.name) env.set(body.name, body.value ?? null);
      sendJson(res, 200, { env: env.list() });
      return true;
    }
    const kinds: Record<string, Kind> = {
      query: "query",
      query_at_ts: "query",
      mutation: "mutation",
      action: "action",
    };
    if (route in kinds) {
      respond(
        res,
        await runByKind(
          hub,
          kinds[route],
          canonicalUdfPath(body.path ?? ""),
          body.args ?? [{}],
          who,
        ),
      );
      return true;
    }
    if (route === "function") {
      const udfPath = canonicalUdfPath(body.path ?? "");
      const found = await lookupFunction(hub.engine.modules, udfPath);
      if ("error" in found) {
        respond(res, { success: false, errorMessage: found.error, logLines: [] });
        return true;
      }
      const kind: Kind = found.fn.isQuery ? "query" : found.fn.isMutation ? "mutation" : "action";
      respond(res, await runByKind(hub, kind, udfPath, [body.args ?? {}], who));
      return true;
    }
    return false;
  } catch (e) {
    const status = (e as { status?: number }).status ?? 400;
    if (status >= 500) serverLog.error(e);
    sendJson(res, status, {
      code: status === 401 ? "Unauthenticated" : "BadRequest",
      message: (e as Error).message,
    });
    return true;
  }
}
