// Helpers shared by the start, test and bench scripts.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";

export const root = new URL("..", import.meta.url).pathname;

// eslint-disable-next-line no-control-regex -- matching terminal colour codes is the point
const ANSI_ESCAPES = /\u001b\[[0-9;]*m/g;

/** Reads KEY=VALUE lines of .env.local (what `npx convex dev` writes). */
export function readEnvLocal() {
  const path = `${root}.env.local`;
  if (!existsSync(path)) return {};
  const env = {};
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const match = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*(#.*)?$/.exec(line);
    if (match) env[match[1]] = match[2].replace(/^["']|["']$/g, "");
  }
  return env;
}

/** A TCP port on 127.0.0.1 that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Spawns a child that prints with a prefix and waits until a line matches `readyPattern`. */
export function startProcess(
  name,
  command,
  args,
  { env = {}, readyPattern, timeoutMs = 60_000, quiet = false } = {},
) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onLine = (chunk, stream) => {
      const text = chunk.toString();
      // Tools colour their output when CI is set; readiness is matched on the plain text.
      const plain = text.replace(ANSI_ESCAPES, "");
      if (!quiet) {
        for (const line of text.split("\n").filter(Boolean)) stream.write(`[${name}] ${line}\n`);
      }
      if (readyPattern && readyPattern.test(plain)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", (c) => onLine(c, process.stdout));
    child.stderr.on("data", (c) => onLine(c, process.stderr));
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with code ${code}`));
    });
    if (!readyPattern) resolve();
  });
  return { child, ready };
}

/** Ends children when this process ends, however it ends. */
export function killOnExit(children) {
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
}
