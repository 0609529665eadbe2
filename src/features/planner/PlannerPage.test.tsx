import { fireEvent, screen, within } from "@testing-library/react";
import { getFunctionName } from "convex/server";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import plannerEn from "./locales/en.json";
import PlannerPage from "./PlannerPage";

const account = {
  _id: "a1",
  _creationTime: 1,
  name: "Checking",
  type: "bank",
  currency: "USD",
  initialBalance: 0,
  balance: 100000,
};
const results: Record<string, unknown> = {
  "accounts:list": [account],
  "preferences:get": { currency: "USD" },
  "budgets:month": {
    month: "2025-03",
    displayCurrency: "USD",
    isCurrentMonth: true,
    daysElapsed: 10,
    daysInMonth: 31,
    categories: [],
    overall: null,
    unbudgeted: [{ category: "food", spent: 4200 }],
    totals: { budgeted: 0, spent: 0, remaining: 0, unbudgeted: 4200 },
    missingRates: ["EUR"],
    complete: false,
  },
  "schedules:list": [],
  "schedules:upcoming": {
    items: [],
    displayCurrency: "USD",
    totalIncome: 0,
    totalExpense: 0,
    missingRates: [],
  },
  "plans:list": {
    capacity: {
      currency: "USD",
      months: [],
      monthsUsed: 0,
      monthToDate: false,
      averageNet: null,
      newRecurringNet: 0,
      recurringInHistoryNet: 0,
      dayToDayNet: null,
      monthly: null,
    },
    plans: [],
    totalMonthlyNeeded: 0,
    missingRates: [],
  },
};
vi.mock("convex/react", () => ({
  useQuery: (ref: unknown) => results[getFunctionName(ref as never)],
  useMutation: () => vi.fn(),
  useConvexAuth: () => ({ isAuthenticated: true, isLoading: false }),
  useConvex: () => ({}),
}));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const i18n = createTestI18n({ en: { planner: plannerEn } });
const open = (route: string) => renderWithProviders(<PlannerPage />, { i18n, route });

describe("R31 planner: screen", () => {
  test("R31 planner: the budget tab is the default and its empty state sets a first budget", () => {
    open("/planner");
    expect(screen.getByRole("tab", { name: "Budget" }).getAttribute("aria-selected")).toBe("true");
    const empty = screen.getByTestId("budget-empty");
    fireEvent.click(within(empty).getByRole("button", { name: "Set your first budget" }));
    expect(screen.getByTestId("add-budget")).toBeTruthy();
  });

  test("R31 planner: unbudgeted spending and a missing rate are shown, never hidden", () => {
    open("/planner?tab=budget");
    expect(within(screen.getByTestId("unbudgeted")).getByText("$42.00")).toBeTruthy();
    expect(screen.getByTestId("budget-missing-rates").textContent).toContain(
      "Amounts in EUR are left out of these totals",
    );
  });

  test("R31 planner: the tab comes from the URL; recurring offers to add a bill or income", () => {
    open("/planner?tab=recurring");
    expect(screen.getByRole("tab", { name: "Recurring" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    const empty = screen.getByTestId("recurring-empty");
    expect(
      within(empty).getByRole("button", { name: "Add a recurring bill or income" }),
    ).toBeTruthy();
  });

  test("R31 planner: plans offers to create a savings goal or purchase plan", () => {
    open("/planner?tab=plans");
    const empty = screen.getByTestId("plans-empty");
    expect(
      within(empty).getByRole("button", { name: "Create a savings goal or purchase plan" }),
    ).toBeTruthy();
  });
});
