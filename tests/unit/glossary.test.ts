/**
 * docs/glossary.md, enforced: each language speaks to the user in one voice and uses one word
 * per concept, in every locale file and in the e-mails the server sends.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, test } from "vitest";
import { LANGUAGES, type Language } from "../../convex/shared/domain";
import { renderEmail, type EmailKind } from "../../convex/model/emails/templates";
import { renderDigest } from "../../convex/model/notifications/email";
import { NOTIFICATION_KINDS } from "../../convex/shared/notifications";

const root = resolve(import.meta.dirname, "../..");

/** Letters on neither side, so "Sie" does not match inside "Siedlung" and works beyond ASCII. */
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, "u");

/**
 * The forms each language's voice rules out (docs/glossary.md, "Voice"). German is matched
 * case-sensitively: lower-case "sie"/"ihre" mean she, they or its, which are fine.
 */
const WRONG_VOICE: Record<Language, RegExp | null> = {
  de: word("Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres|Ihnen"),
  fr: new RegExp(word("tu|toi|ton|ta|tes|te").source, "iu"),
  es: new RegExp(word("usted|ustedes").source, "iu"),
  pt: new RegExp(word("tu|teu|tua|teus|tuas|contigo").source, "iu"),
  ru: new RegExp(
    word("ты|тебе|тебя|тобой|твой|твоя|твоё|твое|твои|твоего|твоей|твоих").source,
    "iu",
  ),
  zh: /你/u,
  ja: /あなた/u,
  en: null,
};

type Tree = { [key: string]: string | Tree };
function strings(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : strings(value, `${prefix}${key}.`),
  );
}

/** Every string of a language: "file:key" → text, placeholders removed. */
function localeStrings(lng: Language): [string, string][] {
  const files = [join(root, "src/locales", lng, "common.json")];
  for (const feature of readdirSync(join(root, "src/features"))) {
    const file = join(root, "src/features", feature, "locales", `${lng}.json`);
    if (existsSync(file)) files.push(file);
  }
  const emails = (["verifyEmail", "signInLink", "resetPassword"] as EmailKind[]).flatMap((kind) =>
    [1, 24].map((hours): [string, string] => {
      const { subject, text } = renderEmail(kind, lng, "https://app.example/x", hours);
      return [`e-mail ${kind} (${hours} h)`, `${subject}\n${text}`];
    }),
  );
  // The notification e-mail with every kind, the "not enough" line and the weekly summary.
  const digest = renderDigest(
    lng,
    {
      items: NOTIFICATION_KINDS.map((kind) => ({
        kind,
        facts: { name: "N", amount: 100, currency: "EUR", date: "2024-06-17", short: true },
      })),
      weekly: {
        currency: "EUR",
        spent: 100,
        budget: 200,
        bills: [{ date: "2024-06-18", name: "N", amount: 100, currency: "EUR" }],
        low: { date: "2024-06-20", amount: 100 },
      },
    },
    {
      open: "https://app.example/",
      preferences: "https://app.example/settings",
      unsubscribe: { bill_due: "https://app.example/u", weekly_summary: "https://app.example/w" },
    },
  );
  return [
    [`e-mail notifications`, `${digest.subject}\n${digest.text}`],
    ...files.flatMap((file) =>
      strings(JSON.parse(readFileSync(file, "utf8")) as Tree).map(
        ([key, text]): [string, string] => [`${file.slice(root.length + 1)}:${key}`, text],
      ),
    ),
    ...emails,
  ].map(([key, text]) => [key, text.replace(/{{[^}]*}}/g, " ")]);
}

/** The glossary's "Avoid" words per language, read from its tables. */
function avoidedWords(): Map<Language, string[]> {
  const glossary = readFileSync(join(root, "docs/glossary.md"), "utf8");
  const avoided = new Map<Language, string[]>();
  let language: Language | null = null;
  for (const line of glossary.split("\n")) {
    const heading = /^## (\w\w) — /u.exec(line);
    if (heading) language = heading[1] as Language;
    const row = /^\|([^|]*)\|([^|]*)\|([^|]*)\|$/u.exec(line.trim());
    if (!language || !row || /^[\s-]*$/u.test(row[1]) || row[1].trim() === "Concept") continue;
    const words = row[3]
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean);
    avoided.set(language, [...(avoided.get(language) ?? []), ...words]);
  }
  return avoided;
}

const avoided = avoidedWords();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("glossary (docs/glossary.md)", () => {
  test("every language has a section with Avoid words, German's includes the issue's mix-ups", () => {
    for (const lng of LANGUAGES) expect(avoided.has(lng) || lng === "en", lng).toBe(true);
    expect(avoided.get("de")).toEqual(
      expect.arrayContaining(["Transaktion", "Tags", "Auswahl löschen"]),
    );
  });

  test.each(LANGUAGES)("%s speaks to the user in one voice", (lng) => {
    const wrong = WRONG_VOICE[lng];
    if (!wrong) return;
    const offenders = localeStrings(lng)
      .filter(([, text]) => wrong.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offenders).toEqual([]);
  });

  test.each(LANGUAGES)("%s uses the glossary's word for each concept", (lng) => {
    const words = avoided.get(lng) ?? [];
    const cjk = lng === "zh" || lng === "ja";
    const offenders = words.flatMap((banned) => {
      const pattern = cjk
        ? new RegExp(escape(banned), "u")
        : new RegExp(word(escape(banned)).source, "iu");
      return localeStrings(lng)
        .filter(([, text]) => pattern.test(text))
        .map(([key, text]) => `${banned} in ${key}: ${text}`);
    });
    expect(offenders).toEqual([]);
  });
});
