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
import { claimDataDir, prepareDataDir, serverInfoFile, writeServerInfo } from "./datadir.js";
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
import { createSurface } from "./surface.js";
import { startPersistentDemoBank } from "./demoBank/state.js";
import { startPersistentDemoEnableBanking } from "./demoBank/enableBanking/server.js";
import { startDemoPrices } from "./demoPrices/server.js";
import { SyncSession } from "./sync.js";

export { serverInfoFile };

export type RunningServer = { port: number; sitePort: number; close(): Promise<void> };

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

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const started = Date.now();
  prepareDataDir(options.dataDir);
  claimDataDir(options.dataDir);
  // Filled in once the modules are loaded; handlers wait for `ready` before using them.
  const live: { hub?: Hub; envAdmin?: EnvAdmin } = {};
  // Requests that arrive while modules load wait for them instead of failing.
  let markReady = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const surface = createSurface(() => process.env, { host: options.host });
  const api = http.createServer((req, res) => {
    // After `ready`: the allowed origins follow SITE_URL, which is set while starting.
    void ready.then(async () => {
      const refused = surface.refusal(req, req.socket.localPort ?? 0);
      if (refused) sendJson(res, 403, { code: "Forbidden", message: refused });
      else if (!live.hub || !live.envAdmin || !(await handleApi(live.hub, live.envAdmin, req, res)))
        sendJson(res, 404, { code: "NotFound", message: `No route for ${req.method} ${req.url}` });
    });
  });
  const site = http.createServer((req, res) => {
    // HTTP actions choose their own CORS, as on Convex; only the Host is checked here.
    if (!surface.hostAllowed(req.headers.host, req.socket.localPort ?? 0)) {
      sendJson(res, 403, {
        code: "Forbidden",
        message: `Host ${req.headers.host} is not this server`,
      });
      return;
    }
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
      const refused = surface.refusal(req, req.socket.localPort ?? 0);
      if (refused) {
        serverLog.warn(`[offline-backend] WebSocket refused: ${refused}`);
        socket.end(`HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\n\r\n${refused}\n`);
        return;
      }
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
  // A made-up SimpleFIN bank on loopback, offered in the Connect dialog (convex/bankConnections),
  // on the port and with the secret it had before, so demo connections survive a restart.
  const demoBank = await startPersistentDemoBank(options.dataDir);
  // And a made-up Enable Banking API with European banks; a developer's own application set
  // with `env set ENABLE_BANKING_…` takes its place (env.json wins over these defaults).
  const demoEnableBanking = await startPersistentDemoEnableBanking(options.dataDir);
  const enableBankingDefaults = {
    ENABLE_BANKING_APPLICATION_ID: demoEnableBanking.applicationId,
    ENABLE_BANKING_PRIVATE_KEY: demoEnableBanking.privateKeyPem,
    ENABLE_BANKING_API_URL: demoEnableBanking.apiUrl,
  };
  // A demo price feed speaking Twelve Data's API, so held symbols' prices move with no key.
  const demoPrices = await startDemoPrices(options.host);

  // Functions read configuration through process.env; set it before importing them
  // (convex/auth.config.ts reads CONVEX_SITE_URL at import).
  const applyEnv = (vars: Record<string, string>, previous: Record<string, string> = {}) => {
    for (const name of Object.keys(previous)) if (!(name in vars)) delete process.env[name];
    Object.assign(process.env, enableBankingDefaults, vars, {
      CONVEX_CLOUD_URL: cloudUrl,
      CONVEX_SITE_URL: siteUrl,
      SIMPLEFIN_DEMO_SETUP_URL: demoBank.claimUrl,
      PRICE_DEMO_URL: demoPrices.url,
    });
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
    surface,
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

  writeServerInfo(options.dataDir, { port, sitePort, host: options.host });
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
      await demoBank.close();
      await demoEnableBanking.close();
      await demoPrices.close();
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
