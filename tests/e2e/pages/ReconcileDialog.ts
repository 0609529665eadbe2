import type { Locator, Page } from "playwright-core";

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
}
