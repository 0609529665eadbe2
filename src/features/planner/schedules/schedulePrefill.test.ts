import { describe, expect, test } from "vitest";
import type { AccountView } from "../../../data/accounts";
import { prefillFrom } from "./schedulePrefill";

const accounts = [{ _id: "bank", name: "Checking", currency: "USD" }] as unknown as AccountView[];
const toText = (amount: number) => (amount / 100).toFixed(2);
const params = (query: string) => new URLSearchParams(query);

describe("a schedule filled in from the advisor's link", () => {
  test("the detected charge's values fill the new schedule", () => {
    const query =
      "tab=recurring&add=expense&account=bank&amount=3250&category=education" +
      "&notes=Page+%26+Co&frequency=monthly&start=2024-07-25";
    expect(prefillFrom(params(query), accounts, toText)).toEqual({
      kind: "expense",
      accountId: "bank",
      amount: "32.50",
      category: "education",
      notes: "Page & Co",
      frequency: "monthly",
      startDate: "2024-07-25",
      dayOfMonth: 25,
    });
  });

  test("nothing without add=income|expense; values that do not check out are left out", () => {
    expect(prefillFrom(params("tab=recurring"), accounts, toText)).toBeNull();
    const query = "add=income&account=other&amount=-5&frequency=hourly&start=2024-02-30";
    expect(prefillFrom(params(query), accounts, toText)).toEqual({ kind: "income" });
  });
});
