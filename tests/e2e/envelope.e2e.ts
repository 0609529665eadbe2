import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { EnvelopePage } from "./pages/EnvelopePage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, seriousA11yViolations, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** Noon on the first day of the month after `now`, in the browser's own calendar. */
function nextMonthStart(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth() + 1, 1, 12);
}

describe("envelope budgeting", () => {
  test("Ready to Assign after income, an assignment, overspending and the month turning", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("envelope");
    await signUpVerified(page, email);
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "0" });

    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Checking");
    await ledger.add({ kind: "Income", amount: "3000", category: "Income" });

    const budget = new EnvelopePage(page);
    await budget.goto();
    await budget.useEnvelopes();
    // Income goes to Ready to Assign at once.
    await budget.waitForText(budget.readyToAssign, "$3,000.00");

    await budget.assign("Food", "200");
    await budget.waitForText(budget.readyToAssign, "$2,800.00");
    await budget.waitForText(budget.available("food"), "$200.00");

    // Spending more than assigned: Food goes red, Ready to Assign stays until the month ends.
    await ledger.goto();
    await ledger.selectAccount("Checking");
    await ledger.add({ kind: "Expense", amount: "250", category: "Food" });
    await budget.goto();
    await budget.waitForText(budget.available("food"), "-$50.00");
    expect(await budget.available("food").getAttribute("data-state")).toBe("overspent");
    await budget.waitForText(budget.readyToAssign, "$2,800.00");
    // Colours and the inline fields pass axe (contrast, labels).
    expect((await seriousA11yViolations(page)).map((v) => v.id)).toEqual([]);

    // The month turns: Food starts at 0 and the overspending is taken from Ready to Assign.
    const thisMonth = await budget.month.textContent();
    await page.clock.setFixedTime(nextMonthStart());
    await budget.goto();
    await budget.month.filter({ hasNotText: thisMonth ?? "" }).waitFor();
    await budget.waitForText(budget.readyToAssign, "$2,750.00");
    await budget.waitForText(budget.available("food"), "$0.00");
    await budget.header
      .getByText("$50.00 overspent in cash last month was taken from it.")
      .waitFor();

    // Assigning more than there is: shown plainly, with the way out.
    await budget.assign("Housing", "3000");
    await budget.waitForText(budget.readyToAssign, "-$250.00");
    await page.getByText("You assigned $250.00 more than you have").waitFor();

    // Live everywhere: the same user in another browser follows without a reload.
    const b = await openPage(browser());
    await b.page.clock.setFixedTime(nextMonthStart());
    await new AuthPage(b.page).logIn(email);
    const other = new EnvelopePage(b.page);
    await other.goto();
    await other.waitForText(other.readyToAssign, "-$250.00");
    await budget.assign("Housing", "2750");
    await other.waitForText(other.readyToAssign, "$0.00");
    await b.context.close();
    await context.close();
  });
});
