import type { Locator, Page } from "playwright-core";
import { freshLedger } from "./AccountsPage";
import type { NewTransaction, TransactionsPage } from "./TransactionsPage";

/** March 2025's expenses, in the order they are entered. */
const MARCH_EXPENSES: NewTransaction[] = [
  { amount: "100", date: "2025-03-01", category: "Housing", notes: "Rent" },
  { amount: "50", date: "2025-03-02", category: "Food", notes: "Market" },
  { amount: "20", date: "2025-03-03", category: "Food", notes: "Snack" },
];

/**
 * A fresh ledger (1,000 to start) with the first `count` of March 2025's expenses: Rent 100
 * (Housing), Market 50 and Snack 20 (Food), none cleared: what the reconciliation flows check.
 */
export async function ledgerToReconcile(
  page: Page,
  prefix: string,
  count = MARCH_EXPENSES.length,
): Promise<TransactionsPage> {
  const tx = await freshLedger(page, prefix);
  for (const expense of MARCH_EXPENSES.slice(0, count)) await tx.add(expense);
  return tx;
}

/**
 * The cleared marks in the ledger and the reconciliation of the selected account: a bar above
 * the register on a desktop, a dialog on a phone.
 */
export class ReconcileDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    const name = "Reconcile with a statement";
    return this.page
      .getByRole("dialog", { name })
      .or(this.page.getByRole("region", { name }))
      .first();
  }

  toggle(title: string): Locator {
    return this.page
      .getByTestId("transaction-row")
      .filter({ hasText: title })
      .getByTestId("cleared-toggle");
  }

  async markCleared(title: string) {
    await this.page.getByRole("button", { name: `Mark ${title} as cleared` }).click();
    await this.page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('[data-testid="transaction-row"]')]
          .find((row) => row.textContent?.includes(name))
          ?.querySelector('[data-testid="cleared-toggle"]')
          ?.getAttribute("data-status") === "cleared",
      title,
    );
  }

  async open() {
    await this.page.getByTestId("reconcile-account").click();
    await this.dialog.waitFor();
  }

  async fill(date: string, balance: string) {
    await this.dialog.getByLabel(/^Statement date/).fill(date);
    await this.dialog.getByLabel(/^Statement date/).press("Tab");
    await this.dialog.getByLabel("Statement balance").fill(balance);
  }

  /** Waits until the shown difference reads `text` (the cleared balance arrives live). */
  async differenceBecomes(text: string) {
    await this.page.waitForFunction(
      (expected) =>
        document.querySelector('[data-testid="reconcile-difference"]')?.textContent === expected,
      text,
    );
  }

  get finish(): Locator {
    return this.dialog.getByTestId("reconcile-finish");
  }

  /** Finishes; resolves once the app says so and, when given, `marks` rows show reconciled. */
  async finishReconciled(marks?: number) {
    // When the balance already matches, the app asks "Your balance matches: finish?" itself;
    // answering it is the one confirmation that finishes.
    const ask = this.page.getByRole("dialog", { name: "Your balance matches: finish?" });
    const asked = await ask
      .waitFor({ timeout: 1500 })
      .then(() => true)
      .catch(() => false);
    if (asked) await ask.getByTestId("confirm-reconcile-match").click();
    else await this.finish.click();
    await this.page.getByText("Account reconciled.").first().waitFor();
    if (marks === undefined) return;
    await this.page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="cleared-toggle"][data-status="reconciled"]')
          .length === count,
      marks,
    );
  }
}
