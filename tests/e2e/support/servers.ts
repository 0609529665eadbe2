import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { backendServeArgs } from "../../../scripts/backend.mjs";

const root = resolve(import.meta.dirname, "../../..");
/** A build folder of this run's own: node_modules may be shared by several checkouts. */
export const outDir = mkdtempSync(join(tmpdir(), "pfa-e2e-dist-"));

// eslint-disable-next-line no-control-regex -- matching terminal colour codes is the point
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;

export interface Running {
  child: ChildProcess;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = net.createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

function run(
  name: string,
  args: string[],
  { env = {}, ready }: { env?: Record<string, string>; ready?: RegExp },
): Promise<Running> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      // Tools colour their output when CI is set; readiness is matched on the plain text.
      output += chunk.toString().replace(ANSI_ESCAPES, "");
      if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk.toString()}`);
      if (ready?.test(output)) {
        clearTimeout(timer);
        done({ child, stop });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (!ready) {
        if (code === 0) done({ child, stop });
        else fail(new Error(`${name} failed (${code}):\n${output}`));
      } else fail(new Error(`${name} exited (${code}):\n${output}`));
    });
  });
}

const bin = (pkg: string, file: string) => resolve(root, "node_modules", pkg, file);

export function startBackend(opts: {
  port: number;
  sitePort: number;
  dataDir: string;
  appUrl: string;
}): Promise<Running> {
  return run(
    "backend",
    [
      // OFFLINE_BACKEND_PROFILE=<dir> writes a CPU profile of the backend when it stops.
      ...(process.env.OFFLINE_BACKEND_PROFILE
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.OFFLINE_BACKEND_PROFILE}`]
        : []),
      ...backendServeArgs(opts),
    ],
    // Links in e-mails (verification, sign-in, reset) point at the app under test.
    { ready: /ready/i, env: { OFFLINE_BACKEND_SITE_URL: opts.appUrl } },
  );
}

/** A production build pointed at the test backend. */
export async function buildApp(opts: { backendUrl: string; siteUrl: string }): Promise<void> {
  await run(
    "build",
    [
      bin("vite", "bin/vite.js"),
      "build",
      "--outDir",
      outDir,
      "--emptyOutDir",
      "--logLevel",
      "warn",
    ],
    {
      // Vitest sets NODE_ENV=test, which would give React's development build; the flows and
      // the bench measure what users get.
      env: {
        NODE_ENV: "production",
        VITE_CONVEX_URL: opts.backendUrl,
        VITE_CONVEX_SITE_URL: opts.siteUrl,
      },
    },
  );
}

export function startPreview(port: number): Promise<Running> {
  return run(
    "preview",
    [
      bin("vite", "bin/vite.js"),
      "preview",
      "--outDir",
      outDir,
      "--port",
      String(port),
      "--strictPort",
      "--host",
      "127.0.0.1",
    ],
    { ready: /Local:|127\.0\.0\.1:\d+/ },
  );
}
