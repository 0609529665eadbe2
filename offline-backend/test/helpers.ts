/**
 * Starts the offline backend as a child process on free ports, the way developers and the
 * e2e harness run it, and hands out real `convex` clients connected to it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConvexClient, ConvexHttpClient } from "convex/browser";
import { importPKCS8, SignJWT } from "jose";
import { backendServeArgs } from "../../scripts/backend.mjs";

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const FIXTURE = path.join(REPO_ROOT, "offline-backend/test/fixture-convex");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "offline-backend-test-"));
}

export type Backend = {
  url: string;
  siteUrl: string;
  dataDir: string;
  output: () => string;
  /** Graceful stop (SIGTERM). */
  stop(): Promise<void>;
  /** SIGKILL: no chance to flush anything. */
  kill9(): Promise<void>;
};

export async function startBackend(
  options: {
    dataDir?: string;
    functions?: string;
    args?: string[];
    env?: Record<string, string>;
    /** How long to wait for "ready" (large data folders on a busy machine take a while). */
    startTimeoutMs?: number;
  } = {},
): Promise<Backend> {
  const dataDir = options.dataDir ?? tempDataDir();
  const [port, sitePort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(
    process.execPath,
    backendServeArgs({
      port,
      sitePort,
      dataDir,
      cli: process.env.OFFLINE_BACKEND_CLI,
      extra: ["--functions", options.functions ?? FIXTURE, ...(options.args ?? [])],
    }),
    { cwd: REPO_ROOT, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  let out = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`backend did not start:\n${out}`)),
      options.startTimeoutMs ?? 20_000,
    );
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("Offline Convex backend ready")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`backend exited with ${code}:\n${out}`));
    });
  });
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    siteUrl: `http://127.0.0.1:${sitePort}`,
    dataDir,
    output: () => out,
    stop: () => kill("SIGTERM"),
    kill9: () => kill("SIGKILL"),
  };
}

export function client(backend: Backend): ConvexClient {
  return new ConvexClient(backend.url, { unsavedChangesWarning: false, logger: false });
}

export function httpClient(backend: Backend): ConvexHttpClient {
  return new ConvexHttpClient(backend.url, { logger: false });
}

/** Resolves with the first value of a subscription that satisfies `predicate`. */
export function waitFor<T>(
  c: ConvexClient,
  ref: Parameters<ConvexClient["onUpdate"]>[0],
  args: Record<string, unknown>,
  predicate: (v: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const subscription: { unsubscribe?: () => void } = {};
    let last: unknown;
    const timer = setTimeout(() => {
      subscription.unsubscribe?.();
      reject(new Error(`timed out; last value ${JSON.stringify(last)}`));
    }, timeoutMs);
    subscription.unsubscribe = c.onUpdate(ref, args, (value: unknown) => {
      last = value;
      if (predicate(value as T)) {
        clearTimeout(timer);
        setImmediate(() => subscription.unsubscribe?.());
        resolve(value as T);
      }
    });
  });
}

/** A session token signed with the deployment's own key, like Convex Auth issues. */
export async function signToken(
  backend: Backend,
  claims: { sub: string; expiresInSeconds?: number; issuer?: string },
): Promise<string> {
  const env = JSON.parse(fs.readFileSync(path.join(backend.dataDir, "env.json"), "utf8")) as Record<
    string,
    string
  >;
  const key = await importPKCS8(env.JWT_PRIVATE_KEY, "RS256");
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sub: claims.sub })
    .setProtectedHeader({ alg: "RS256" })
    .setIssuedAt(now - 5)
    .setIssuer(claims.issuer ?? backend.siteUrl)
    .setAudience("convex")
    .setExpirationTime(now + (claims.expiresInSeconds ?? 3600))
    .sign(key);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
