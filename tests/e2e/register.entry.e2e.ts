/** The register's entry row keeps what is typed: Tab takes the highlighted match. */
import { describe, expect, test } from "vitest";
import { AccountsPage, freshLedger } from "./pages/AccountsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("register entry row", () => {
  test("Tab accepts the highlighted payee and category; a category matching nothing is not replaced", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "entrytab");
    await page.goto(`/transactions?account=${ledger.accountId()}`);
    await ledger.balance.waitFor();
    await page.keyboard.press("n");
    await ledger.entry.waitFor();
    const category = () => ledger.entry.getByLabel("Category");

    // "Entert" then Tab files Entertainment (before, Tab dropped the text and saved Other).
    await page.keyboard.type("Corner Cinema");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Entert");
    await page.keyboard.press("Tab");
    expect(await category().inputValue()).toBe("Entertainment");
    await page.keyboard.type("Movie");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12");
    await page.keyboard.press("Enter");
    await ledger.row("Movie").waitFor();
    expect(await ledger.cell("Movie", "category")).toBe("Entertainment");

    // A typed start of a known payee: Tab completes it, and its history files the category.
    await expect.poll(() => ledger.entry.getByLabel("Payee").inputValue()).toBe("");
    await page.keyboard.type("Corner");
    await ledger.page
      .getByRole("option", { name: "Corner Cinema" })
      .waitFor({ state: "visible", timeout: 5_000 });
    await page.keyboard.press("Tab");
    expect(await ledger.entry.getByLabel("Payee").inputValue()).toBe("Corner Cinema");
    await expect.poll(() => category().inputValue(), { timeout: 5_000 }).toBe("Entertainment");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Matinee");
    await page.keyboard.press("Tab");
    await page.keyboard.type("4");
    await page.keyboard.press("Enter");
    await ledger.row("Matinee").waitFor();
    expect(await ledger.cell("Matinee", "payee")).toBe("Corner Cinema");
    // What the row showed is what was saved (before, leaving the field took the list's first).
    expect(await ledger.cell("Matinee", "category")).toBe("Entertainment");

    // Text that matches no category keeps the focus and says so; Enter saves nothing.
    await expect.poll(() => ledger.entry.getByLabel("Payee").inputValue()).toBe("");
    await page.keyboard.type("Kiosk");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Xyzzy");
    await page.keyboard.press("Tab");
    await ledger.entry.getByText("No category matches “Xyzzy”").waitFor();
    expect(await category().inputValue()).toBe("Xyzzy");
    await page.keyboard.press("Enter");
    expect(await category().inputValue()).toBe("Xyzzy");
    expect(await ledger.rows.count()).toBe(2);
    await context.close();
  });

  test("a “Transfer: Savings” payee and the category's “Split” are entered from the keyboard", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "entrykinds");
    const checking = ledger.accountId();
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Savings", balance: "0" });
    await page.goto(`/transactions?account=${checking}`);
    await ledger.balance.waitFor();
    await page.keyboard.press("n");
    await ledger.entry.waitFor();
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? "");

    // Tab completes the transfer choice; the category cell says Transfer and Tab passes it by.
    await page.keyboard.type("Transfer: Sav");
    await page.keyboard.press("Tab");
    expect(await ledger.entry.getByLabel("Payee").inputValue()).toBe("Transfer: Savings");
    expect(await ledger.entry.getByTestId("entry-category-kind").inputValue()).toBe("Transfer");
    await page.keyboard.type("Rainy day");
    await page.keyboard.press("Tab");
    await page.keyboard.type("300");
    await page.keyboard.press("Enter");
    await ledger.row("Rainy day").waitFor();
    expect(await ledger.cell("Rainy day", "payee")).toBe("Transfer to Savings");
    expect(await ledger.cell("Rainy day", "category")).toBe("Transfer");

    // "Split" in the category: the total first, then each part's category and amount.
    await expect.poll(() => ledger.entry.getByLabel("Payee").inputValue()).toBe("");
    await page.keyboard.type("Market");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Split");
    await page.keyboard.press("Tab");
    await expect.poll(focused, { timeout: 5_000 }).toBe("entry-amount");
    await page.keyboard.type("30");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("entry-part-category-0");
    await page.keyboard.type("Food");
    await page.keyboard.press("Tab");
    await page.keyboard.type("20");
    await page.keyboard.press("Tab"); // the part's notes
    await page.keyboard.press("Tab"); // its remove button
    await page.keyboard.press("Tab");
    expect(await focused()).toBe("entry-part-category-1");
    await page.keyboard.type("Shop");
    await page.keyboard.press("Tab");
    await page.keyboard.type("10");
    await ledger.entry.getByText("Fully assigned").waitFor();
    await page.keyboard.press("Enter");
    await ledger.row("Market").waitFor();
    expect(await ledger.cell("Market", "category")).toBe("Split (2)");
    expect(await ledger.splitParts("Market")).toMatch(/Food.*20\.00.*Shopping.*10\.00/);
    await context.close();
  });
});
