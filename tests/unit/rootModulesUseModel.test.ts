import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * The root modules of convex/ are the public API: they check arguments and ownership and leave
 * reading and writing to convex/model/, so the rules of each table live in one place.
 */
const root = resolve(import.meta.dirname, "../..");

/** Root modules whose handlers still reach ctx.db themselves, until their code moves too. */
const NOT_YET_MOVED = new Set([
  "accountDeletion",
  "bankConnections",
  "budgets",
  "bulk",
  "dataExport",
  "dataRestore",
  "envelopeGroups",
  "exchangeRates",
  "households",
  "imports",
  "investments",
  "plans",
  "profile",
  "rules",
  "schedules",
  "security",
  "users",
]);

describe("root modules", () => {
  test("call the model instead of ctx.db inline", () => {
    const inline = readdirSync(resolve(root, "convex"), { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name))
      .filter((entry) => !NOT_YET_MOVED.has(entry.name.replace(/\.ts$/, "")))
      .flatMap((entry) =>
        readFileSync(resolve(root, "convex", entry.name), "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `convex/${entry.name}:${i + 1}` }))
          .filter(({ line }) => /\bctx\.db\b/.test(line))
          .map(({ at, line }) => `${at} ${line.trim()}`),
      );
    expect(inline).toEqual([]);
  });
});
