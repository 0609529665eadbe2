/**
 * `serve --watch`: a small supervisor. Node caches imported modules (and their imports), so
 * the reliable way to pick up edited convex/ files is a fresh process; the data survives in
 * the write-ahead log, and startup takes about a second.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { serverLog } from "./logs.js";

export function superviseWithWatch(functionsDir: string, argv: string[]): void {
  // Same runtime and loader (tsx) as this process, same arguments minus --watch.
  const childArgs = [...process.execArgv, process.argv[1], ...argv.filter((a) => a !== "--watch")];
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;

  const start = () => {
    child = spawn(process.execPath, childArgs, {
      stdio: "inherit",
      env: { ...process.env, OFFLINE_BACKEND_WATCH: "0" },
    });
    child.on("exit", (code, signal) => {
      child = undefined;
      if (stopping) process.exit(0);
      if (signal !== "SIGTERM" && code !== 0)
        serverLog.error(
          `[offline-backend] server exited (${signal ?? code}); waiting for a change in ${functionsDir} to restart`,
        );
    });
  };
  const restart = () => {
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => {
      serverLog.info(`[offline-backend] change in ${functionsDir}, restarting…`);
      if (!child) return start();
      child.once("exit", start);
      child.kill("SIGTERM");
    }, 250);
  };
  fs.watch(functionsDir, { recursive: true }, (_event, file) => {
    if (file && /\.(ts|js|mts|mjs|tsx|jsx|json)$/.test(file) && !/\.test\./.test(file)) restart();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      stopping = true;
      if (child) child.kill("SIGTERM");
      else process.exit(0);
    });
  }
  start();
}
