import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * No import circles in convex/model: a domain folder builds on others without them building
 * back on it, so each can be read (and changed) from the bottom up. ESLint has no cycle rule
 * without a plugin, so this walks the relative imports itself. Type-only imports count too: a
 * circle of types is still two files that can only be understood together.
 */
const root = resolve(import.meta.dirname, "../..");
const MODEL = "convex/model";

/** `import … from "x"`, `export … from "x"`, `import "x"` and `import("x")`. */
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;

/** The files (paths relative to the repo, without ".ts") each file imports among `files`. */
function importGraph(files: Map<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const targets: string[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (!spec.startsWith(".")) continue;
      const target = join(dirname(file), spec.replace(/\.(js|ts)$/, ""));
      if (files.has(target) && !targets.includes(target)) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * Import circles, each as the files around it (smallest path first): every circle a depth-first
 * walk meets, so at least one wherever some files import each other round.
 */
function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") {
        const cycle = stack.slice(stack.indexOf(next));
        const start = cycle.indexOf([...cycle].sort()[0]);
        const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.set(canonical.join(" -> "), canonical);
      } else if (state.get(next) === undefined) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...cycles.values()];
}

function sourcesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(resolve(root, dir), { withFileTypes: true, recursive: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (!entry.isFile() || !path.endsWith(".ts") || path.endsWith(".test.ts")) continue;
    files.set(path.replace(/\.ts$/, ""), readFileSync(resolve(root, path), "utf8"));
  }
  return files;
}

describe("import circles in convex/model", () => {
  test("there are none", () => {
    const files = sourcesUnder(MODEL);
    expect(files.size).toBeGreaterThan(50);
    const cycles = findCycles(importGraph(files)).map((c) => [...c, c[0]].join(" -> "));
    expect(cycles).toEqual([]);
  });

  test("the detector finds a planted circle, type-only imports included", () => {
    const files = new Map([
      ["convex/model/a/one", 'import { two } from "../b/two";\nexport const one = two;\n'],
      ["convex/model/b/two", 'import type { Three } from "./three.js";\nexport const two = 2;\n'],
      [
        "convex/model/b/three",
        'import { one } from "../a/one";\nexport type Three = typeof one;\n',
      ],
      ["convex/model/c/free", 'import { one } from "../a/one";\nexport const free = one;\n'],
    ]);
    expect(findCycles(importGraph(files))).toEqual([
      ["convex/model/a/one", "convex/model/b/two", "convex/model/b/three"],
    ]);
  });

  test("two files importing each other, and a dynamic import, are circles too", () => {
    const files = new Map([
      ["convex/model/x/bulk", 'import { edit } from "./edit";\nexport const bulk = edit;\n'],
      ["convex/model/x/edit", 'export const edit = () => import("./bulk");\n'],
      ["convex/model/x/leaf", 'export { edit } from "./edit";\n'],
    ]);
    expect(findCycles(importGraph(files))).toEqual([
      ["convex/model/x/bulk", "convex/model/x/edit"],
    ]);
  });

  test("a shared dependency (a diamond) is not a circle", () => {
    const files = new Map([
      ["convex/model/m/top", 'import "./left";\nimport "../m/right.js";\n'],
      ["convex/model/m/left", 'import { base } from "./base";\n'],
      ["convex/model/m/right", 'import { base } from "./base";\n'],
      ["convex/model/m/base", "export const base = 1;\n"],
    ]);
    const graph = importGraph(files);
    expect(graph.get("convex/model/m/top")).toEqual([
      "convex/model/m/left",
      "convex/model/m/right",
    ]);
    expect(findCycles(graph)).toEqual([]);
  });
});
