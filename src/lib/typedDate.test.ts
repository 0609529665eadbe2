import { describe, expect, test } from "vitest";
import { parseTypedDate } from "./typedDate";

const LOCALES = ["en-US", "de-DE", "es-MX", "pt-BR", "fr-FR", "ru-RU", "zh-CN", "ja-JP"];
const SAMPLES = ["2026-10-01", "2024-02-29", "2031-12-31", "1999-01-09"];

describe("dates typed as the app shows them", () => {
  test.each(LOCALES)("%s: the displayed medium date reads back as the same day", (locale) => {
    const shown = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    for (const iso of SAMPLES) {
      const text = shown.format(new Date(`${iso}T00:00:00Z`));
      expect(parseTypedDate(text, locale), text).toBe(iso);
    }
  });

  test.each(LOCALES)("%s: the numeric short date reads back as the same day", (locale) => {
    const shown = new Intl.DateTimeFormat(locale, { dateStyle: "short", timeZone: "UTC" });
    for (const iso of SAMPLES) {
      const text = shown.format(new Date(`${iso}T00:00:00Z`));
      // Two-digit years are ambiguous: the short style is only accepted with four digits.
      if (!/\d{4}/.test(text)) continue;
      expect(parseTypedDate(text, locale), text).toBe(iso);
    }
  });

  test("the cases from the report and friends", () => {
    expect(parseTypedDate("Oct 1, 2026", "en-US")).toBe("2026-10-01");
    expect(parseTypedDate("october 1 2026", "en-US")).toBe("2026-10-01");
    expect(parseTypedDate("10/01/2026", "en-US")).toBe("2026-10-01");
    expect(parseTypedDate("01.10.2026", "de-DE")).toBe("2026-10-01");
    expect(parseTypedDate("1. Okt. 2026", "de-DE")).toBe("2026-10-01");
    expect(parseTypedDate("1 févr. 2026", "fr-FR")).toBe("2026-02-01");
    expect(parseTypedDate("1 fevr 2026", "fr-FR")).toBe("2026-02-01");
    expect(parseTypedDate("2026/10/01", "de-DE")).toBe("2026-10-01");
    expect(parseTypedDate("Oct 1, 2026", "de-DE")).toBe("2026-10-01");
  });

  test("anything else is refused, never guessed", () => {
    for (const text of [
      "",
      "soon",
      "Oct 2026",
      "31/02/2026",
      "Oct Nov 1 2026",
      "1 2 3 4",
      "13/13/2026",
      "Oct 1, 26",
    ]) {
      expect(parseTypedDate(text, "en-GB"), text).toBeNull();
    }
  });
});
