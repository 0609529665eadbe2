import { describe, expect, test } from "vitest";
import { addDays, addMonthsToDate, addMonthsToKey, monthsBetween, validateMonthKey } from "./dates";
import {
  isOccurrence,
  nextOccurrence,
  occurrenceAt,
  occurrencesBetween,
  perMonth,
  type Recurrence,
  validateRecurrence,
} from "./recurrence";

const rule = (
  r: Partial<Recurrence> & Pick<Recurrence, "frequency" | "startDate">,
): Recurrence => ({
  interval: 1,
  ...r,
});

const all = (r: Recurrence, to = "2030-12-31", limit = 50) =>
  occurrencesBetween(r, "1900-01-01", to, limit);

describe("date arithmetic", () => {
  test("days and months cross year ends and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2023-02-28", 1)).toBe("2023-03-01");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addMonthsToKey("2024-11", 3)).toBe("2025-02");
    expect(addMonthsToKey("2024-01", -1)).toBe("2023-12");
    expect(addMonthsToDate("2024-01-31", 1)).toBe("2024-02-29");
    expect(monthsBetween("2024-11", "2025-02")).toEqual([
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
    ]);
    expect(validateMonthKey("2024-13")).toBe("INVALID_DATE");
    expect(validateMonthKey("2024-6")).toBe("INVALID_DATE");
    expect(validateMonthKey("2024-06")).toBeNull();
  });
});

describe("recurrence", () => {
  test("monthly on day 31 is clamped to each month's last day, leap years included", () => {
    const r = rule({ frequency: "monthly", startDate: "2024-01-31" });
    expect(all(r, "2024-06-30")).toEqual([
      "2024-01-31",
      "2024-02-29",
      "2024-03-31",
      "2024-04-30",
      "2024-05-31",
      "2024-06-30",
    ]);
    expect(nextOccurrence(r, "2025-02-01")).toBe("2025-02-28");
  });

  test("monthly dayOfMonth before the start day begins next month", () => {
    const r = rule({ frequency: "monthly", startDate: "2024-01-20", dayOfMonth: 5 });
    expect(all(r, "2024-03-31")).toEqual(["2024-02-05", "2024-03-05"]);
    expect(occurrenceAt(r, 0)).toBe("2024-02-05");
  });

  test("every 3 months and every 2 years", () => {
    const q = rule({ frequency: "monthly", interval: 3, startDate: "2024-11-30" });
    expect(all(q, "2025-09-01")).toEqual(["2024-11-30", "2025-02-28", "2025-05-30", "2025-08-30"]);
    const y = rule({ frequency: "yearly", interval: 2, startDate: "2020-02-29" });
    expect(all(y, "2026-12-31")).toEqual(["2020-02-29", "2022-02-28", "2024-02-29", "2026-02-28"]);
  });

  test("weekly and every-N-weeks keep the weekday", () => {
    const w = rule({ frequency: "weekly", startDate: "2024-02-26" });
    expect(all(w, "2024-03-12")).toEqual(["2024-02-26", "2024-03-04", "2024-03-11"]);
    const biweekly = rule({ frequency: "weekly", interval: 2, startDate: "2024-12-20" });
    expect(all(biweekly, "2025-01-31")).toEqual([
      "2024-12-20",
      "2025-01-03",
      "2025-01-17",
      "2025-01-31",
    ]);
    expect(nextOccurrence(biweekly, "2025-01-04")).toBe("2025-01-17");
    expect(isOccurrence(biweekly, "2025-01-10")).toBe(false);
    expect(isOccurrence(biweekly, "2025-01-17")).toBe(true);
  });

  test("daily crosses the leap day", () => {
    const d = rule({ frequency: "daily", startDate: "2024-02-27" });
    expect(all(d, "2024-03-01")).toEqual(["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01"]);
  });

  test("count and end date stop the series", () => {
    const counted = rule({ frequency: "monthly", startDate: "2024-01-15", count: 3 });
    expect(all(counted)).toEqual(["2024-01-15", "2024-02-15", "2024-03-15"]);
    expect(nextOccurrence(counted, "2024-03-16")).toBeNull();
    const ended = rule({ frequency: "weekly", startDate: "2024-01-01", endDate: "2024-01-15" });
    expect(all(ended)).toEqual(["2024-01-01", "2024-01-08", "2024-01-15"]);
    expect(nextOccurrence(ended, "2024-01-16")).toBeNull();
    const both = rule({
      frequency: "daily",
      startDate: "2024-01-01",
      endDate: "2024-01-10",
      count: 2,
    });
    expect(all(both)).toEqual(["2024-01-01", "2024-01-02"]);
  });

  test("a date before the start gives the first occurrence; limit bounds the output", () => {
    const d = rule({ frequency: "daily", startDate: "2024-05-01" });
    expect(nextOccurrence(d, "2020-01-01")).toBe("2024-05-01");
    expect(occurrencesBetween(d, "2024-05-10", "2099-01-01", 5)).toHaveLength(5);
    expect(occurrencesBetween(d, "2024-05-10", "2099-01-01", 5)[0]).toBe("2024-05-10");
  });

  test("far dates are reached without walking the series", () => {
    const d = rule({ frequency: "daily", startDate: "1990-01-01" });
    expect(nextOccurrence(d, "2100-06-01")).toBe("2100-06-01");
    const m = rule({ frequency: "monthly", startDate: "1990-01-31" });
    expect(nextOccurrence(m, "2100-02-01")).toBe("2100-02-28");
  });

  test("perMonth turns frequencies into monthly factors", () => {
    expect(perMonth({ frequency: "monthly", interval: 1 })).toBe(1);
    expect(perMonth({ frequency: "yearly", interval: 1 })).toBeCloseTo(1 / 12);
    expect(perMonth({ frequency: "weekly", interval: 2 })).toBeCloseTo(365.25 / 14 / 12);
  });

  test("validation names the broken field", () => {
    const base = rule({ frequency: "monthly", startDate: "2024-01-01" });
    expect(validateRecurrence(base)).toBeNull();
    expect(validateRecurrence({ ...base, startDate: "2024-02-30" })?.field).toBe("startDate");
    expect(validateRecurrence({ ...base, endDate: "2023-12-31" })?.field).toBe("endDate");
    expect(validateRecurrence({ ...base, interval: 0 })?.field).toBe("interval");
    expect(validateRecurrence({ ...base, interval: 1.5 })?.field).toBe("interval");
    expect(validateRecurrence({ ...base, count: 0 })?.field).toBe("count");
    expect(validateRecurrence({ ...base, dayOfMonth: 32 })).toEqual({
      code: "INVALID_DAY",
      field: "dayOfMonth",
    });
    expect(validateRecurrence({ ...base, frequency: "weekly", dayOfMonth: 3 })?.field).toBe(
      "dayOfMonth",
    );
  });
});
