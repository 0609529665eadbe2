import { screen } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import homeEn from "./locales/en.json";
import { UpcomingBillsCard } from "./UpcomingBillsCard";

const item = {
  scheduleId: "s1",
  date: "2024-11-15",
  dueDate: "2024-11-15",
  currency: "EUR",
  accountId: "bank",
  status: "scheduled",
};
const results: Record<string, unknown> = {
  "accounts:list": [{ _id: "loan", name: "Car loan", type: "loan", currency: "EUR" }],
  "schedules:upcoming": {
    items: [
      { ...item, kind: "transfer", amount: 28000, category: "other", toAccountId: "loan" },
      { ...item, scheduleId: "s2", kind: "expense", amount: 95000, category: "housing" },
    ],
    displayCurrency: "EUR",
    totalIncome: 0,
    totalExpense: 95000,
    missingRates: [],
  },
};
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) => results[getFunctionName(ref as never)],
}));

describe("Home: upcoming bills", () => {
  test("issue 15: a loan payment shows as a transfer to the loan, not as 'Other'", () => {
    const i18n = createTestI18n({ en: { home: homeEn } });
    renderWithProviders(<UpcomingBillsCard />, { i18n });
    expect(screen.getByText("Transfer to Car loan")).toBeTruthy();
    expect(screen.queryByText("Other")).toBeNull();
  });
});
