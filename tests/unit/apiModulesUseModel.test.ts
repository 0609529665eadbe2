import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * A root module of convex/ is the API: it checks arguments and ownership, then calls a function
 * of convex/model/<domain>/ that reads and writes. These modules already hold no `ctx.db` of
 * their own, and must stay so (getOwned is an ownership check, not a database use).
 */
const WITHOUT_DB = [
  "bankConnections",
  "bulk",
  "dataExport",
  "dataRestore",
  "exchangeRates",
  "imports",
  "investments",
  "reconciliation",
  "rules",
  "sampleData",
  "transactions",
];

describe("root API modules call the model", () => {
  test.each(WITHOUT_DB)("convex/%s.ts does not use ctx.db inline", (module) => {
    const text = readFileSync(resolve(import.meta.dirname, `../../convex/${module}.ts`), "utf8");
    expect(text.match(/ctx\.db\b/g) ?? []).toEqual([]);
  });
});
