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
    await this.dialog.getByText("SimpleFIN (US, Canada)").click();
    await this.dialog.getByTestId("bank-use-demo").click();
    await this.dialog.getByTestId("bank-account-to-link").first().waitFor();
  }

  /**
   * Opens "Connect a bank", picks a European country and bank, and approves on the demo bank's
   * own page; back on Accounts the dialog shows the bank's accounts to link.
   */
  async connectEuropeanBank(country: string, bank: string) {
    await this.page.getByTestId("bank-connect").click();
    await this.dialog.getByRole("heading", { name: "Connect a bank" }).waitFor();
    await this.dialog.getByLabel("Country").click();
    await this.page.getByRole("option", { name: country, exact: true }).click();
    const banks = this.dialog.getByLabel("Bank", { exact: true });
    await this.page.waitForFunction(
      () =>
        !(document.querySelector("[data-testid=bank-institution]") as HTMLInputElement | null)
          ?.disabled,
    );
    await banks.click();
    await this.page.getByRole("option", { name: bank, exact: true }).click();
    await this.approveAtBank(() => this.dialog.getByTestId("bank-continue").click());
  }

  /** Follows the app to the bank's page, approves, and waits for the link step back home. */
  async approveAtBank(go: () => Promise<void>) {
    await go();
    await this.page.waitForURL(/\/demo\/authorize\//);
    await this.page.locator("#approve").click();
    await this.page.waitForURL(/\/accounts/);
    await this.dialog
      .getByText("Choose where each bank account's transactions go.", { exact: false })
      .waitFor();
  }

  /** "Renew" on the card: through the bank's page again, back to the same connection. */
  async renew() {
    await this.approveAtBank(() => this.card.getByTestId("bank-renew").click());
  }

  /** Links a bank account (in the open dialog) to a new account, named as proposed. */
  async linkAsNew(bankName: string) {
    const row = this.dialog.getByTestId("bank-account-to-link").filter({ hasText: bankName });
    await row.getByTestId("bank-link").click();
    await row.waitFor({ state: "detached" });
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
