import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

/** The category shown in each row's details, by title, once every row shows `expected`. */
async function categoriesBecome(page: Page, expected: Record<string, string>) {
  await page.waitForFunction((want) => {
    const rows = [...document.querySelectorAll('[data-testid="transaction-row"]')];
    return Object.entries(want).every(([title, category]) => {
      const row = rows.find(
        (r) => r.querySelector('[data-testid="transaction-title"]')?.textContent === title,
      );
      return row?.querySelector('[data-testid="cell-category"]')?.textContent?.includes(category);
    });
  }, expected);
}

describe("bulk edits", () => {
  test("select a range with shift-click, re-categorise it, then Undo restores each category", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "bulk");
    await tx.add({ amount: "10", date: "2025-03-01", category: "Food", notes: "Bakery" });
    await tx.add({ amount: "20", date: "2025-03-02", category: "Shopping", notes: "Shoes" });
    await tx.add({ amount: "30", date: "2025-03-03", category: "Travel", notes: "Train" });

    // Newest first: Train, Shoes, Bakery. Click Train, shift-click Bakery: all three.
    await page.getByRole("checkbox", { name: "Select Train" }).click();
    await page.getByRole("checkbox", { name: "Select Bakery" }).click({ modifiers: ["Shift"] });
    expect(await page.getByTestId("bulk-count").textContent()).toBe("Selected: 3");
    const bar = page.getByTestId("bulk-actions");
    await bar.getByLabel("New category").click();
    await page.getByRole("option", { name: "Healthcare", exact: true }).click();
    await bar.getByTestId("bulk-recategorize").click();
    await page.getByText("Category changed for 3 transactions.").waitFor();
    await categoriesBecome(page, {
      Bakery: "Healthcare",
      Shoes: "Healthcare",
      Train: "Healthcare",
    });
    expect(await page.getByTestId("bulk-actions").count()).toBe(0);

    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Change undone.").waitFor();
    await categoriesBecome(page, { Bakery: "Food", Shoes: "Shopping", Train: "Travel" });

    // Everything matching the (empty) filter, applied by the server page by page.
    await page.getByRole("checkbox", { name: "Select Shoes" }).click();
    await page.getByTestId("select-matching").click();
    expect(await page.getByTestId("bulk-count").textContent()).toBe(
      "All transactions matching the filter",
    );
    await bar.getByLabel("New category").click();
    await page.getByRole("option", { name: "Gifts and donations" }).click();
    await bar.getByTestId("bulk-recategorize").click();
    await page.getByText("Category changed for 3 transactions.").waitFor();
    await categoriesBecome(page, {
      Bakery: "Gifts and donations",
      Shoes: "Gifts and donations",
      Train: "Gifts and donations",
    });
    await context.close();
  });

  test("a deleted transaction comes back with Undo, and the balance follows", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "bulk");
    await tx.add({ amount: "40", date: "2025-03-01", category: "Food", notes: "Dinner" });
    await tx.delete("Dinner");
    await tx.empty.waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await tx.row("Dinner").waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="account-balance"]')?.textContent === "$960.00",
    );
    await context.close();
  });

  test("set the payee and a tag on many at once, then Undo takes them off", async () => {
    const { context, page } = await openPage(browser());
    const tx = await freshLedger(page, "bulkpayee");
    await tx.add({ amount: "12", date: "2025-03-01", notes: "Card 4411" });
    await tx.add({ amount: "15", date: "2025-03-02", notes: "Card 4412" });
    await page.getByRole("checkbox", { name: "Select Card 4412" }).click();
    await page.getByRole("checkbox", { name: "Select Card 4411" }).click({ modifiers: ["Shift"] });
    await page.getByTestId("bulk-edit").click();
    const dialog = page.getByRole("dialog", { name: "Change payee and tags" });
    await dialog.getByLabel("Set the payee (empty removes it)").check();
    await dialog.getByLabel("Payee", { exact: true }).fill("Corner Shop");
    await dialog.getByLabel("Add tags").fill("errands");
    await dialog.getByLabel("Add tags").press("Enter");
    await dialog.getByTestId("bulk-edit-apply").click();
    await page.getByText("Payee or tags changed for 2 transactions.").waitFor();
    // The payee now leads each row, its notes and the tag follow in the details.
    expect(await tx.row("Corner Shop").count()).toBe(2);
    expect(await tx.row("Card 4411").getByTestId("transaction-tags").textContent()).toContain(
      "errands",
    );
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByText("Change undone.").waitFor();
    await page.waitForFunction(
      () =>
        !document
          .querySelector('[data-testid="transaction-list"]')
          ?.textContent?.includes("Corner Shop"),
    );
    await context.close();
  });
});
