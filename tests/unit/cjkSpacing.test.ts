import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";

/**
 * Japanese and Chinese put no space between their own script and a number or an inserted
 * value: "食費の支出", "3か月", "可用¥1,200", never "食費 の支出". Latin words keep theirs.
 */
const src = resolve(import.meta.dirname, "../../src");
const CJK = "\\u3000-\\u303f\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uff00-\\uffef";
const STRAY_SPACE = new RegExp(`[${CJK}][ \\u00a0]+(?:{{|\\d)|(?:}}|[\\d%])[ \\u00a0]+[${CJK}]`);

function files(lng: string): string[] {
  const out = [join(src, "locales", lng, "common.json")];
  for (const feature of readdirSync(join(src, "features"))) {
    const file = join(src, "features", feature, "locales", `${lng}.json`);
    if (existsSync(file)) out.push(file);
  }
  return out;
}

function strings(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    strings(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe("CJK text spacing", () => {
  test.each(["ja", "zh"])("%s: no space between the script and a number or a value", (lng) => {
    const stray = files(lng).flatMap((file) =>
      strings(JSON.parse(readFileSync(file, "utf8")))
        .filter(([, text]) => STRAY_SPACE.test(text))
        .map(([key, text]) => `${file.slice(src.length)} ${key}: ${text}`),
    );
    expect(stray).toEqual([]);
  });
});
