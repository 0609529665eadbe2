import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../convex/shared/domain";

const src = resolve(import.meta.dirname, "../../src");
type Tree = { [key: string]: string | Tree };

/** Every translation set: namespace → language → file path. */
function translationSets(): Map<string, Map<string, string>> {
  const sets = new Map<string, Map<string, string>>();
  const add = (ns: string, lng: string, path: string) => {
    if (!sets.has(ns)) sets.set(ns, new Map());
    sets.get(ns)!.set(lng, path);
  };
  for (const lng of readdirSync(join(src, "locales"))) {
    for (const file of readdirSync(join(src, "locales", lng))) {
      add(file.replace(/\.json$/, ""), lng, join(src, "locales", lng, file));
    }
  }
  for (const feature of readdirSync(join(src, "features"))) {
    const dir = join(src, "features", feature, "locales");
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir)) add(feature, file.replace(/\.json$/, ""), join(dir, file));
  }
  return sets;
}

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, "")));
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();

// Strings that are the same in every language (names, codes, pure placeholders).
const SAME_EVERYWHERE =
  /^(Personal Finance Advisor|\d+|[A-Z]{3}|{{[^}]+}}( © {{[^}]+}})?|E-?mail|OK|Google)$/;
const looksEnglishLeftover = (value: string, english: string) =>
  value === english && english.length > 3 && !SAME_EVERYWHERE.test(english);

const sets = translationSets();

describe("R9 translations in 8 languages", () => {
  test("there are translation namespaces", () => {
    expect(sets.size).toBeGreaterThan(0);
  });

  for (const [ns, files] of sets) {
    describe(ns, () => {
      const english = flatten(JSON.parse(readFileSync(files.get("en")!, "utf8")) as Tree);

      test.each([...LANGUAGES])("%s has every key, none empty, same variables", (lng) => {
        const path = files.get(lng);
        expect(path, `missing ${ns} file for ${lng}`).toBeDefined();
        const strings = flatten(JSON.parse(readFileSync(path!, "utf8")) as Tree);
        expect([...baseKeys(strings.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
        for (const [key, value] of strings) {
          expect(value.trim(), `${lng}:${ns}:${key} is empty`).not.toBe("");
          const englishValue = english.get(key) ?? english.get(key.replace(PLURAL, "_other")) ?? "";
          expect(variables(value), `${lng}:${ns}:${key} variables`).toEqual(
            expect.arrayContaining(variables(englishValue).filter((v) => v !== "count")),
          );
          if (lng !== "en") {
            expect(
              looksEnglishLeftover(value, englishValue),
              `${lng}:${ns}:${key} is still English: ${value}`,
            ).toBe(false);
          }
        }
      });
    });
  }
});

describe("error codes", () => {
  test("every server error code has a message in the common namespace", async () => {
    const { ERROR_CODES } = await import("../../convex/shared/errors");
    const english = flatten(
      JSON.parse(readFileSync(join(src, "locales/en/common.json"), "utf8")) as Tree,
    );
    const missing = ERROR_CODES.filter((code) => !english.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });
});
