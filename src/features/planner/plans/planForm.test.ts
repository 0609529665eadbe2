import { describe, expect, test } from "vitest";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { parseMoneyInput } from "../../../../convex/shared/money";
import { newPlanValues, validatePlan, valuesToArgs } from "./planForm";

const parse = (text: string, currency: CurrencyCode) => parseMoneyInput(text, currency, "en");

describe("R31 planner: plan form", () => {
  test("R31 planner: an empty form reports each required field", () => {
    expect(validatePlan(newPlanValues("USD"), parse)).toEqual({
      name: "REQUIRED",
      amount: "REQUIRED",
      targetDate: "REQUIRED",
    });
  });

  test("R31 planner: a zero amount or an impossible date is refused", () => {
    const values = { ...newPlanValues("USD"), name: "Car", amount: "0", targetDate: "2025-02-30" };
    expect(validatePlan(values, parse)).toEqual({
      amount: "INVALID_AMOUNT",
      targetDate: "INVALID_DATE",
    });
  });

  test("R31 planner: valid values become trimmed create arguments in minor units", () => {
    const values = {
      ...newPlanValues("USD"),
      name: "  Car ",
      amount: "1500",
      targetDate: "2030-01-01",
      notes: " ",
    };
    expect(validatePlan(values, parse)).toEqual({});
    expect(valuesToArgs(values, 150000)).toEqual({
      name: "Car",
      kind: "goal",
      targetAmount: 150000,
      currency: "USD",
      targetDate: "2030-01-01",
      accountId: undefined,
      notes: undefined,
    });
  });
});
