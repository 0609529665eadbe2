import { describe, expect, test } from "vitest";
import { averagedMonths, firstFullMonth, monthlyAverage } from "./averages";

describe("monthly averages: the months the person has history for", () => {
  test("a first month the books cover from its middle does not count", () => {
    expect(firstFullMonth("2026-08-17")).toBe("2026-09");
    expect(firstFullMonth("2026-08-01")).toBe("2026-08");
    expect(firstFullMonth(null)).toBeNull();
  });

  test("only complete months from the start of history, never the month under way", () => {
    const range = { from: "2026-05", to: "2026-11" };
    expect(averagedMonths(range, "2026-09", "2026-11-29")).toEqual(["2026-09", "2026-10"]);
    expect(averagedMonths(range, "2026-01", "2026-12-02")).toEqual(monthsOf(5, 11));
    expect(averagedMonths(range, null, "2026-11-29")).toEqual([]);
    expect(averagedMonths(range, "2026-11", "2026-11-29")).toEqual([]);
  });

  test("an empty month inside the history counts as a month", () => {
    expect(averagedMonths({ from: "2026-01", to: "2026-03" }, "2025-06", "2026-04-02")).toEqual([
      "2026-01",
      "2026-02",
      "2026-03",
    ]);
    expect(monthlyAverage(300, ["2026-01", "2026-02", "2026-03"])).toBe(100);
    expect(monthlyAverage(300, [])).toBe(0);
  });
});

function monthsOf(from: number, to: number): string[] {
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `2026-${String(from + i).padStart(2, "0")}`,
  );
}
