/**
 * Wires the pieces together: two HTTP servers (deployment URL with the sync WebSocket and the
 * HTTP API; site URL with HTTP actions), the engine with persisted data, env vars, scheduled
 * jobs and crons. Prints the "ready" line once everything can serve requests.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";
import { TokenVerifier } from "./auth.js";
import type { ServerOptions } from "./config.js";
import { Engine } from "./engine.js";
import { handleApi, sendJson, type EnvAdmin } from "./http-api.js";
import { rearmScheduledJobs, startCrons } from "./jobs.js";
import { closeFunctionLog, openFunctionLog, serverLog } from "./logs.js";
import { loadModules } from "./modules.js";
import { DurableStore } from "./persistence.js";
import {
  ensureAdminKey,
  ensureEnvVars,
  readEnvVars,
  SYSTEM_ENV_NAMES,
  writeEnvVars,
} from "./secrets.js";
import { handleSiteRequest } from "./site.js";
import { type Hub } from "./calls.js";
import { SyncSession } from "./sync.js";

export type RunningServer = { port: number; sitePort: number; close(): Promise<void> };

export function serverInfoFile(dataDir: string): string {
  return path.join(dataDir, "server.json");
}

function listen(server: http.Server, host: string, port: number, what: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) => {
      reject(
        e.code === "EADDRINUSE"
          ? new Error(
              `Port ${port} (${what}) is already in use. Stop the other process or pass --${what === "HTTP actions" ? "site-port" : "port"} <free port>.`,
            )
          : e,
      );
    });
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/** Refuses to share a data folder with another live server: both would append to one log. */
function claimDataDir(dataDir: string): void {
  try {
    const info = JSON.parse(fs.readFileSync(serverInfoFile(dataDir), "utf8")) as { pid: number };
    if (info.pid !== process.pid) {
      process.kill(info.pid, 0);
      throw new Error(
        `The data folder ${dataDir} is in use by another offline backend (pid ${info.pid}).`,
      );
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ESRCH" && !(e instanceof SyntaxError)) throw e;
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const started = Date.now();
  fs.mkdirSync(options.dataDir, { recursive: true });
  claimDataDir(options.dataDir);
  // Filled in once the modules are loaded; handlers wait for `ready` before using them.
  const live: { hub?: Hub; envAdmin?: EnvAdmin } = {};
  // Requests that arrive while modules load wait for them instead of failing.
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const api = http.createServer((req, res) => {
    void ready.then(async () => {
      if (!live.hub || !live.envAdmin || !(await handleApi(live.hub, live.envAdmin, req, res)))
        sendJson(res, 404, { code: "NotFound", message: `No route for ${req.method} ${req.url}` });
    });
  });
  const site = http.createServer((req, res) => {
    void ready.then(() => handleSiteRequest(live.hub as Hub, req, res));
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 * 1024 });
  const sessions = new Set<SyncSession>();
  api.on("upgrade", (req, socket, head) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (!/^\/api\/[^/]+\/sync$/.test(pathname)) {
      socket.end("HTTP/1.1 404 Not Found\r\n\r\n");
      return;
    }
    void ready.then(() => {
      const h = live.hub as Hub;
      wss.handleUpgrade(req, socket, head, (ws) => {
        const session = new SyncSession(ws, h);
        sessions.add(session);
        ws.on("close", () => sessions.delete(session));
      });
    });
  });

  const port = await listen(api, options.host, options.port, "deployment");
  const sitePort = await listen(site, options.host, options.sitePort, "HTTP actions").catch(
    async (e: unknown) => {
      api.close();
      throw e;
    },
  );
  const cloudUrl = `http://${options.host}:${port}`;
  const siteUrl = `http://${options.host}:${sitePort}`;

  // Functions read configuration through process.env; set it before importing them
  // (convex/auth.config.ts reads CONVEX_SITE_URL at import).
  const applyEnv = (vars: Record<string, string>, previous: Record<string, string> = {}) => {
    for (const name of Object.keys(previous)) if (!(name in vars)) delete process.env[name];
    Object.assign(process.env, vars, { CONVEX_CLOUD_URL: cloudUrl, CONVEX_SITE_URL: siteUrl });
  };
  applyEnv(ensureEnvVars(options.dataDir));
  live.envAdmin = {
    list: () => ({
      ...readEnvVars(options.dataDir),
      CONVEX_CLOUD_URL: cloudUrl,
      CONVEX_SITE_URL: siteUrl,
    }),
    set: (name, value) => {
      if (SYSTEM_ENV_NAMES.has(name))
        throw Object.assign(new Error(`${name} is a built-in variable and cannot be changed`), {
          status: 400,
        });
      const before = readEnvVars(options.dataDir);
      const vars = { ...before };
      if (value === null) delete vars[name];
      else vars[name] = value;
      writeEnvVars(options.dataDir, vars);
      applyEnv(vars, before);
    },
  };

  const adminKey = ensureAdminKey(options.dataDir);
  openFunctionLog(options.dataDir);
  const modules = await loadModules(options.functionsDir);
  for (const [name, error] of modules.failures) {
    const stack = (error.stack ?? error.message).split("\n").slice(0, 4).join("\n    ");
    serverLog.error(
      `✖ ${path.basename(options.functionsDir)}/${name} failed to load; its functions will fail until it is fixed:\n    ${stack}`,
    );
  }
  if (modules.failures.has("schema")) {
    api.close();
    site.close();
    throw new Error(
      "convex/schema.ts failed to load (see above); refusing to start without the schema.",
    );
  }
  const store = new DurableStore(options.dataDir, options.compactEvery);
  const engine = new Engine(modules, store, options.limits);
  await engine.init();
  const verifier = new TokenVerifier(modules.authConfig, () => process.env);
  const hub: Hub = {
    engine,
    verifier,
    adminKey,
    inflight: new Map(),
    testHooks: {
      dropSocketAfterMutation:
        process.env.OFFLINE_BACKEND_TEST_DROP_SOCKET_AFTER_MUTATION || undefined,
    },
  };
  live.hub = hub;
  engine.onCommit((writes) => {
    for (const session of sessions) session.onCommit(writes);
  });
  markReady();
  const pendingJobs = await rearmScheduledJobs(engine);
  const stopCrons = startCrons(engine, modules.crons);

  fs.writeFileSync(
    serverInfoFile(options.dataDir),
    JSON.stringify({ pid: process.pid, port, sitePort, host: options.host }) + "\n",
  );
  const documents = engine.storage.committed.size;
  serverLog.info(
    `[offline-backend] ${documents} document(s) restored from ${options.dataDir}` +
      (pendingJobs ? `, ${pendingJobs} scheduled function(s) re-armed` : "") +
      ` (${Date.now() - started} ms)`,
  );
  serverLog.info(`Offline Convex backend ready: ws/http ${cloudUrl}, HTTP actions ${siteUrl}`);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      stopCrons();
      for (const client of wss.clients) client.terminate();
      const closed = Promise.all([
        new Promise((r) => api.close(r)),
        new Promise((r) => site.close(r)),
      ]);
      api.closeAllConnections();
      site.closeAllConnections();
      await closed;
      engine.shutdown();
      closeFunctionLog();
      try {
        fs.unlinkSync(serverInfoFile(options.dataDir));
      } catch {
        // Already gone.
      }
    })());
  return { port, sitePort, close };
}
