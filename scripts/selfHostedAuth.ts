/**
 * Convex Auth's configuration for a self-hosted backend, which `npx @convex-dev/auth` does not
 * support: a new RS256 key pair (the private key as PKCS8 on one line, newlines as spaces; the
 * public key as a JWKS, as that CLI writes them) and SITE_URL, the app's address.
 *
 *   npx tsx scripts/selfHostedAuth.ts --site-url https://money.example.com [--print] [--force]
 *
 * Sets them with `npx convex env set NAME` on the backend named by CONVEX_SELF_HOSTED_URL and
 * CONVEX_SELF_HOSTED_ADMIN_KEY. Each value goes in on stdin, so no secret appears in the process
 * list or in what this prints. --print prints the commands with the values instead and runs
 * nothing. Keys already set are kept unless --force: new keys sign everyone out.
 */
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { exportJWK, exportPKCS8, generateKeyPair } from "jose";

export interface AuthKeys {
  JWT_PRIVATE_KEY: string;
  JWKS: string;
}

export async function generateAuthKeys(): Promise<AuthKeys> {
  const { privateKey, publicKey } = await generateKeyPair("RS256", { extractable: true });
  return {
    JWT_PRIVATE_KEY: (await exportPKCS8(privateKey)).trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...(await exportJWK(publicKey)) }] }),
  };
}

/** A command line and what it reads on stdin. */
export interface Command {
  args: string[];
  input?: string;
}

const CONVEX_ENV = ["npx", "convex", "env"];

export function envSetCommands(variables: Record<string, string>): Command[] {
  return Object.entries(variables).map(([name, value]) => ({
    args: [...CONVEX_ENV, "set", name],
    input: value,
  }));
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The POSIX shell line that does what running the command does. */
export function shellLine({ args, input }: Command): string {
  const command = args.join(" ");
  return input === undefined ? command : `printf '%s' ${shellQuote(input)} | ${command}`;
}

export interface Options {
  siteUrl: string;
  print: boolean;
  force: boolean;
}

export function parseArgs(argv: string[]): Options {
  const options: Options = { siteUrl: "", print: false, force: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--print") options.print = true;
    else if (arg === "--force") options.force = true;
    else if (arg === "--site-url") options.siteUrl = argv[++i] ?? "";
    else if (arg.startsWith("--site-url=")) options.siteUrl = arg.slice("--site-url=".length);
    else throw new Error(`Unknown argument ${arg}`);
  }
  return options;
}

/** The app's origin as Convex Auth wants it: http(s), no path, no trailing slash. */
export function checkSiteUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error("--site-url must be the app's address, e.g. https://money.example.com");
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/") {
    throw new Error(`--site-url must be an http(s) origin without a path, got ${value}`);
  }
  return url.origin;
}

export type Run = (command: Command) => { status: number | null; stdout: string };

export interface Io {
  run: Run;
  log: (line: string) => void;
  env: Record<string, string | undefined>;
}

/** Does the whole job; returns the exit code. */
export async function setUpAuth(options: Options, { run, log, env }: Io): Promise<number> {
  const siteUrl = checkSiteUrl(options.siteUrl);
  if (!options.print) {
    const missing = ["CONVEX_SELF_HOSTED_URL", "CONVEX_SELF_HOSTED_ADMIN_KEY"].filter(
      (name) => !env[name],
    );
    if (missing.length > 0) {
      log(`Set ${missing.join(" and ")} first (README.md, Self-hosting).`);
      return 1;
    }
    if (!options.force) {
      const existing = run({ args: [...CONVEX_ENV, "get", "JWKS"] });
      if (existing.status !== 0) {
        log("Could not reach the backend with `npx convex env get JWKS`.");
        return 1;
      }
      if (existing.stdout.trim() !== "") {
        log("The backend already has sign-in keys. --force replaces them and signs everyone out.");
        return 1;
      }
    }
  }
  const commands = envSetCommands({ ...(await generateAuthKeys()), SITE_URL: siteUrl });
  if (options.print) {
    for (const command of commands) log(shellLine(command));
    return 0;
  }
  for (const command of commands) {
    const name = command.args.at(-1);
    if (run(command).status !== 0) {
      log(`\`npx convex env set ${name}\` failed.`);
      return 1;
    }
  }
  log(`Set JWT_PRIVATE_KEY, JWKS and SITE_URL=${siteUrl} on ${env.CONVEX_SELF_HOSTED_URL}.`);
  return 0;
}

const runCommand: Run = ({ args, input }) => {
  const result = spawnSync(args[0], args.slice(1), {
    input: input ?? "",
    encoding: "utf8",
    stdio: ["pipe", "pipe", "inherit"],
  });
  return { status: result.status, stdout: result.stdout ?? "" };
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const options = parseArgs(process.argv.slice(2));
    process.exitCode = await setUpAuth(options, {
      run: runCommand,
      log: (line) => console.log(line),
      env: process.env,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
