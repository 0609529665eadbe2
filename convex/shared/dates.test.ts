import { describe, expect, test } from "vitest";
import { daysInMonth, monthKey, nextDateForDay } from "./dates";

describe("dates", () => {
  test("monthKey is the YYYY-MM prefix", () => {
    expect(monthKey("2024-03-15")).toBe("2024-03");
  });

  test("daysInMonth knows leap years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  test.each([
    ["2024-03-10", 15, "2024-03-15"],
    ["2024-03-15", 15, "2024-03-15"],
    ["2024-03-16", 15, "2024-04-15"],
    ["2024-12-20", 5, "2025-01-05"],
    ["2024-04-01", 31, "2024-04-30"],
    ["2023-02-01", 31, "2023-02-28"],
    ["2024-01-31", 30, "2024-02-29"],
  ] as const)("R26 next payment after %s on day %d is %s", (today, day, expected) => {
    expect(nextDateForDay(today, day)).toBe(expected);
  });
});
