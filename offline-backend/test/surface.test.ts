/**
 * Defect "offline backend surface": CORS for the app's origin only (never `*`), foreign
 * origins refused on the HTTP API and the WebSocket, a Host check against DNS rebinding, and
 * the admin key compared in constant time.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import WebSocket from "ws";
import { sameSecret } from "../src/surface";
import { startBackend, type Backend } from "./helpers";

const APP = "http://127.0.0.1:5999";
const EVIL = "http://evil.example";

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend({ env: { OFFLINE_BACKEND_SITE_URL: APP } });
});
afterAll(async () => {
  await backend?.stop();
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** node:http, because fetch will not send a Host header of our choosing. */
function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "POST", headers: options.headers });
    req.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

const query = (headers: Record<string, string>) =>
  request(`${backend.url}/api/query`, {
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ path: "messages:list", args: [{}], format: "convex_encoded_json" }),
  });

function upgrade(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${backend.url.replace("http", "ws")}/api/1.0.0/sync`, { headers });
    ws.once("open", () => {
      ws.close();
      resolve(101);
    });
    ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.once("error", () => resolve(-1));
  });
}

describe("offline backend surface", () => {
  test("CORS names the app's origin, never *, on every /api route", async () => {
    for (const route of ["query", "mutation", "action", "function", "query_ts"]) {
      const reply = await request(`${backend.url}/api/${route}`, {
        headers: { "Content-Type": "application/json", Origin: APP },
        body: JSON.stringify({ path: "messages:list", args: [{}] }),
      });
      expect(reply.headers["access-control-allow-origin"], route).toBe(APP);
    }
    const preflight = await request(`${backend.url}/api/action`, {
      method: "OPTIONS",
      headers: { Origin: APP, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(APP);
    // The same app opened as localhost is the same app.
    const alias = await query({ Origin: "http://localhost:5999" });
    expect(alias.headers["access-control-allow-origin"]).toBe("http://localhost:5999");
  });

  test("a foreign Origin is refused on the HTTP API (auth:signIn included) and gets no CORS", async () => {
    for (const origin of [EVIL, "http://127.0.0.1:6000", "null"]) {
      const reply = await query({ Origin: origin });
      expect(reply.status, origin).toBe(403);
      expect(reply.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const signIn = await request(`${backend.url}/api/action`, {
      headers: { "Content-Type": "application/json", Origin: EVIL },
      body: JSON.stringify({ path: "auth:signIn", args: [{}] }),
    });
    expect(signIn.status).toBe(403);
    const preflight = await request(`${backend.url}/api/action`, {
      method: "OPTIONS",
      headers: { Origin: EVIL, "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.status).toBe(403);
    // Clients outside a browser send no Origin and still work.
    expect((await query({})).status).toBe(200);
  });

  test("a WebSocket upgrade with a foreign Origin is refused", async () => {
    expect(await upgrade({ Origin: EVIL })).toBe(403);
    expect(await upgrade({ Origin: APP })).toBe(101);
    expect(await upgrade({})).toBe(101);
  });

  test("Host must name this server (DNS rebinding)", async () => {
    const port = new URL(backend.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await query({ Host: host })).status, host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, "evil.example", `127.0.0.1:${Number(port) + 1}`]) {
      expect((await query({ Host: host })).status, host).toBe(403);
      expect(await upgrade({ Host: host })).toBe(403);
    }
    const sitePort = new URL(backend.siteUrl).port;
    const site = await request(`${backend.siteUrl}/hello`, {
      method: "GET",
      headers: { Host: `rebound.example:${sitePort}` },
    });
    expect(site.status).toBe(403);
  });

  test("the admin key is checked, in constant time", async () => {
    const key = fs.readFileSync(path.join(backend.dataDir, "admin_key"), "utf8").trim();
    const call = (authorization: string) =>
      request(`${backend.url}/api/function`, {
        headers: { "Content-Type": "application/json", Authorization: authorization },
        body: JSON.stringify({ path: "messages:secret", args: {} }),
      });
    expect((await call(`Convex ${key}`)).status).toBe(200);
    expect((await call(`Convex ${key.slice(0, -1)}x`)).status).toBe(401);
    expect((await call("Convex short")).status).toBe(401);
    // timingSafeEqual throws on different lengths; hashing first makes them equal.
    expect(sameSecret(key, key)).toBe(true);
    expect(sameSecret(key, "")).toBe(false);
    expect(sameSecret(`${key}x`, key)).toBe(false);
  });
});
