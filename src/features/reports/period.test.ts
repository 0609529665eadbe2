import { describe, expect, test } from "vitest";
import {
  accountsFromParams,
  DEFAULT_PRESET,
  periodFromParams,
  periodRange,
  writeAccounts,
  writePeriod,
  type PeriodPreset,
} from "./period";

const range = (preset: PeriodPreset, today: string, from?: string, to?: string) => {
  const r = periodRange({ preset, from, to }, today);
  return [r.from, r.to];
};

describe("R31 reports: period presets → from/to months", () => {
  test("R31 reports: this month is the current calendar month", () => {
    expect(range("thisMonth", "2025-05-31")).toEqual(["2025-05", "2025-05"]);
  });

  test("R31 reports: last 3 / 6 / 12 months end with the current month", () => {
    expect(range("last3", "2025-05-14")).toEqual(["2025-03", "2025-05"]);
    expect(range("last6", "2025-05-14")).toEqual(["2024-12", "2025-05"]);
    expect(range("last12", "2025-05-14")).toEqual(["2024-06", "2025-05"]);
  });

  test("R31 reports: last months cross the year boundary", () => {
    expect(range("last3", "2025-02-01")).toEqual(["2024-12", "2025-02"]);
    expect(range("last12", "2025-01-01")).toEqual(["2024-02", "2025-01"]);
  });

  test("R31 reports: year to date runs from January; in January it is just January", () => {
    expect(range("ytd", "2025-09-30")).toEqual(["2025-01", "2025-09"]);
    expect(range("ytd", "2025-01-01")).toEqual(["2025-01", "2025-01"]);
    expect(range("ytd", "2025-01-31")).toEqual(["2025-01", "2025-01"]);
  });

  test("R31 reports: the user's calendar date decides, not UTC (31 Dec late evening)", () => {
    expect(range("thisMonth", "2024-12-31")).toEqual(["2024-12", "2024-12"]);
    expect(range("ytd", "2024-12-31")).toEqual(["2024-01", "2024-12"]);
  });

  test("R31 reports: a custom range is used as chosen and put in order", () => {
    expect(range("custom", "2025-05-14", "2023-02", "2023-11")).toEqual(["2023-02", "2023-11"]);
    expect(range("custom", "2025-05-14", "2023-11", "2023-02")).toEqual(["2023-02", "2023-11"]);
    expect(range("custom", "2025-05-14", "2023-07", "2023-07")).toEqual(["2023-07", "2023-07"]);
  });

  test("R31 reports: a custom range with a missing end uses the other end or this month", () => {
    expect(range("custom", "2025-05-14", "2024-03", undefined)).toEqual(["2024-03", "2024-03"]);
    expect(range("custom", "2025-05-14", undefined, undefined)).toEqual(["2025-05", "2025-05"]);
  });

  test("R31 reports: a custom range longer than 120 months keeps the latest 120", () => {
    const r = periodRange({ preset: "custom", from: "2000-01", to: "2024-12" }, "2025-05-14");
    expect(r).toEqual({ from: "2015-01", to: "2024-12", clamped: true });
    const exact = periodRange({ preset: "custom", from: "2015-01", to: "2024-12" }, "2025-05-14");
    expect(exact.clamped).toBe(false);
  });
});

describe("R31 reports: the period and accounts live in the URL", () => {
  test("R31 reports: a custom period survives a round trip through the search params", () => {
    const params = writePeriod(new URLSearchParams("accounts=a1"), {
      preset: "custom",
      from: "2024-01",
      to: "2024-12",
    });
    expect(params.toString()).toBe("accounts=a1&period=custom&from=2024-01&to=2024-12");
    expect(periodFromParams(params)).toEqual({ preset: "custom", from: "2024-01", to: "2024-12" });
    const preset = writePeriod(params, { preset: "last3" });
    expect(preset.toString()).toBe("accounts=a1&period=last3");
  });

  test("R31 reports: unknown presets and malformed months fall back safely", () => {
    expect(periodFromParams(new URLSearchParams(""))).toEqual({ preset: DEFAULT_PRESET });
    expect(periodFromParams(new URLSearchParams("period=forever"))).toEqual({
      preset: DEFAULT_PRESET,
    });
    expect(periodFromParams(new URLSearchParams("period=custom&from=2024-13&to=x"))).toEqual({
      preset: "custom",
      from: undefined,
      to: undefined,
    });
  });

  test("R31 reports: the account filter is a de-duplicated id list; empty means all", () => {
    expect(accountsFromParams(new URLSearchParams("accounts=a1,a2,a1,,<x>"))).toEqual(["a1", "a2"]);
    expect(writeAccounts(new URLSearchParams("accounts=a1"), []).has("accounts")).toBe(false);
    expect(writeAccounts(new URLSearchParams(), ["a", "b"]).get("accounts")).toBe("a,b");
  });
});
