import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { AuthPage } from "./pages/AuthPage";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { hasHorizontalScroll, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** Waits until a locator's text equals `expected` (live updates arrive over the socket). */
async function textBecomes(page: Page, testId: string, expected: string) {
  await page.waitForFunction(
    ([id, text]) => document.querySelector(`[data-testid="${id}"]`)?.textContent === text,
    [testId, expected] as const,
  );
}

describe("accounts and transactions", () => {
  test("R22 R24 R25 R26 R27 R65 accounts are created through the 3-step wizard", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("ledger"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.empty.getByText("You have no accounts yet").waitFor();

    await accounts.addAccount({ type: "Bank account", balance: "1,234.56" });
    expect(await accounts.balanceOf("Bank account")).toBe("$1,234.56");

    await accounts.addAccount({
      type: "Credit card",
      name: "Visa",
      balance: "300",
      creditLimit: "2,000",
      billingDay: "5",
      paymentDay: "25",
    });
    expect(await accounts.balanceOf("Visa")).toBe("-$300.00");
    expect(await accounts.row("Visa").getByTestId("account-details").textContent()).toMatch(
      /^Available \$1,700\.00 · Payment due /,
    );

    await accounts.addAccount({
      type: "Loan",
      name: "Car loan",
      balance: "12,000",
      dueDate: "2030-01-31",
      paymentType: "Periodic",
      paymentAmount: "350",
    });
    expect(await accounts.row("Car loan").getByTestId("account-details").textContent()).toBe(
      "Due Jan 31, 2030 · Payment $350.00, Periodic",
    );
    expect(await accounts.netWorth.textContent()).toBe("-$11,065.44");
    await context.close();
  });

  test("R55 a billing day outside 1–31 is refused with 'Please enter a valid day.'", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("ledger"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.openWizard();
    await accounts.dialog.getByRole("radio", { name: /^Credit card/ }).check();
    await accounts.dialog.getByRole("button", { name: "Next" }).click();
    await accounts.fillDetails({ creditLimit: "100", billingDay: "32", paymentDay: "0" });
    await accounts.dialog.getByRole("button", { name: "Next" }).click();
    expect(await accounts.dialog.getByText("Please enter a valid day.").count()).toBe(2);
    expect(await accounts.dialog.getByTestId("account-review").count()).toBe(0);
    await context.close();
  });

  test("R28 R29 R30 add, edit and delete transactions and a transfer; balances follow", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("ledger"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "1,000" });
    await accounts.addAccount({ type: "Savings account", name: "Rainy day" });

    const tx = new TransactionsPage(page);
    await tx.goto();
    await tx.prompt.getByText("Select an account to see its transactions").waitFor();
    await tx.selectAccount("Checking");
    await tx.empty.getByText("No transactions yet").waitFor();
    expect(await tx.balance.textContent()).toBe("$1,000.00");

    await tx.add({ amount: "42.50", date: "2025-03-14", category: "Food", notes: "Groceries" });
    await textBecomes(page, "account-balance", "$957.50");
    const row = tx.row("Groceries");
    expect(await row.getByTestId("transaction-amount").textContent()).toBe("-$42.50");
    expect(await tx.cell("Groceries", "date")).toBe("Mar 14, 2025");
    expect(await tx.cell("Groceries", "category")).toBe("Food");

    await tx.edit("Groceries", { amount: "50", notes: "Groceries and bread" });
    await textBecomes(page, "account-balance", "$950.00");

    await tx.add({ kind: "Transfer", amount: "200", toAccount: "Rainy day", notes: "Saving" });
    await textBecomes(page, "account-balance", "$750.00");
    expect(await tx.cell("Saving", "payee")).toBe("Transfer to Rainy day");
    expect(await tx.cell("Saving", "category")).toBe("Transfer");

    const question = await tx.delete("Groceries and bread");
    expect(question).toContain(
      "Are you sure you want to delete this transaction? You can undo this for 30 seconds.",
    );
    await textBecomes(page, "account-balance", "$800.00");

    // The choice is in the URL: a reload keeps the account.
    const id = tx.accountId();
    await page.reload();
    await tx.balance.waitFor();
    expect(tx.accountId()).toBe(id);
    expect(await tx.balance.textContent()).toBe("$800.00");

    await accounts.goto();
    expect(await accounts.balanceOf("Rainy day")).toBe("$200.00");
    const asked = await accounts.deleteAccount("Rainy day");
    expect(asked).toContain(
      "Are you sure you want to delete this account? This action cannot be undone.",
    );
    await context.close();
  });

  test("R29 LIVE: adding, editing and deleting in one page updates the list and balance in another", async () => {
    const email = uniqueEmail("live");
    const first = await openPage(browser());
    await signUpVerified(first.page, email);
    await new AccountsPage(first.page).goto();
    await new AccountsPage(first.page).addAccount({ type: "Cash", name: "Wallet", balance: "100" });
    const one = new TransactionsPage(first.page);
    await one.goto();
    await one.selectAccount("Wallet");

    const second = await openPage(browser());
    await new AuthPage(second.page).logIn(email);
    const two = new TransactionsPage(second.page);
    await two.goto(`?account=${one.accountId()}`);
    await two.balance.waitFor();
    expect(await two.balance.textContent()).toBe("$100.00");

    await one.add({ amount: "12.34", notes: "Coffee beans" });
    await two.row("Coffee beans").waitFor();
    await textBecomes(second.page, "account-balance", "$87.66");

    await one.edit("Coffee beans", { amount: "20", notes: "Coffee and milk" });
    await two.row("Coffee and milk").waitFor();
    await textBecomes(second.page, "account-balance", "$80.00");

    await one.delete("Coffee and milk");
    await two.empty.waitFor();
    await textBecomes(second.page, "account-balance", "$100.00");
    await first.context.close();
    await second.context.close();
  });

  test("R37 exchange rates: a missing rate is named, and adding it completes the net worth", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("rates"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Cash", name: "Dollars", balance: "100" });
    await accounts.addAccount({
      type: "Savings account",
      name: "Euros",
      balance: "100",
      currency: "EUR",
    });
    const missing = page.getByTestId("missing-rates");
    await missing.getByText("No rate EUR → USD").waitFor();
    expect(await accounts.netWorth.textContent()).toBe("$100.00");

    await missing.getByRole("button", { name: "Add rate" }).click();
    const dialog = page.getByRole("dialog", { name: "Exchange rates" });
    await dialog.getByLabel("Rate", { exact: true }).fill("1.1");
    await dialog.getByRole("button", { name: "Save rate" }).click();
    await dialog.getByTestId("rate-row").waitFor();
    await page.keyboard.press("Escape");
    await missing.waitFor({ state: "detached" });
    await textBecomes(page, "net-worth", "$210.00");
    await context.close();
  });

  test("the ledger screens fit 360 px without horizontal scroll", async () => {
    const { context, page } = await openPage(browser(), { width: 360, height: 740 });
    await signUpVerified(page, uniqueEmail("narrow"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({
      type: "Credit card",
      name: "A card with a rather long name",
      balance: "1,234,567.89",
      creditLimit: "2,000,000",
      billingDay: "1",
      paymentDay: "15",
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    const tx = new TransactionsPage(page);
    await tx.goto();
    await tx.selectAccount("A card with a rather long name");
    await tx.add({
      amount: "1,234.56",
      notes: "A long note that should wrap instead of pushing the amount off screen",
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });
});
