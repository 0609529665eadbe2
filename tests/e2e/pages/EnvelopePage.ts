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

  /** The group's body (its header row and its categories' rows). */
  group(name: string): Locator {
    return this.page
      .getByTestId("envelope-group")
      .filter({ has: this.page.getByRole("button", { name: `Show or hide group ${name}` }) });
  }

  groupToggle(name: string): Locator {
    return this.page.getByRole("button", { name: `Show or hide group ${name}` });
  }

  /** The group header's subtotals: assigned, activity, available (as shown). */
  groupSums(name: string): Locator {
    return this.group(name).locator(`tr[data-group] .pfa-amount`);
  }

  async addGroup(name: string) {
    await this.page.getByRole("button", { name: "Add group" }).click();
    const dialog = this.page.getByRole("dialog");
    await dialog.getByLabel("Group name").fill(name);
    await dialog.getByRole("button", { name: "Save" }).click();
    await this.groupToggle(name).waitFor();
  }

  /** Opens the category's menu and picks `item`. */
  async rowAction(name: string, item: string) {
    await this.page.getByRole("button", { name: `More for ${name}` }).click();
    await this.page.getByRole("menuitem", { name: item }).click();
  }

  async putInGroup(category: string, group: string) {
    await this.rowAction(category, "Move to group…");
    const dialog = this.page.getByRole("dialog");
    await dialog.getByLabel("Group", { exact: true }).first().click();
    await this.page.getByRole("option", { name: group, exact: true }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  /** Moves `amount` from Ready to Assign into the category (its menu's "Assign…"). */
  async assignFromReady(category: string, amount: string) {
    await this.rowAction(category, "Assign…");
    const dialog = this.page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Amount" }).fill(amount);
    await dialog.getByRole("button", { name: "Move" }).click();
    await dialog.waitFor({ state: "detached" });
  }

  async setMonthlyTarget(category: string, amount: string) {
    await this.rowAction(category, "Set a target…");
    const dialog = this.page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Amount" }).fill(amount);
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
  }
}
