import { describe, expect, test } from "vitest";
import type { AccountView } from "../../../data/accounts";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { parseMoneyInput } from "../../../../convex/shared/money";
import { newScheduleValues, validateSchedule } from "./scheduleForm";

const parse = (text: string, currency: CurrencyCode) => parseMoneyInput(text, currency, "en");
const TODAY = "2026-11-26";
const account = { _id: "a1", type: "bank", currency: "USD" } as unknown as AccountView;

describe("schedule form: start date", () => {
  const values = { ...newScheduleValues([account], TODAY), amount: "12.50" };

  test("a start 5 years back is the earliest; 1900 or 6 years back is START_TOO_EARLY", () => {
    expect(validateSchedule({ ...values, startDate: "2021-11-26" }, parse, "USD", TODAY)).toEqual(
      {},
    );
    for (const startDate of ["1900-01-01", "2020-11-26", "2021-11-25"]) {
      expect(validateSchedule({ ...values, startDate }, parse, "USD", TODAY)).toEqual({
        startDate: "START_TOO_EARLY",
      });
    }
  });

  test("editing keeps an old start the schedule already has", () => {
    const old = { ...values, startDate: "2015-01-01" };
    expect(validateSchedule(old, parse, "USD", TODAY, "2015-01-01")).toEqual({});
    expect(validateSchedule(old, parse, "USD", TODAY, "2016-01-01")).toEqual({
      startDate: "START_TOO_EARLY",
    });
  });
});
