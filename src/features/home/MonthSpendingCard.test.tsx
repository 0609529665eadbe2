import { screen } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import homeEn from "./locales/en.json";
import { MonthSpendingCard } from "./MonthSpendingCard";

/** The month: a 400.00 food budget, 368.95 spent on food, 1,360.80 elsewhere. */
const month = {
  month: "2024-06",
  displayCurrency: "USD",
  isCurrentMonth: true,
  daysElapsed: 27,
  daysInMonth: 30,
  categories: [],
  overall: null,
  unbudgeted: [],
  totals: { budgeted: 40_000, spent: 36_895, remaining: 3_105, unbudgeted: 136_080 },
  missingRates: [],
  complete: true,
};
let result: unknown = month;
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) => (getFunctionName(ref as never) === "budgets:month" ? result : []),
}));

const render = () =>
  renderWithProviders(<MonthSpendingCard />, {
    i18n: createTestI18n({ en: { home: homeEn } }),
    route: "/",
  });

describe("Home: this month", () => {
  test("R31 the budget headline compares budgeted categories; other spending is shown apart", () => {
    render();
    expect(screen.getByTestId("home-month-spent").textContent).toBe("$368.95");
    expect(screen.getByText("Left to spend:")).toBeTruthy();
    expect(screen.queryByText("Over budget by")).toBeNull();
    expect(screen.getByTestId("home-month-unbudgeted").textContent).toBe(
      "Spent outside your budgets: $1,360.80",
    );
  });

  test("without a budget the headline is everything spent this month", () => {
    result = {
      ...month,
      totals: { budgeted: 0, spent: 0, remaining: 0, unbudgeted: 172_975 },
    };
    render();
    expect(screen.getByTestId("home-month-spent").textContent).toBe("$1,729.75");
    expect(screen.getByText("spent so far")).toBeTruthy();
    expect(screen.queryByTestId("home-month-unbudgeted")).toBeNull();
  });
});
