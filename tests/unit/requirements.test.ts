import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

// docs/requirements.md is how a newcomer follows a test title ("R17 …") to its reason. It stays
// true only if every rule is listed and every test file it names really cites that rule.
const root = resolve(import.meta.dirname, "../..");
const doc = readFileSync(join(root, "docs/requirements.md"), "utf8");
const RULE_COUNT = 66;

interface Row {
  id: string;
  text: string;
  files: string[];
}

function rows(): Row[] {
  return doc
    .split("\n")
    .filter((line) => /^\|\s*R\d+\s*\|/.test(line))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map(([, id, text, files]) => ({
      id,
      text,
      files: [...files.matchAll(/`([^`]+)`/g)].map((f) => f[1]),
    }));
}

/** A test title that starts with rule ids, this one among them: "R19 R20 the form…". */
function citesRule(source: string, id: string): boolean {
  const leadingIds = /["'`](R\d+(?:[ ,/]+R\d+)*)\s/g;
  for (const match of source.matchAll(leadingIds)) {
    if (match[1].split(/[ ,/]+/).includes(id)) return true;
  }
  return false;
}

describe("docs/requirements.md", () => {
  const listed = rows();

  test("lists every rule once, each with its rule in words", () => {
    const ids = listed.map((r) => r.id);
    const expected = Array.from({ length: RULE_COUNT }, (_, i) => `R${i + 1}`);
    expect(ids).toEqual(expected);
    for (const row of listed) expect(row.text.length, row.id).toBeGreaterThan(20);
  });

  test("every file named for a rule exists and has a test whose title cites it", () => {
    for (const row of listed) {
      expect(row.files.length, `${row.id} names no test`).toBeGreaterThan(0);
      for (const file of row.files) {
        const path = join(root, file);
        expect(existsSync(path), `${row.id}: ${file} is missing`).toBe(true);
        expect(citesRule(readFileSync(path, "utf8"), row.id), `${row.id} in ${file}`).toBe(true);
      }
    }
  });
});
