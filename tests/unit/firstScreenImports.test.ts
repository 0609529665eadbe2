import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, test } from "vitest";

const root = resolve(import.meta.dirname, "../..");

/** Static imports only: `import x from`, `export … from`; not `import type`, not `import()`. */
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?["']([^"']+)["']/gm;

function resolveLocal(from: string, spec: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

/** The app's own modules the entry pulls in before anything is drawn, and what each imports. */
function firstScreenModules(): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = readFileSync(file, "utf8");
    const specs = [...source.matchAll(STATIC_IMPORT)].map((m) => m[1]);
    seen.set(file, specs);
    for (const spec of specs) {
      const next = resolveLocal(file, spec);
      if (next) visit(next);
    }
  };
  visit(join(root, "src/main.tsx"));
  return seen;
}

/** Mantine parts whose code (popover positioning, scroll locks) the first screen never draws. */
const OVERLAY_PARTS = /\b(Tooltip|Menu|Popover|Modal|Drawer|HoverCard|Combobox|Select)\b/;

describe("first screen's JavaScript: only what it draws (budget: 200 KB gzip)", () => {
  const modules = firstScreenModules();
  const names = [...modules.keys()].map((file) => relative(root, file));

  test("signed-in extras, two-factor reports, the service worker and the offline store load later", () => {
    for (const later of [
      "src/app/shell/QuickAdd.tsx",
      "src/app/sync/SessionReport.tsx",
      "src/app/sync/RecurringCatchUp.tsx",
      "src/lib/offline/registerServiceWorker.ts",
      "src/data/device/deviceStore.ts",
    ]) {
      expect(names, later).not.toContain(later);
    }
    expect(names.some((name) => name.startsWith("src/features/households/"))).toBe(false);
    expect(names.some((name) => name.startsWith("src/features/transactions/"))).toBe(false);
    for (const specs of modules.values()) {
      expect(specs).not.toContain("virtual:pwa-register");
    }
  });

  test("no first-screen module takes Mantine's overlays", () => {
    for (const [file] of modules) {
      const source = readFileSync(file, "utf8");
      const mantine = /import\s*\{([^}]*)\}\s*from\s*"@mantine\/core"/.exec(source)?.[1] ?? "";
      expect(mantine, relative(root, file)).not.toMatch(OVERLAY_PARTS);
    }
  });
});
