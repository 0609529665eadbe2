/**
 * Function logs. Functions call the global console; we wrap its methods once so that a call
 * made while a Convex function runs becomes a log line: collected for the client (`logLines`
 * in the response), printed on the server console with the function's name, and appended to
 * `<data>/functions.log` for `cli logs`. Server code logs through `serverLog`, which bypasses
 * the wrapper.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { inspect } from "node:util";
import type { ExecutionContext } from "./internals.js";

export type LogCollector = { label: string; lines: string[] };

/** Set around each function run started by the server. */
export const logStorage = new AsyncLocalStorage<LogCollector | undefined>();

const original = {
  log: console.log.bind(console),
  info: console.info.bind(console),
  debug: console.debug.bind(console),
  warn: console.warn.bind(console),
  error: console.error.bind(console),
};

export const serverLog = {
  info: (...args: unknown[]) => original.log(...args),
  warn: (...args: unknown[]) => original.warn(...args),
  error: (...args: unknown[]) => original.error(...args),
};

const LEVELS = { log: "LOG", info: "INFO", debug: "DEBUG", warn: "WARN", error: "ERROR" } as const;

function formatArgs(args: unknown[]): string {
  return args
    .map((a) =>
      typeof a === "string" ? `'${a}'` : inspect(a, { depth: 4, breakLength: Infinity }),
    )
    .join(" ");
}

let logFile: fs.WriteStream | undefined;

export function openFunctionLog(dataDir: string): void {
  const file = path.join(dataDir, "functions.log");
  try {
    // Keep the file from growing without bound: start over past 10 MB.
    if (fs.statSync(file).size > 10 * 1024 * 1024) fs.renameSync(file, `${file}.1`);
  } catch {
    // No log yet.
  }
  // Function logs can hold user data: owner-only, like the rest of the data folder.
  logFile = fs.createWriteStream(file, { flags: "a", mode: 0o600 });
}

export function closeFunctionLog(): void {
  logFile?.end();
  logFile = undefined;
}

/** Writes a line to the server console and the function log file. */
export function recordFunctionLog(level: string, label: string, message: string): void {
  const line = `[${level}] '${label}' ${message}`;
  (level === "ERROR" ? original.error : level === "WARN" ? original.warn : original.log)(line);
  logFile?.write(`${new Date().toISOString()} ${line}\n`);
}

let installed = false;

/** Installs the console wrapper. `current` reports the innermost running Convex function. */
export function installConsoleCapture(current: () => ExecutionContext | undefined): void {
  if (installed) return;
  installed = true;
  for (const method of Object.keys(LEVELS) as (keyof typeof LEVELS)[]) {
    console[method] = (...args: unknown[]) => {
      const collector = logStorage.getStore();
      // The innermost function's name, except convex-test's placeholders for HTTP actions
      // and internal transactions, where the name the server gave the call says more.
      const udfPath = current()?.udfPath;
      const label =
        udfPath !== undefined && udfPath !== "http" && udfPath !== "custom"
          ? udfPath
          : (collector?.label ?? udfPath);
      if (label === undefined) {
        original[method](...args);
        return;
      }
      const message = formatArgs(args);
      collector?.lines.push(`[${LEVELS[method]}] ${message}`);
      recordFunctionLog(LEVELS[method], label, message);
    };
  }
}
