/**
 * Server options from CLI flags, then OFFLINE_BACKEND_* environment variables, then defaults.
 * Paths are resolved against the current directory (npm scripts run from the repo root).
 */
import path from "node:path";

export type LimitOverrides = Partial<{
  documentsRead: number;
  documentsWritten: number;
  bytesRead: number;
  bytesWritten: number;
  databaseQueries: number;
  functionsScheduled: number;
  scheduledFunctionArgsBytes: number;
}>;

export type ServerOptions = {
  host: string;
  port: number;
  sitePort: number;
  dataDir: string;
  functionsDir: string;
  watch: boolean;
  /** Tighter function limits (tests); Convex's real limits apply to everything not given. */
  limits: LimitOverrides;
  /** Compact the write-ahead log into a snapshot after this many commits. */
  compactEvery: number;
};

export type ParsedArgs = { positional: string[]; flags: Map<string, string | true> };

/** `--name value`, `--name=value` and bare `--flag`; everything else is positional. */
export function parseArgs(argv: string[]): ParsedArgs {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--") {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    if (eq !== -1) {
      flags.set(arg.slice(2, eq), arg.slice(eq + 1));
    } else if (i + 1 < argv.length && !argv[i + 1].startsWith("--")) {
      flags.set(arg.slice(2), argv[++i]);
    } else {
      flags.set(arg.slice(2), true);
    }
  }
  return { positional, flags };
}

function flagString(args: ParsedArgs, name: string, envName: string): string | undefined {
  const value = args.flags.get(name);
  if (typeof value === "string") return value;
  return process.env[envName] || undefined;
}

function toPort(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Invalid ${what}: ${value}`);
  return n;
}

const LIMIT_FLAGS: Record<string, keyof LimitOverrides> = {
  "limit-documents-read": "documentsRead",
  "limit-documents-written": "documentsWritten",
  "limit-bytes-read": "bytesRead",
  "limit-bytes-written": "bytesWritten",
  "limit-database-queries": "databaseQueries",
  "limit-functions-scheduled": "functionsScheduled",
};

export function resolveOptions(args: ParsedArgs): ServerOptions {
  const limits: LimitOverrides = {};
  for (const [flag, key] of Object.entries(LIMIT_FLAGS)) {
    const envName = `OFFLINE_BACKEND_${flag.toUpperCase().replace(/-/g, "_")}`;
    const value = flagString(args, flag, envName);
    if (value !== undefined) {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`Invalid --${flag}: ${value}`);
      limits[key] = n;
    }
  }
  return {
    host: flagString(args, "host", "OFFLINE_BACKEND_HOST") ?? "127.0.0.1",
    port: toPort(flagString(args, "port", "OFFLINE_BACKEND_PORT"), 3210, "--port"),
    sitePort: toPort(
      flagString(args, "site-port", "OFFLINE_BACKEND_SITE_PORT"),
      3211,
      "--site-port",
    ),
    dataDir: path.resolve(flagString(args, "data-dir", "OFFLINE_BACKEND_DATA_DIR") ?? ".data"),
    functionsDir: path.resolve(
      flagString(args, "functions", "OFFLINE_BACKEND_FUNCTIONS") ?? "convex",
    ),
    watch: args.flags.get("watch") === true || process.env.OFFLINE_BACKEND_WATCH === "1",
    limits,
    compactEvery: Number(
      flagString(args, "compact-every", "OFFLINE_BACKEND_COMPACT_EVERY") ?? 2000,
    ),
  };
}
