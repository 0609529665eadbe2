/**
 * The deployment's site URL: every request goes to the router exported by convex/http.ts
 * (through convex-test's `fetch`), e.g. Convex Auth's /.well-known/jwks.json.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { logStorage, serverLog } from "./logs.js";
import { readBody } from "./http-api.js";
import type { Hub } from "./calls.js";

export async function handleSiteRequest(
  hub: Hub,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const method = req.method ?? "GET";
  const url = req.url ?? "/";
  try {
    if (!hub.engine.modules.record["./http.ts"] && !hub.engine.modules.record["./http.js"]) {
      res
        .writeHead(404, { "Content-Type": "text/plain" })
        .end("This deployment has no HTTP actions (convex/http.ts)\n");
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
    }
    // HTTP actions see the identity of a valid bearer token, like on Convex.
    let identity = null;
    const authorization = headers.get("authorization");
    if (authorization?.startsWith("Bearer ")) {
      identity = await hub.verifier.verify(authorization.slice(7)).then(
        (v) => v.identity,
        () => null,
      );
    }
    const body =
      method === "GET" || method === "HEAD" ? undefined : new Uint8Array(await readBody(req));
    const response = await logStorage.run(
      { label: `${method} ${url.split("?")[0]}`, lines: [] },
      () => hub.engine.runner(identity).fetch(url, { method, headers, body }),
    );
    const out: Record<string, string[]> = {};
    response.headers.forEach((value, name) => {
      (out[name] ??= []).push(value);
    });
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (e) {
    serverLog.error(`[ERROR] HTTP action ${method} ${url}:`, e);
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
    res.end(`Server Error: ${(e as Error).message}\n`);
  }
}
