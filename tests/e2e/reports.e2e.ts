import { describe, expect, test } from "vitest";
import { monthKey } from "../../convex/shared/dates";
import { freshLedger, signUpVerified } from "./pages/AccountsPage";
import { ReportsPage } from "./pages/ReportsPage";
import { expectAccessibleOnPhone, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** The browser's calendar month, which is what "This month" means to the app. */
function thisMonth(): string {
  const now = new Date();
  return monthKey(
    `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`,
  );
}

describe("reports", () => {
  test("R31 a report renders: chart, table with the figures, and a CSV with the rows", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "reports");
    // Dated today (the form's default), so every period preset includes them.
    await tx.add({ amount: "42.50", category: "Food", notes: "Groceries" });
    await tx.add({ amount: "120", category: "Housing", notes: "Rent share" });
    await tx.add({ kind: "Income", amount: "2,000", notes: "Salary" });

    const reports = new ReportsPage(page);
    await reports.goto("?period=thisMonth");
    await reports.chart("spending-by-category").waitFor();
    expect(await reports.summary("spending-by-category").textContent()).toBe(
      "$162.50 spent, most of it on Housing (73.8%).",
    );
    expect(await reports.tableRows("spending-by-category")).toEqual([
      ["Housing", "$120.00", "73.8%"],
      ["Food", "$42.50", "26.2%"],
    ]);
    expect(await reports.totalRow("spending-by-category")).toEqual(["Total", "$162.50", "100%"]);
    expect(await reports.totalRow("income-vs-expenses")).toEqual([
      "Total",
      "$2,000.00",
      "$162.50",
      "$1,837.50",
    ]);

    const month = thisMonth();
    const csv = await reports.downloadCsv("spending-by-category");
    expect(csv.fileName).toBe(`spending-by-category-${month}_${month}.csv`);
    expect(csv.text.split("\r\n")).toEqual([
      "Category,Amount,Currency,Share (%)",
      "Housing,120.00,USD,73.8",
      "Food,42.50,USD,26.2",
    ]);

    // The period is in the URL: a reload shows the same report.
    await reports.choosePeriod("Last 3 months");
    await page.waitForURL(/period=last3/);
    await page.reload();
    await reports.chart("spending-by-category").waitFor();
    expect(await reports.period.inputValue()).toBe("Last 3 months");
    expect(await reports.tableRows("spending-by-category")).toHaveLength(2);

    await expectAccessibleOnPhone(page);
    await context.close();
  });

  test("R31 a period without transactions shows the empty state, in dark mode and at 360 px", async () => {
    const { context, page } = await openPage(browser(), {
      colorScheme: "dark",
      width: 360,
      height: 740,
    });
    await signUpVerified(page, uniqueEmail("reports-empty"));
    const reports = new ReportsPage(page);
    await reports.goto();
    await reports.empty.getByText("No transactions in this period").waitFor();
    await reports.empty.getByRole("link", { name: "Go to transactions" }).waitFor();
    await expectAccessibleOnPhone(page);
    await context.close();
  });
});
