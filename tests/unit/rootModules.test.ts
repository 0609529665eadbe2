import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * The public modules at the root of convex/ are the API: a handler checks its arguments and
 * who owns what, then calls the model (convex/model/<domain>/), which reads and writes. So a
 * newcomer finds every query of a table in the model, next to the rules that govern it.
 */
const convexDir = resolve(import.meta.dirname, "../../convex");

/** Root modules that still read or write inline, until their handlers move to the model. */
const STILL_INLINE = new Set([
  "accounts",
  "advisor",
  "bankConnections",
  "bulk",
  "categories",
  "chat",
  "dataExport",
  "dataRestore",
  "emailVerification",
  "exchangeRates",
  "imports",
  "investments",
  "notifications",
  "payees",
  "rules",
]);

function rootModules(): string[] {
  return readdirSync(convexDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
    .map((entry) => entry.name.replace(/\.ts$/, ""));
}

describe("root modules", () => {
  test("call the model instead of ctx.db inline", () => {
    const inline = rootModules()
      .filter((name) => !STILL_INLINE.has(name))
      .filter((name) => /\bctx\.db\b/.test(readFileSync(resolve(convexDir, `${name}.ts`), "utf8")));
    expect(inline).toEqual([]);
  });

  test("the list of modules still reading inline holds only modules that do", () => {
    // Once a module's handlers call the model, it leaves the list, so it cannot slide back.
    const done = [...STILL_INLINE].filter(
      (name) => !/\bctx\.db\b/.test(readFileSync(resolve(convexDir, `${name}.ts`), "utf8")),
    );
    expect(done).toEqual([]);
  });
});
