/**
 * Offline Convex backend CLI.
 *
 *   serve [--port 3210] [--site-port 3211] [--data-dir .data] [--functions convex] [--watch]
 *   run <module:function> ['<json args>']   run any function (internal too) on the running server
 *   env list | env get NAME | env set NAME VALUE | env remove NAME
 *   logs [--lines 50] [--no-follow]          print and follow function logs
 *   repair                                   keep the valid start of a damaged log, set the rest aside
 *
 * `run` and `env` talk to the running server (admin key from the data folder), so
 * subscribers see the change; `env` edits the data folder directly if no server runs.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs, resolveOptions, type ParsedArgs } from "./config.js";
import { readAdminKey, readEnvVars, SYSTEM_ENV_NAMES, writeEnvVars } from "./secrets.js";
import { lockHolder, prepareDataDir, repairLog } from "./datadir.js";
import { startServer } from "./server.js";
import { superviseWithWatch } from "./watch.js";

const USAGE = `Usage: tsx offline-backend/src/cli.ts <command>
  serve [--port N] [--site-port N] [--data-dir DIR] [--functions DIR] [--watch]
  run <module:function> ['<json args>']
  env list | env get NAME | env set NAME VALUE | env remove NAME
  logs [--lines N] [--no-follow]
  repair            keep the valid start of a damaged wal.jsonl, move the rest aside
Common: --data-dir DIR (default .data; env OFFLINE_BACKEND_DATA_DIR)`;

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

function serverUrl(args: ParsedArgs, dataDir: string): string | null {
  const explicit = args.flags.get("url");
  if (typeof explicit === "string") return explicit.replace(/\/$/, "");
  const info = lockHolder(dataDir);
  return info ? `http://${info.host}:${info.port}` : null;
}

async function admin(
  url: string,
  dataDir: string,
  route: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}/api/${route}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Convex ${readAdminKey(dataDir)}`,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  try {
    return { status: response.status, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: response.status, json: { status: "error", errorMessage: text } };
  }
}

async function serve(args: ParsedArgs, argv: string[]): Promise<void> {
  const options = resolveOptions(args);
  if (options.watch) return superviseWithWatch(options.functionsDir, argv);
  let server;
  try {
    server = await startServer(options);
  } catch (e) {
    fail((e as Error).message);
  }
  const stop = (signal: string) => {
    console.log(`[offline-backend] ${signal}: saving and stopping`);
    void server.close().then(() => process.exit(0));
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function run(args: ParsedArgs, dataDir: string): Promise<void> {
  const [, fn, rawArgs] = args.positional;
  if (!fn) fail("run needs a function, e.g. run accounts:list '{}'");
  let fnArgs: unknown = {};
  try {
    fnArgs = rawArgs ? JSON.parse(rawArgs) : {};
  } catch (e) {
    fail(`arguments are not valid JSON: ${(e as Error).message}`);
  }
  const url =
    serverUrl(args, dataDir) ??
    fail(`no server is running with --data-dir ${dataDir}; start it with \`npm run backend\``);
  const { status, json } = await admin(url, dataDir, "function", {
    path: fn,
    args: fnArgs,
    format: "convex_encoded_json",
  });
  for (const line of (json.logLines as string[] | undefined) ?? []) console.error(line);
  if (json.status === "success") {
    console.log(JSON.stringify(json.value, null, 2));
  } else {
    const data = json.errorData !== undefined ? `\n${JSON.stringify(json.errorData)}` : "";
    fail(`${String(json.errorMessage ?? json.message ?? `HTTP ${status}`)}${data}`);
  }
}

async function env(args: ParsedArgs, dataDir: string): Promise<void> {
  const [, op, name, value] = args.positional;
  const url = serverUrl(args, dataDir);
  const change = async (newValue: string | null) => {
    if (!name) fail(`env ${op} needs a NAME`);
    if (SYSTEM_ENV_NAMES.has(name)) fail(`${name} is built in and follows the server's ports`);
    if (url) {
      const { status, json } = await admin(url, dataDir, "admin/env", {
        op: "set",
        name,
        value: newValue,
      });
      if (status !== 200) fail(String(json.message));
    } else {
      prepareDataDir(dataDir);
      const vars = readEnvVars(dataDir);
      if (newValue === null) delete vars[name];
      else vars[name] = newValue;
      writeEnvVars(dataDir, vars);
    }
  };
  const current = async (): Promise<Record<string, string>> =>
    url
      ? ((await admin(url, dataDir, "admin/env", { op: "list" })).json.env as Record<
          string,
          string
        >)
      : readEnvVars(dataDir);
  switch (op) {
    case "set":
      if (value === undefined) fail("env set needs NAME VALUE");
      await change(value);
      console.log(`Set ${name}`);
      return;
    case "remove":
    case "unset":
      await change(null);
      console.log(`Removed ${name}`);
      return;
    case "get": {
      const vars = await current();
      if (!name || !(name in vars)) fail(`${name ?? "NAME"} is not set`);
      console.log(vars[name]);
      return;
    }
    case "list":
    case undefined: {
      for (const [k, v] of Object.entries(await current()))
        console.log(`${k}=${v.length > 60 ? `${v.slice(0, 57)}...` : v}`);
      return;
    }
    default:
      fail(`unknown env command ${op}\n${USAGE}`);
  }
}

async function logs(args: ParsedArgs, dataDir: string): Promise<void> {
  const file = path.join(dataDir, "functions.log");
  const lines = Number(args.flags.get("lines") ?? 50);
  let position = 0;
  if (fs.existsSync(file)) {
    const text = fs.readFileSync(file, "utf8");
    process.stdout.write(
      text
        .split("\n")
        .slice(-lines - 1)
        .join("\n"),
    );
    position = Buffer.byteLength(text);
  }
  if (args.flags.get("no-follow") === true) return;
  console.error(`[offline-backend] following ${file} (Ctrl+C to stop)`);
  setInterval(() => {
    const size = fs.existsSync(file) ? fs.statSync(file).size : position;
    if (size < position) position = 0; // rotated
    if (size === position) return;
    const fd = fs.openSync(file, "r");
    const buffer = Buffer.alloc(size - position);
    fs.readSync(fd, buffer, 0, buffer.length, position);
    fs.closeSync(fd);
    position = size;
    process.stdout.write(buffer);
  }, 300);
}

function repair(dataDir: string): void {
  const { kept, dropped, movedTo } = repairLog(dataDir);
  if (movedTo === null) {
    console.log(`The log in ${dataDir} is intact (${kept} entries); nothing to repair.`);
    return;
  }
  console.log(
    `Kept the first ${kept} entries; dropped ${dropped} entr${dropped === 1 ? "y" : "ies"} ` +
      `from the first damaged line on, moved to ${movedTo}.`,
  );
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const command = args.positional[0] ?? "serve";
  const dataDir = path.resolve(
    (args.flags.get("data-dir") as string | undefined) ??
      (process.env.OFFLINE_BACKEND_DATA_DIR || ".data"),
  );
  switch (command) {
    case "serve":
      return serve(args, argv);
    case "run":
      return run(args, dataDir);
    case "env":
      return env(args, dataDir);
    case "logs":
      return logs(args, dataDir);
    case "repair":
      return repair(dataDir);
    case "help":
    case "--help":
      console.log(USAGE);
      return;
    default:
      fail(`unknown command ${command}\n${USAGE}`);
  }
}

main().catch((e: unknown) => fail((e as Error).message));
