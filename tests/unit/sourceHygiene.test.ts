import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Rules of the source kept by a test because no lint rule says them: each domain list once,
 * comments that cite only what the repo holds, errors through the project's fail().
 */
const root = resolve(import.meta.dirname, "../..");

/** Source files (not generated) under the folders, as repo-relative paths with their text. */
function sources(...folders: string[]): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "_generated" && entry.name !== "node_modules") walk(full);
      } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) {
        out.push({ path: relative(root, full), text: readFileSync(full, "utf8") });
      }
    }
  };
  for (const folder of folders) walk(resolve(root, folder));
  return out;
}

const isTest = (path: string) => /\.test\.tsx?$|\/tests\/|\.e2e\.ts$/.test(path);

describe("source hygiene", () => {
  test("the household roles are listed once (convex/shared/households.ts)", () => {
    const list = /["'](owner|editor|viewer)["'][\s,)|(.a-z]{0,16}["'](owner|editor|viewer)["']/;
    const copies = sources("convex", "src")
      .filter(({ path }) => !isTest(path) && path !== "convex/shared/households.ts")
      .filter(({ text }) => list.test(text))
      .map(({ path }) => path);
    expect(copies).toEqual([]);
  });

  test("errors are built by fail() alone: no raw new ConvexError in convex/ but model/errors.ts", () => {
    const raw = sources("convex")
      .filter(({ path }) => !isTest(path) && path !== "convex/model/errors.ts")
      .filter(({ text }) => /new ConvexError\b/.test(text))
      .map(({ path }) => path);
    expect(raw).toEqual([]);
  });

  test("comments cite docs/requirements.md rule ids, never an issue, the spec or a document outside the repo", () => {
    const outside =
      /\b[Ii]ssues? #?\d+|\b[Ss]pec(ification)?('s)?( section)? ?[\d§]|\b[Ss]pec section\b|\bthe (product )?spec\b|ARCHITECTURE\.md|\/work\/shared/;
    const found = sources("convex", "src", "tests", "offline-backend", "scripts")
      .filter(({ path }) => path !== "tests/unit/sourceHygiene.test.ts")
      .flatMap(({ path, text }) =>
        text
          .split("\n")
          .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
          .filter(({ line }) => outside.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  test("root modules of convex/ define public functions only", () => {
    // The root modules are the public API (the path is the name); what only the server calls
    // lives in convex/internal/, in a module named by the same domain.
    const rootModules = readdirSync(resolve(root, "convex"), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
      .map((entry) => `convex/${entry.name}`);
    const internalFunctions = rootModules.flatMap((path) =>
      readFileSync(resolve(root, path), "utf8")
        .split("\n")
        .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
        .filter(({ line }) => /=\s*internal(Mutation|Query|Action)\s*\(/.test(line))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(rootModules.length).toBeGreaterThan(0);
    expect(internalFunctions).toEqual([]);
  });

  test("root modules of convex/ call the model instead of ctx.db inline", () => {
    // A public function checks its arguments and who asks, then calls convex/model/, where
    // the reading and writing is named and shared with the internal functions.
    const inline = readdirSync(resolve(root, "convex"), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
      .map((entry) => `convex/${entry.name}`)
      .flatMap((path) =>
        readFileSync(resolve(root, path), "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${path}:${i + 1}` }))
          .filter(({ line }) => /\bctx\.db\b/.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(inline).toEqual([]);
  });

  test("convex/internal/ modules take their helpers from model/, never from a root module", () => {
    const fromRoot = sources("convex/internal").filter(({ path, text }) =>
      [...text.matchAll(/from "(\.\.?\/[^"]+)"/g)].some(
        ([, spec]) => dirname(resolve(root, dirname(path), spec)) === resolve(root, "convex"),
      ),
    );
    expect(fromRoot.map(({ path }) => path)).toEqual([]);
  });

  test("internal/, model/ and tests/ are named by the domains of the root modules", () => {
    // A newcomer who knows where `budgets` lives at the root finds it under the same word in
    // every layer. Besides the root's domains, only these cross-cutting names are allowed.
    const crossCutting: Record<string, string> = {
      ledger: "the derived stores every write to transactions keeps in step",
      dailyNets: "the ledger's day checkpoints migration (internal/dailyNets:backfillAll)",
      jobs: "bounded batch jobs",
      emails: "the one way e-mail leaves the app",
      secrets: "encryption at rest",
      sessions: "session checks for the action wrapper",
      throttle: "abuse limits shared by sign-in, chat and rate refresh",
      portability: "export and restore (dataExport, dataRestore), as in src/data",
      planner: "tests across budgets, schedules and plans, as the planner screen",
      authorization: "who may call what, across every module",
      limits: "Convex's limits, across every module",
      env: "the deployment's environment",
      errors: "fail() and the error codes",
      validators: "shared argument validators",
    };
    const domains = new Set(
      readdirSync(resolve(root, "convex"), { withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
        .map((entry) => entry.name.replace(/\.ts$/, ""))
        .filter((name) => !["schema", "crons", "http", "auth.config"].includes(name)),
    );
    const stray = ["convex/internal", "convex/model", "convex/tests"].flatMap((layer) =>
      readdirSync(resolve(root, layer), { withFileTypes: true })
        .map((entry) => entry.name.replace(/\.ts$/, ""))
        .filter((name) => !domains.has(name) && !(name in crossCutting))
        .map((name) => `${layer}/${name}`),
    );
    expect(domains.has("budgets")).toBe(true);
    expect(stray).toEqual([]);
  });
});
