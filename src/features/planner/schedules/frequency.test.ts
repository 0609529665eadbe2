import { describe, expect, test } from "vitest";
import { createTestI18n } from "../../../test/renderWithProviders";
import plannerEn from "../locales/en.json";
import plannerDe from "../locales/de.json";
import plannerJa from "../locales/ja.json";
import plannerRu from "../locales/ru.json";
import { frequencyText, limitText } from "./frequency";

const resources = {
  en: { planner: plannerEn },
  de: { planner: plannerDe },
  ru: { planner: plannerRu },
  ja: { planner: plannerJa },
};
const tIn = (language: string) => createTestI18n(resources, language).t;
const start = "2025-01-31";

describe("R31 planner: frequency in words", () => {
  test("R31 planner: English wording for each frequency", () => {
    const t = tIn("en");
    expect(frequencyText(t, { frequency: "daily", interval: 1, startDate: start })).toBe("Daily");
    expect(frequencyText(t, { frequency: "daily", interval: 3, startDate: start })).toBe(
      "Every 3 days",
    );
    expect(frequencyText(t, { frequency: "weekly", interval: 1, startDate: start })).toBe("Weekly");
    expect(frequencyText(t, { frequency: "weekly", interval: 2, startDate: start })).toBe(
      "Every 2 weeks",
    );
    expect(frequencyText(t, { frequency: "yearly", interval: 1, startDate: start })).toBe("Yearly");
  });

  test("R31 planner: monthly names its day, the start date's day when none is set", () => {
    const t = tIn("en");
    expect(frequencyText(t, { frequency: "monthly", interval: 1, startDate: start })).toBe(
      "Monthly on day 31",
    );
    expect(
      frequencyText(t, { frequency: "monthly", interval: 3, startDate: start, dayOfMonth: 5 }),
    ).toBe("Every 3 months on day 5");
  });

  test("R31 planner: plurals follow each language's rules", () => {
    const ru = tIn("ru");
    const weeks = (interval: number) =>
      frequencyText(ru, { frequency: "weekly", interval, startDate: start });
    expect(weeks(2)).toBe("Каждые 2 недели");
    expect(weeks(5)).toBe("Каждые 5 недель");
    expect(weeks(21)).toBe("Каждую 21 неделю");
    expect(frequencyText(tIn("de"), { frequency: "weekly", interval: 2, startDate: start })).toBe(
      "Alle 2 Wochen",
    );
    expect(frequencyText(tIn("ja"), { frequency: "weekly", interval: 2, startDate: start })).toBe(
      "2週間ごと",
    );
  });

  test("R31 planner: the end of a series is said in words", () => {
    const t = tIn("en");
    const date = (iso: string) => iso;
    expect(limitText(t, {}, date)).toBeNull();
    expect(limitText(t, { count: 1 }, date)).toBe("1 time in total");
    expect(limitText(t, { count: 12, endDate: "2026-01-01" }, date)).toBe(
      "12 times in total, until 2026-01-01",
    );
  });
});
