import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, test } from "vitest";
import { createTestI18n } from "../test/renderWithProviders";
import { useFormatters } from "./format";

function formattersIn(language: string) {
  const i18n = createTestI18n({}, language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useFormatters(), { wrapper }).result.current;
}

describe("lists in the language's own words and marks", () => {
  test("Japanese lists use the ideographic comma, never an ASCII one", () => {
    const { list, months } = formattersIn("ja");
    expect(list(["USD", "EUR", "GBP"])).toBe("USD、EUR、GBP");
    expect(months(["2026-08", "2026-10"])).toBe("2026年8月、2026年10月");
    expect(months(["2026-08", "2026-09"])).not.toContain(",");
  });

  test("months that follow each other read as one span", () => {
    const { months, list } = formattersIn("en");
    expect(months(["2026-09", "2026-10", "2026-11"])).toMatch(/^September\s–\sNovember 2026$/);
    expect(months(["2026-09"])).toBe("September 2026");
    expect(list(["USD", "EUR", "GBP"])).toBe("USD, EUR, and GBP");
  });
});
