import { describe, expect, test } from "vitest";
import { AccountsPage, freshLedger } from "./pages/AccountsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("one ledger across all accounts", () => {
  test("R28 the all-accounts ledger names each row's account, adds to a chosen one and is remembered", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "allacc");
    await ledger.add({ amount: "12", notes: "Lunch", category: "Food" });
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Cash", name: "Wallet", balance: "50" });

    await ledger.goto();
    await ledger.selectAll();
    await page.getByTestId("all-accounts-ledger").waitFor();
    expect(new URL(page.url()).searchParams.get("account")).toBe("all");
    await ledger.row("Lunch").waitFor();
    expect(await ledger.cell("Lunch", "account")).toBe("Checking");

    // Adding asks which account.
    await page.getByTestId("add-transaction").first().click();
    await page.getByRole("menuitem", { name: /^Wallet \(/ }).click();
    await ledger.dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    await ledger.dialog.getByLabel(/^Amount/).fill("3.50");
    await ledger.dialog.getByLabel("Notes", { exact: true }).fill("Coffee");
    await ledger.dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Transaction added").first().waitFor();
    await ledger.row("Coffee").waitFor();
    expect(await ledger.cell("Coffee", "account")).toBe("Wallet");
    expect(await ledger.rows.count()).toBe(2);

    // Leaving and coming back offers the same view again.
    await page.goto("/accounts");
    await ledger.goto();
    await page.getByTestId("open-all").click();
    await page.getByTestId("all-accounts-ledger").waitFor();
    await context.close();
  });

  test("R28 an amount range across accounts reads each row in its own currency", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "allamount");
    await ledger.add({ amount: "50", notes: "Dinner" });
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Cash", name: "Yen purse", currency: "JPY", balance: "0" });
    await ledger.goto();
    await ledger.selectAccount("Yen purse");
    await ledger.add({ amount: "50", notes: "Tea" });
    await ledger.add({ amount: "5000", notes: "Ryokan" });

    await ledger.selectAll();
    await ledger.row("Ryokan").waitFor();
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByText("Amounts are read in each transaction's own currency.").waitFor();
    await page.getByLabel("Minimum amount").fill("40");
    await page.getByLabel("Maximum amount").fill("60");
    await ledger.row("Ryokan").waitFor({ state: "detached" });
    // The list reloads for the new range: count once the matching rows are back.
    await ledger.row("Tea").waitFor();
    await ledger.row("Dinner").waitFor();
    expect(await ledger.rows.count()).toBe(2);
    await context.close();
  });

  test("a search lists its matches in the chosen date order, here and in one account", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "searchsort");
    // Entered out of date order, so neither insertion nor relevance order passes for it.
    await ledger.add({ amount: "3", date: "2024-03-05", notes: "Coffee March" });
    await ledger.add({ amount: "4", date: "2024-05-01", notes: "Coffee May" });
    await ledger.add({ amount: "5", date: "2024-01-02", notes: "Coffee coffee January" });
    await ledger.add({ amount: "6", date: "2024-04-01", notes: "Tea April" });
    const titles = () => ledger.rows.getByTestId("transaction-title").allTextContents();
    const search = page.getByLabel("Search payee and notes");
    const sort = page.getByRole("combobox", { name: "Sort by date" });
    const newest = ["Coffee May", "Coffee March", "Coffee coffee January"];

    for (const view of ["one account", "all accounts"]) {
      if (view === "all accounts") {
        await ledger.selectAll();
        await page.getByTestId("all-accounts-ledger").waitFor();
      }
      await search.fill("coffee");
      await ledger.row("Tea April").waitFor({ state: "detached" });
      await expect.poll(titles, { message: view }).toEqual(newest);
      await sort.click();
      await page.getByRole("option", { name: "Oldest first" }).click();
      await expect.poll(titles, { message: view }).toEqual([...newest].reverse());
      await sort.click();
      await page.getByRole("option", { name: "Newest first" }).click();
      await search.fill("");
    }
    await context.close();
  });
});
