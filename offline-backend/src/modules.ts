/**
 * Finds and imports the functions folder (default `convex/`) outside Vite. convex-test wants a
 * record of "./relative/path.ts" -> () => import(...) and derives its module root from the key
 * that contains "_generated", so every key is relative to the functions folder with a "./"
 * prefix. The server runs under tsx, so dynamic import() of .ts files works.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type ModuleRecord = Record<string, () => Promise<Record<string, unknown>>>;

export type LoadedModules = {
  record: ModuleRecord;
  /** "accounts" / "lib/functions" -> the error thrown while importing it. */
  failures: Map<string, Error>;
  schema: unknown;
  authConfig: AuthConfig | null;
  crons: unknown;
};

export type AuthProvider = {
  domain?: string;
  applicationID?: string;
  type?: string;
  issuer?: string;
  jwks?: string;
  algorithm?: string;
};
export type AuthConfig = { providers: AuthProvider[] };

const SOURCE = /\.(ts|js|mts|mjs|cts|cjs|tsx|jsx)$/;

/**
 * Which files are modules, following the Convex CLI's bundler rules: JS/TS files, no
 * dotfiles, no file names with more than one dot (`*.test.ts`, `testing/*.testkit.ts`;
 * they can still be imported by other files), plus `_generated` and
 * `auth.config.ts`, which the deployment reads but does not expose as functions.
 */
function isModuleFile(rel: string): boolean {
  const base = path.basename(rel);
  if (!SOURCE.test(base) || base.endsWith(".d.ts")) return false;
  if (rel.startsWith("_generated/") || rel === "auth.config.ts" || rel === "auth.config.js")
    return true;
  if (base.startsWith(".") || base.startsWith("#") || rel.includes(" ")) return false;
  return (base.match(/\./g) ?? []).length === 1;
}

function walk(dir: string, rel = ""): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(dir, child));
    else if (isModuleFile(child)) out.push(child);
  }
  return out;
}

/** Module path as used in udfPaths: "lib/functions" for "lib/functions.ts". */
export function modulePathOf(rel: string): string {
  return rel.replace(/\.[^.]+$/, "");
}

export async function loadModules(functionsDir: string): Promise<LoadedModules> {
  if (!fs.existsSync(functionsDir)) throw new Error(`Functions folder not found: ${functionsDir}`);
  const files = walk(functionsDir);
  if (!files.some((f) => f.startsWith("_generated/"))) {
    throw new Error(`${functionsDir}/_generated is missing; run \`npm run codegen\`.`);
  }
  const record: ModuleRecord = {};
  for (const rel of files) {
    const url = pathToFileURL(path.join(functionsDir, rel)).href;
    record[`./${rel}`] = () => import(url) as Promise<Record<string, unknown>>;
  }
  // Import everything now, so a module that throws at import is reported at start, not on
  // the first call into it. Failed modules stay registered; calls into them get the error.
  const failures = new Map<string, Error>();
  await Promise.all(
    files.map(async (rel) => {
      try {
        await record[`./${rel}`]();
      } catch (e) {
        failures.set(modulePathOf(rel), e instanceof Error ? e : new Error(String(e)));
      }
    }),
  );
  const defaultExport = async (name: string): Promise<unknown> => {
    const rel = files.find((f) => modulePathOf(f) === name);
    if (rel === undefined || failures.has(name)) return undefined;
    return (await record[`./${rel}`]()).default;
  };
  const authConfig = (await defaultExport("auth.config")) as AuthConfig | undefined;
  return {
    record,
    failures,
    schema: await defaultExport("schema"),
    authConfig: authConfig ?? null,
    crons: await defaultExport("crons"),
  };
}

/** The exported Convex function for "module:export", with the flags registration sets on it. */
export type ConvexFunction = {
  isQuery?: boolean;
  isMutation?: boolean;
  isAction?: boolean;
  isHttp?: boolean;
  isPublic?: boolean;
  isInternal?: boolean;
};

export async function lookupFunction(
  loaded: LoadedModules,
  udfPath: string,
): Promise<{ fn: ConvexFunction } | { error: string }> {
  const [modulePath, exportName = "default"] = udfPath.replace(/\.(js|ts)(?=:|$)/, "").split(":");
  const failure = loaded.failures.get(modulePath);
  if (failure) return { error: `Module "${modulePath}" failed to load: ${failure.message}` };
  const key = Object.keys(loaded.record).find((k) => modulePathOf(k.slice(2)) === modulePath);
  if (key === undefined)
    return {
      error: `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\`?`,
    };
  const mod = await loaded.record[key]();
  const fn = mod[exportName] as ConvexFunction | undefined;
  if (fn === undefined || (typeof fn !== "function" && typeof fn !== "object") || fn === null) {
    return {
      error: `Could not find public function for '${udfPath}'. Did you forget to run \`npx convex dev\`?`,
    };
  }
  return { fn };
}

/** Canonical udfPath: "accounts:list" (also accepts "accounts.js:list" and a bare module). */
export function canonicalUdfPath(udfPath: string): string {
  const [modulePath, exportName = "default"] = udfPath.replace(/\.(js|ts)(?=:|$)/, "").split(":");
  return `${modulePath}:${exportName}`;
}
