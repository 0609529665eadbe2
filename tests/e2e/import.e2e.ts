import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { ImportPage } from "./pages/ImportPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();
const STATEMENT = resolve(import.meta.dirname, "fixtures/statement.csv");

async function balanceBecomes(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="account-balance"]')?.textContent === text,
    expected,
    { timeout: 15_000 },
  );
}

describe("statement import", () => {
  test("a CSV comes in through the preview, shows live in another tab, re-import adds nothing, undo restores", async () => {
    const email = uniqueEmail("import");
    const first = await openPage(browser());
    await signUpVerified(first.page, email);
    const accounts = new AccountsPage(first.page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "100" });
    const ledger = new TransactionsPage(first.page);
    await ledger.goto();
    await ledger.selectAccount("Checking");
    const accountId = ledger.accountId()!;

    const second = await openPage(browser());
    await new AuthPage(second.page).logIn(email);
    const watcher = new TransactionsPage(second.page);
    await watcher.goto(`?account=${accountId}`);
    await balanceBecomes(second.page, "$100.00");

    const importer = new ImportPage(first.page);
    await importer.goto(accountId);
    await importer.chooseFile(STATEMENT);
    expect(await importer.count("new")).toBe("5 new");
    expect(await importer.count("problems")).toBe("1 not readable");
    await importer.importAll();
    expect(await importer.result.textContent()).toContain("5 added");
    // 100 + 2,500 − 950 − 3.50 − 3.50 − 45.90
    await balanceBecomes(second.page, "$1,597.10");
    await watcher.row("Landlord").waitFor();

    await importer.chooseFile(STATEMENT);
    expect(await importer.count("new")).toBe("0 new");
    expect(await importer.count("duplicates")).toBe("5 duplicates");
    expect(await first.page.getByTestId("import-start").isDisabled()).toBe(true);

    await importer.undoLatest();
    await balanceBecomes(second.page, "$100.00");
    await first.context.close();
    await second.context.close();
  });
});
