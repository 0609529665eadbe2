/**
 * Deployment environment variables and the admin key, kept in the data folder so they survive
 * restarts (a new signing key would sign everybody out).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type EnvVars = Record<string, string>;

export function envFile(dataDir: string): string {
  return path.join(dataDir, "env.json");
}

export function readEnvVars(dataDir: string): EnvVars {
  try {
    return JSON.parse(fs.readFileSync(envFile(dataDir), "utf8")) as EnvVars;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`Cannot read ${envFile(dataDir)}: ${(e as Error).message}`, { cause: e });
  }
}

/** Atomic replace: write a temporary file, fsync it, rename over the old one. */
export function writeFileAtomic(file: string, contents: string, mode = 0o600): void {
  const tmp = `${file}.tmp-${process.pid}`;
  const fd = fs.openSync(tmp, "w", mode);
  try {
    fs.writeSync(fd, contents);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

export function writeEnvVars(dataDir: string, vars: EnvVars): void {
  writeFileAtomic(envFile(dataDir), JSON.stringify(vars, null, 2) + "\n");
}

/** The key pair Convex Auth signs session JWTs with, in the formats its docs ask for. */
function generateAuthKeys(): { JWT_PRIVATE_KEY: string; JWKS: string } {
  const { privateKey, publicKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const jwk = publicKey.export({ format: "jwk" });
  return {
    // Convex Auth's docs: the PEM with its newlines replaced by spaces.
    JWT_PRIVATE_KEY: pem.trimEnd().replace(/\n/g, " "),
    JWKS: JSON.stringify({ keys: [{ use: "sig", alg: "RS256", ...jwk }] }),
  };
}

/**
 * Fills in what Convex Auth needs on first start. CONVEX_SITE_URL/CONVEX_CLOUD_URL are not
 * stored: like on Convex they are system values that follow the actual ports.
 */
export function ensureEnvVars(dataDir: string): EnvVars {
  const vars = readEnvVars(dataDir);
  let changed = false;
  if (!vars.JWT_PRIVATE_KEY || !vars.JWKS) {
    Object.assign(vars, generateAuthKeys());
    changed = true;
  }
  // Bank access and two-factor seeds are sealed with this key (convex/model/secrets): like
  // the sign-in keys, a development deployment makes its own so `npm start` needs no set-up.
  // Kept beside the data it seals, which is fine for development only (README "Environment
  // variables"); a real deployment keeps it in Convex's environment, apart from the database.
  if (!vars.SECRETS_ENCRYPTION_KEY) {
    vars.SECRETS_ENCRYPTION_KEY = crypto.randomBytes(32).toString("base64");
    changed = true;
  }
  // The app's URL follows the port `npm start` serves it on (OFFLINE_BACKEND_SITE_URL), so
  // links in e-mails keep working when that port changes; without it a stored value stays.
  const siteUrl = process.env.OFFLINE_BACKEND_SITE_URL || vars.SITE_URL || "http://127.0.0.1:5173";
  if (vars.SITE_URL !== siteUrl) {
    vars.SITE_URL = siteUrl;
    changed = true;
  }
  if (changed) writeEnvVars(dataDir, vars);
  return vars;
}

export function adminKeyFile(dataDir: string): string {
  return path.join(dataDir, "admin_key");
}

export function ensureAdminKey(dataDir: string): string {
  const file = adminKeyFile(dataDir);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const key = crypto.randomBytes(32).toString("hex");
    writeFileAtomic(file, key + "\n");
    return key;
  }
}

export function readAdminKey(dataDir: string): string {
  try {
    return fs.readFileSync(adminKeyFile(dataDir), "utf8").trim();
  } catch {
    throw new Error(`No admin key in ${dataDir}; start the server once with this --data-dir.`);
  }
}

/** Variables that exist on every Convex deployment and cannot be set by the user. */
export const SYSTEM_ENV_NAMES = new Set([
  "CONVEX_SITE_URL",
  "CONVEX_CLOUD_URL",
  "SIMPLEFIN_DEMO_SETUP_URL",
  "PRICE_DEMO_URL",
]);
