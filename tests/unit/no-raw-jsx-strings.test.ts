import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const src = resolve(import.meta.dirname, "../../src");
const USER_VISIBLE_ATTRIBUTES = new Set([
  "label",
  "title",
  "placeholder",
  "aria-label",
  "description",
  "alt",
  "message",
  "error",
]);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return path.endsWith(".tsx") && !path.endsWith(".test.tsx") ? [path] : [];
  });
}

/** Text with a letter in any script is user-visible; punctuation and symbols are not. */
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

function rawStrings(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(path, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && USER_VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init) && hasWords(init.text))
        found.push(`${node.name.getText()}="${init.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(src, path)}: ${text}`);
}

test("JSX holds no raw user-visible strings (every text goes through t())", () => {
  expect(tsxFiles(src).flatMap(rawStrings)).toEqual([]);
});
