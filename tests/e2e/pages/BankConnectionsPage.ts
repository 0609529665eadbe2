import type { Locator, Page } from "playwright-core";

/** The bank section of the Accounts page: connect, link, the connection card. */
export class BankConnectionsPage {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  get card(): Locator {
    return this.page.getByTestId("bank-connection");
  }

  toLink(name: string): Locator {
    return this.page.getByTestId("bank-account-to-link").filter({ hasText: name });
  }

  /** Opens "Connect a bank" and connects the demo bank the dialog offers. */
  async connectDemoBank() {
    await this.page.getByTestId("bank-connect").click();
    await this.dialog.getByRole("heading", { name: "Connect a bank" }).waitFor();
    await this.dialog.getByTestId("bank-use-demo").click();
    await this.dialog.getByTestId("bank-account-to-link").first().waitFor();
  }

  /**
   * Links a bank account (in the open dialog) to an existing account of ours; returns the
   * balances note the dialog showed before linking (ours, the bank's, the difference).
   */
  async linkTo(bankName: string, accountName: string): Promise<string> {
    const row = this.dialog.getByTestId("bank-account-to-link").filter({ hasText: bankName });
    await row.getByLabel("Transactions go to").click();
    await this.page.getByRole("option", { name: accountName, exact: true }).click();
    const note = (await row.getByTestId("bank-link-balances").textContent()) ?? "";
    await row.getByTestId("bank-link").click();
    await row.waitFor({ state: "detached" });
    return note;
  }

  /** Links a bank card (in the dialog or on the card) to a new credit card with this limit. */
  async linkAsNewCard(bankName: string, creditLimit: string) {
    const row = this.toLink(bankName);
    await row.getByLabel(/^Credit limit/).fill(creditLimit);
    await row.getByTestId("bank-link").click();
    await row.waitFor({ state: "detached" });
  }

  /** The connection's difference lines (a linked account whose balance differs from the bank's). */
  get differences(): Locator {
    return this.card.getByTestId("bank-difference-row");
  }

  async closeDialog() {
    await this.dialog.getByTestId("bank-connect-done").click();
    await this.dialog.waitFor({ state: "detached" });
  }

  /** "Sync now" and the notification's text ("Synced: 0 new, …"). */
  async syncNow(): Promise<string> {
    const notes = this.page.getByText(/^Synced: /);
    const before = await notes.count();
    await this.card.getByTestId("bank-sync-now").click();
    // The newest notification is the last one; earlier ones may still be showing.
    await this.page.waitForFunction(
      (count) =>
        [...document.querySelectorAll("p, div")].filter(
          (e) => e.childElementCount === 0 && e.textContent?.startsWith("Synced: "),
        ).length > count,
      before,
    );
    return (await notes.last().textContent()) ?? "";
  }
}
