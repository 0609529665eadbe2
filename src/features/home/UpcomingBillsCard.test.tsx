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
vi.mock("../../lib/today", () => ({ useToday: () => "2024-11-10" }));
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) => results[getFunctionName(ref as never)],
}));

describe("Home: upcoming bills", () => {
  test("a loan payment shows as a transfer to the loan, not as 'Other'", () => {
    const i18n = createTestI18n({ en: { home: homeEn } });
    renderWithProviders(<UpcomingBillsCard />, { i18n });
    expect(screen.getByText("Transfer to Car loan")).toBeTruthy();
    expect(screen.queryByText("Other")).toBeNull();
  });

  test("a card payment and a loan payment due in the window are due items", () => {
    const saved = results["accounts:list"];
    const upcoming = results["schedules:upcoming"];
    results["accounts:list"] = [
      {
        _id: "visa",
        name: "Visa",
        type: "credit_card",
        currency: "EUR",
        nextPayment: { date: "2024-12-07", amount: 215_004 },
      },
      {
        _id: "car",
        name: "Car loan",
        type: "loan",
        currency: "EUR",
        nextPayment: { date: "2024-11-20", amount: 28_000 },
      },
      // Beyond the 30 days: not shown.
      {
        _id: "amex",
        name: "Amex",
        type: "credit_card",
        currency: "EUR",
        nextPayment: { date: "2024-12-25", amount: 5_000 },
      },
    ];
    results["schedules:upcoming"] = { ...(upcoming as object), items: [] };
    try {
      const i18n = createTestI18n({ en: { home: homeEn } });
      renderWithProviders(<UpcomingBillsCard />, { i18n });
      expect(screen.queryByText("Nothing due in the next 30 days.")).toBeNull();
      expect(screen.getByText("Visa payment")).toBeTruthy();
      expect(screen.getByText("€2,150.04")).toBeTruthy();
      expect(screen.getByText("Car loan instalment")).toBeTruthy();
      expect(screen.queryByText("Amex payment")).toBeNull();
    } finally {
      results["accounts:list"] = saved;
      results["schedules:upcoming"] = upcoming;
    }
  });
});
