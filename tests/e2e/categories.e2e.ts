import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { PlannerPage } from "./pages/PlannerPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("own categories", () => {
  test("a category made in Settings files entries and budgets; deleting it moves them", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "owncat");

    await page.goto("/settings");
    const section = page.getByTestId("categories-section");
    await section.getByLabel("Name", { exact: true }).fill("Pets");
    await section.getByLabel("Group (optional)").fill("Home");
    await section.getByRole("button", { name: "Add category" }).click();
    await page.getByText("Category Pets added.").first().waitFor();
    await section.getByTestId("own-categories").getByText("Pets").waitFor();

    await ledger.goto();
    await ledger.selectAccount("Checking");
    await ledger.add({ amount: "42", notes: "Cat food", category: "Pets" });
    expect(await ledger.cell("Cat food", "category")).toBe("Pets");

    const planner = new PlannerPage(page);
    await planner.goto("budget");
    await planner.setBudget("Pets", "100");
    const budgets = page.getByTestId("budget-list");
    await budgets.getByText("Pets").waitFor();
    expect(await budgets.textContent()).toContain("$42.00 of $100.00");

    await page.goto("/settings");
    await section.getByRole("button", { name: "Actions for Pets" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete category" });
    await dialog.getByLabel("Move its transactions to").click();
    await page.getByRole("option", { name: "Food", exact: true }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await page.getByText("Category Pets deleted; its transactions are moving.").first().waitFor();

    await ledger.goto();
    await ledger.selectAccount("Checking");
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="cell-category"]')].some((d) =>
        d.textContent?.includes("Food"),
      ),
    );
    await context.close();
  });
});
