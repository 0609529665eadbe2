import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ConvexError } from "convex/values";
import { getFunctionName } from "convex/server";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { createTestI18n, renderWithProviders } from "../../test/renderWithProviders";
import reportsEn from "./locales/en.json";
import ReportsPage from "./ReportsPage";

// Charts draw SVG through recharts, which jsdom cannot lay out; the tables carry the figures.
vi.mock("./charts/SpendingDonut", () => ({
  default: ({ centre }: { centre: string }) => <div data-testid="donut">{centre}</div>,
}));
vi.mock("./charts/IncomeExpenseBars", () => ({ default: () => <div /> }));
vi.mock("./charts/CashFlowChart", () => ({ default: () => <div /> }));
vi.mock("./charts/NetWorthChart", () => ({ default: () => <div /> }));
vi.mock("@mantine/notifications", () => ({ notifications: { show: vi.fn() } }));

const header = {
  from: "2025-01",
  to: "2025-02",
  displayCurrency: "USD",
  missingRates: [],
  complete: true,
};
const months = [
  {
    month: "2025-01",
    income: 500000,
    expense: 150000,
    net: 350000,
    transfersIn: 0,
    transfersOut: 0,
  },
  { month: "2025-02", income: 0, expense: 50000, net: -50000, transfersIn: 0, transfersOut: 0 },
];
const results: Record<string, unknown> = {};
const calls: { name: string; args: unknown }[] = [];
let failWith: unknown = null;

function reset() {
  Object.assign(results, {
    "accounts:list": [{ _id: "acc1", name: "Checking", currency: "USD" }],
    "reports:spendingByCategory": {
      ...header,
      total: 200000,
      categories: [
        { category: "housing", amount: 150000, share: 0.75 },
        { category: "food", amount: 50000, share: 0.25 },
      ],
    },
    "reports:incomeVsExpenses": {
      ...header,
      months,
      totals: { income: 500000, expense: 200000, net: 300000, savingsRate: 0.6 },
    },
    "reports:cashFlow": {
      ...header,
      months: [
        { ...months[0], cumulative: 350000 },
        { ...months[1], cumulative: 300000 },
      ],
      averageNet: 150000,
      averagedMonths: ["2025-01", "2025-02"],
    },
    "reports:netWorthOverTime": {
      ...header,
      points: [
        { month: "2025-01", assets: 400000, liabilities: -50000, netWorth: 350000 },
        { month: "2025-02", assets: 350000, liabilities: -50000, netWorth: 300000 },
      ],
    },
  });
}

vi.mock("convex/react", () => ({
  useQuery: (ref: unknown, args: unknown) => {
    const name = getFunctionName(ref as never);
    if (args === "skip") return undefined;
    calls.push({ name, args });
    if (failWith && name.startsWith("reports:")) throw failWith;
    return results[name];
  },
}));

const i18n = createTestI18n({ en: { reports: reportsEn } });
const renderPage = (route = "/reports?period=custom&from=2025-01&to=2025-02") =>
  renderWithProviders(<ReportsPage />, { i18n, route });

beforeEach(() => {
  reset();
  calls.length = 0;
  failWith = null;
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("R31 reports: the reports screen", () => {
  test("R31 reports: the URL period and accounts become the query arguments", () => {
    renderPage("/reports?period=custom&from=2025-01&to=2025-02&accounts=acc1,gone");
    const spending = calls.find((c) => c.name === "reports:spendingByCategory");
    // An id that is not one of the user's accounts is dropped instead of failing the report.
    expect(spending?.args).toEqual({ from: "2025-01", to: "2025-02", accountIds: ["acc1"] });
  });

  test("R31 reports: four reports with titles, summaries and data tables", async () => {
    renderPage();
    for (const title of [
      "Spending by category",
      "Income vs expenses",
      "Cash flow",
      "Net worth over time",
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByText("$2,000.00 spent, most of it on Housing (75%).")).toBeTruthy();
    const table = screen.getByTestId("spending-table");
    const rows = within(table)
      .getAllByTestId("report-row")
      .map((r) => r.textContent);
    expect(rows).toEqual(["Housing$1,500.0075%", "Food$500.0025%"]);
    expect(within(table).getByTestId("report-total").textContent).toBe("Total$2,000.00100%");
    expect(screen.getByText("You kept 60% of your income: $3,000.00.")).toBeTruthy();
    // The months averaged follow each other: one span, and how many they are.
    expect(screen.getByTestId("cash-flow-months").textContent).toMatch(
      /^Averaged over the 2 complete months of your history in this period: January\s–\sFebruary 2025\.$/u,
    );
    expect(screen.getByText("Down $500.00 over the period, to $3,000.00.")).toBeTruthy();
    await screen.findByTestId("donut");
  });

  test("R31 reports: the donut centre shows the total to the cent in the user's language", async () => {
    (results["reports:spendingByCategory"] as { total: number }).total = 518925;
    renderWithProviders(<ReportsPage />, {
      i18n: createTestI18n({ de: { reports: reportsEn } }, "de"),
      route: "/reports?period=custom&from=2025-01&to=2025-02",
    });
    expect((await screen.findByTestId("donut")).textContent).toBe("5.189,25\u00a0$");
  });

  test("R31 reports: Download CSV saves exactly the spending table's rows", async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), "blob:report"));
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Download CSV: Spending by category" }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(names).toEqual(["spending-by-category-2025-01_2025-02.csv"]);
    const text = (await blobs[0].text()).replace(/^\uFEFF/, "");
    expect(text).toBe(
      "Category,Amount,Currency,Share (%)\r\nHousing,1500.00,USD,75.0\r\nFood,500.00,USD,25.0",
    );
  });

  test("R31 reports: missing rates are named, never treated as 1:1", () => {
    const flows = results["reports:incomeVsExpenses"] as object;
    results["reports:incomeVsExpenses"] = {
      ...flows,
      missingRates: ["EUR", "GBP"],
      complete: false,
    };
    renderPage();
    expect(screen.getByTestId("report-missing-rates").textContent).toContain(
      "There is no exchange rate from EUR and GBP to USD",
    );
  });

  test("R31 reports: a period without transactions shows the empty state with a way forward", () => {
    const flows = results["reports:incomeVsExpenses"] as { months: typeof months };
    results["reports:incomeVsExpenses"] = {
      ...flows,
      months: flows.months.map((m) => ({ ...m, income: 0, expense: 0, net: 0 })),
    };
    renderPage();
    const empty = screen.getByTestId("reports-empty");
    expect(within(empty).getByText("No transactions in this period")).toBeTruthy();
    expect(
      within(empty).getByRole("link", { name: "Go to transactions" }).getAttribute("href"),
    ).toBe("/transactions");
    expect(screen.queryByRole("heading", { name: "Spending by category" })).toBeNull();
  });

  test("R31 reports: REPORT_TOO_LARGE is shown as the translated error", () => {
    failWith = new ConvexError({ code: "REPORT_TOO_LARGE" });
    renderPage();
    const alert = screen.getByTestId("report-error");
    expect(alert.textContent).toContain("This report could not be loaded");
    expect(alert.textContent).toContain("This report covers too much data.");
    expect(alert.textContent).not.toContain("REPORT_TOO_LARGE");
  });
});
