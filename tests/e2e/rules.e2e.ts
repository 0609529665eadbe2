import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("payees and rules", () => {
  test("a rule created from a suggestion categorises the next entry", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "rules");
    for (const amount of ["20", "35.50", "12"]) {
      await ledger.add({ amount, payee: "REWE", category: "Food" });
    }

    await page.goto("/rules");
    const suggestions = page.getByTestId("rule-suggestions");
    await suggestions.getByText("You put “REWE” in Food 3 times. Always do that?").waitFor();
    await suggestions.getByRole("button", { name: "Create a rule for REWE" }).click();
    // The new rule offers to file existing transactions; these already are.
    const apply = page.getByRole("dialog", {
      name: "Rule saved. Apply it to existing transactions too?",
    });
    await apply.getByTestId("apply-nothing").waitFor();
    await apply.getByRole("button", { name: "Not now" }).click();
    await page.getByTestId("rule-row").filter({ hasText: "When the payee is “REWE”" }).waitFor();
    expect(await suggestions.count()).toBe(0);

    await ledger.goto();
    await ledger.selectAccount("Checking");
    await page.getByTestId("add-transaction").first().click();
    const dialog = ledger.dialog;
    await dialog.getByLabel(/^Amount/).fill("8.99");
    // The payee field suggests the existing payee; the rule fills in the category.
    await dialog.getByLabel("Payee", { exact: true }).fill("re");
    await page.getByRole("option", { name: "REWE" }).click();
    await dialog.getByText("Filled in by one of your rules").waitFor();
    expect(await dialog.getByTestId("category-field").inputValue()).toBe("Food");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.getByText("Transaction added").first().waitFor();
    const row = ledger.row("$8.99");
    expect(await row.getByTestId("cell-category").textContent()).toBe("Food");

    await page.goto("/payees");
    const rewe = page.getByTestId("payee-row").filter({ hasText: "REWE" });
    expect(await rewe.textContent()).toContain("4");
    expect(await rewe.textContent()).toContain("$76.49");
    await context.close();
  });
});
