import type { Locator, Page } from "playwright-core";

/** The planner's budget tab in envelope mode. */
export class EnvelopePage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/planner?tab=budget");
    await this.page.getByRole("heading", { name: "Planner", level: 2 }).waitFor();
  }

  /** Switches the budget type to envelopes (saved with the preferences). */
  async useEnvelopes() {
    await this.page.getByText("Envelopes", { exact: true }).click();
    await this.readyToAssign.waitFor();
  }

  get readyToAssign(): Locator {
    return this.page.getByTestId("ready-to-assign-amount");
  }

  get header(): Locator {
    return this.page.getByTestId("ready-to-assign");
  }

  get month(): Locator {
    return this.page.getByTestId("budget-month");
  }

  row(category: string): Locator {
    return this.page.locator(`[data-testid="envelope-table"] tr[data-category="${category}"]`);
  }

  available(category: string): Locator {
    return this.row(category).getByTestId("envelope-available");
  }

  /** Types the amount into the category's assigned cell and saves with Enter. */
  async assign(name: string, amount: string) {
    const input = this.page.getByLabel(`Assigned to ${name}`);
    await input.click();
    await input.fill(amount);
    await input.press("Enter");
  }

  /** Waits until `locator` shows exactly `text` (queries are live; values arrive shortly). */
  async waitForText(locator: Locator, text: string) {
    await locator.filter({ hasText: new RegExp(`^${text.replace(/[$.]/g, "\\$&")}$`) }).waitFor();
  }
}
