import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "playwright-core";

const src = resolve(import.meta.dirname, "../../../src");
type Tree = { [key: string]: string | Tree };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function addKeys(tree: Tree, keys: Set<string>, prefix = ""): void {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") keys.add(path.replace(PLURAL, ""));
    else addKeys(value, keys, path);
  }
}

/** What a translation key looks like on screen: "section.key", perhaps after "namespace:". */
const KEY_LIKE = /(?:\b[a-z][A-Za-z0-9]*:)?\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+\b/g;

/**
 * Every key of every namespace (the English files: the others have the same keys, which a
 * tooling test holds), and every section a key starts with, to tell a key shown raw from a
 * word that only looks like one (an address such as example.com).
 */
export class TranslationKeys {
  readonly keys = new Set<string>();
  readonly sections = new Set<string>();

  constructor() {
    const files = [join(src, "locales", "en", "common.json")];
    for (const feature of readdirSync(join(src, "features"))) {
      const file = join(src, "features", feature, "locales", "en.json");
      if (existsSync(file)) files.push(file);
    }
    for (const file of files) addKeys(JSON.parse(readFileSync(file, "utf8")) as Tree, this.keys);
    for (const key of this.keys) if (key.includes(".")) this.sections.add(key.split(".")[0]);
  }

  /** The keys (or would-be keys of a known section) that `text` shows instead of words. */
  shownIn(text: string): string[] {
    const found = new Set<string>();
    // E-mail addresses (the signed-in user's, a member's) are dotted words too.
    const words = text.replace(/\S+@\S+/g, " ");
    for (const [match] of words.matchAll(KEY_LIKE)) {
      const key = match.replace(/^[a-z][A-Za-z0-9]*:/, "");
      if (this.keys.has(key) || this.sections.has(key.split(".")[0])) found.add(match);
    }
    return [...found];
  }
}

/** The page's text and the texts it gives assistive technology (labels, titles, placeholders). */
export function screenTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const texts = [document.body.innerText, document.title];
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    return texts.join("\n");
  });
}
