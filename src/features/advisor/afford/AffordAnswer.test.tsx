import { screen, within } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../../test/renderWithProviders";
import type { Affordability } from "../../../data/advisor";
import advisorEn from "../locales/en.json";
import { AffordAnswer } from "./AffordAnswer";

vi.mock("convex/react", () => ({ useQuery: () => [], useMutation: () => vi.fn() }));

const line = (key: string, amount: number) => ({ key, amount }) as const;
const answer = {
  verdict: "yes",
  amount: 10_000,
  currency: "USD",
  date: "2024-08-27",
  includeSavings: false,
  reasons: {
    lines: [
      line("spendable", 621_075),
      line("income", 640_000),
      line("otherIncome", 0),
      line("bills", -275_880),
      line("dayToDay", -70_214),
    ],
    atDate: 914_981,
    accounts: [],
    setApart: [],
    monthlyNet: 147_025,
    monthsOfHistory: 2,
    historyMonths: ["2024-04", "2024-05"],
    planCommitments: 0,
    monthlyFree: 147_025,
  },
  shortfall: 0,
  suggestedMonthly: 0,
  affordableDate: "2024-08-27",
  missingRates: [],
  recognised: [
    {
      name: "Northwind",
      kind: "income",
      amount: 320_000,
      currency: "USD",
      category: "income",
      period: "monthly",
      path: "/planner?tab=recurring&add=income&notes=Northwind",
    },
    {
      name: "",
      kind: "expense",
      amount: 2_000,
      currency: "USD",
      category: "housing",
      period: "weekly",
      path: "/planner?tab=recurring&add=expense&category=housing",
    },
  ],
} as Affordability;

describe("can I afford it: the answer", () => {
  test("recurring items it counted are listed, each with a link to schedule it", () => {
    renderWithProviders(<AffordAnswer answer={answer} />, {
      i18n: createTestI18n({ en: { advisor: advisorEn } }),
    });
    const list = screen.getByTestId("afford-recognised");
    expect(within(list).getByText("Northwind · +$3,200.00 a month")).toBeTruthy();
    // Unnamed ones go by their category.
    expect(within(list).getByText("Housing · -$20.00 a week")).toBeTruthy();
    const link = within(list).getByRole("link", { name: "Schedule Northwind" });
    expect(link.getAttribute("href")).toBe("/planner?tab=recurring&add=income&notes=Northwind");
    expect(screen.getByText(/^Other usual income, per whole month until/)).toBeTruthy();
  });
});
