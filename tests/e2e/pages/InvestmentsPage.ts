import type { Locator, Page } from "playwright-core";

/** The investments screen: summary, holdings, trades, and the record-a-trade and type-a-price forms. */
export class InvestmentsPage {
  constructor(readonly page: Page) {}

  async goto(accountId?: string) {
    await this.page.goto(accountId ? `/investments?account=${accountId}` : "/investments");
    await this.page.getByRole("heading", { name: "Investments", level: 2 }).waitFor();
  }

  holding(symbol: string): Locator {
    return this.page.locator(`[data-testid="holding-row"][data-symbol="${symbol}"]`);
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  /** Records a buy through the form, as typed by a person. */
  async buy(symbol: string, quantity: string, price: string) {
    await this.page.getByRole("button", { name: "Record a trade" }).click();
    const dialog = this.dialog;
    await dialog.getByLabel("Symbol").fill(symbol);
    await dialog.getByLabel("Quantity").fill(quantity);
    await dialog.getByLabel(/^Price per unit/).fill(price);
    await dialog.getByRole("button", { name: "Record" }).click();
    await this.page.getByText("Trade recorded").first().waitFor();
    await dialog.waitFor({ state: "detached" });
  }

  /** Removes the trade whose row reads `description` ("Bought 1 FUND") through its row menu. */
  async removeTrade(description: string) {
    await this.page
      .getByRole("button", { name: new RegExp(`^Actions for ${description} on`) })
      .click();
    await this.page.getByRole("menuitem", { name: "Remove trade" }).click();
    await this.dialog.getByTestId("confirm-delete").click();
    await this.page.getByText("Trade removed").first().waitFor();
  }

  summary(key: "cash" | "value"): Locator {
    return this.page.getByTestId(`summary-${key}`);
  }

  async typePrice(symbol: string, price: string) {
    await this.page.getByRole("button", { name: "Type a price" }).click();
    const dialog = this.dialog;
    await dialog.getByLabel("Symbol").fill(symbol);
    await dialog.getByLabel("Price per unit").fill(price);
    await dialog.getByRole("button", { name: "Save price" }).click();
    await dialog.waitFor({ state: "detached" });
  }
}
