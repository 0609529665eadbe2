/**
 * The demo Enable Banking API on loopback, for `npm start` and the browser flows: api.ts over
 * node:http. Its application (id and key pair) and the secret its sessions are signed with are
 * kept in the data folder, so demo connections keep syncing after a restart.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { writeFileAtomic } from "../../secrets.js";
import { demoEnableBanking, type DemoEnableBanking } from "./api.js";
import { makeApplication, publicKeyOf } from "./jwt.js";

export interface DemoEnableBankingServer {
  /** The API's base URL (ENABLE_BANKING_API_URL). */
  apiUrl: string;
  applicationId: string;
  /** PKCS#8 PEM on one line (environment values keep no newlines). */
  privateKeyPem: string;
  demo: DemoEnableBanking;
  close(): Promise<void>;
}

interface Saved {
  port: number;
  secret: string;
  applicationId: string;
  privateKeyPem: string;
}

async function toRequest(req: http.IncomingMessage, base: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
  }
  // The approval page's forms post url-encoded nothing: the path says everything.
  return new Request(new URL(req.url ?? "/", base), {
    method: req.method,
    headers,
    ...(body && req.method !== "GET" ? { body } : {}),
  });
}

async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export async function startDemoEnableBanking(
  saved?: Omit<Saved, "port"> & { port?: number },
): Promise<DemoEnableBankingServer & { saved: Saved }> {
  const app = saved
    ? { applicationId: saved.applicationId, privateKeyPem: saved.privateKeyPem }
    : await makeApplication(`demo-${crypto.randomUUID()}`);
  const publicKey = await publicKeyOf(app.privateKeyPem);
  const secret = saved?.secret ?? crypto.randomBytes(32).toString("hex");
  let base = "";
  const demo = await demoEnableBanking({
    baseUrl: () => base,
    applications: new Map([[app.applicationId, publicKey]]),
    secret,
  });
  const server = http.createServer((req, res) => {
    void (async () => {
      try {
        const response = await demo.handle(await toRequest(req, base));
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      } catch {
        // A simulated time-out: answer nothing until the client gives up.
      }
    })();
  });
  const port = await listen(server, saved?.port ?? 0).catch(() => listen(server, 0));
  base = `http://127.0.0.1:${port}`;
  return {
    apiUrl: base,
    applicationId: app.applicationId,
    privateKeyPem: app.privateKeyPem,
    demo,
    saved: { port, secret, applicationId: app.applicationId, privateKeyPem: app.privateKeyPem },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The demo API on its earlier port, with its earlier application, its state saved. */
export async function startPersistentDemoEnableBanking(
  dataDir: string,
): Promise<DemoEnableBankingServer> {
  const file = path.join(dataDir, "demo-enable-banking.json");
  let saved: Saved | undefined;
  try {
    saved = JSON.parse(fs.readFileSync(file, "utf8")) as Saved;
  } catch {
    // First start: a new application.
  }
  const started = await startDemoEnableBanking(saved);
  if (JSON.stringify(started.saved) !== JSON.stringify(saved)) {
    writeFileAtomic(file, JSON.stringify(started.saved) + "\n");
  }
  return started;
}
