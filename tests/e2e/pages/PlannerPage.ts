import type { Locator, Page } from "playwright-core";

export type PlannerTab = "budget" | "recurring" | "plans";

export interface NewSchedule {
  kind?: "Income" | "Expense" | "Transfer";
  /** Typed as a user would, e.g. "42.50". */
  amount: string;
  description: string;
  category?: string;
  frequency?: "Daily" | "Weekly" | "Monthly" | "Yearly";
  interval?: string;
}

/** The planner screen: budgets, recurring transactions and plans, one tab each. */
export class PlannerPage {
  constructor(readonly page: Page) {}

  async goto(tab: PlannerTab = "budget") {
    await this.page.goto(`/planner?tab=${tab}`);
    await this.page.getByRole("heading", { name: "Planner", level: 2 }).waitFor();
  }

  /** Per tab: px between its icon's right edge and where its label's text starts, and the text. */
  async tabIconGaps(): Promise<{ label: string; gap: number }[]> {
    return await this.page.getByRole("tab").evaluateAll((tabs) =>
      tabs.map((tab) => {
        const icon = tab.querySelector("svg")!.getBoundingClientRect();
        // The text itself, not its box: a centred label's box can start right after the icon.
        const text = document.createRange();
        text.selectNodeContents(tab.querySelector(".mantine-Tabs-tabLabel")!);
        return { label: text.toString(), gap: text.getBoundingClientRect().left - icon.right };
      }),
    );
  }

  get dialog(): Locator {
    return this.page.getByRole("dialog");
  }

  // Budget tab

  budgetRow(scope: string): Locator {
    return this.page.locator(`[data-testid="budget-row"][data-scope="${scope}"]`);
  }

  /** Adds a category budget from the add row (or the empty state's first action). */
  async setBudget(category: string, amount: string) {
    const first = this.page.getByRole("button", { name: "Set your first budget" });
    const form = this.page.getByTestId("add-budget");
    // The month's budgets arrive live: wait for the empty state or the add row.
    await first.or(form).first().waitFor();
    if (await first.isVisible()) await first.click();
    await form.getByLabel("Category").click();
    await this.page.getByRole("option", { name: category, exact: true }).click();
    await form.getByLabel("Monthly amount").fill(amount);
    await form.getByRole("button", { name: "Add budget" }).click();
    await this.page.getByText("Budget saved.").first().waitFor();
  }

  // Recurring tab

  scheduleRow(description: string): Locator {
    return this.page.getByTestId("schedule-row").filter({ hasText: description });
  }

  occurrences(description: string): Locator {
    return this.page.getByTestId("occurrence-row").filter({ hasText: description });
  }

  async addSchedule(s: NewSchedule) {
    await this.page
      .getByTestId("add-schedule")
      .or(this.page.getByRole("button", { name: "Add a recurring bill or income" }))
      .first()
      .click();
    const dialog = this.dialog;
    await dialog.getByRole("heading", { name: "Add recurring transaction" }).waitFor();
    if (s.kind) {
      await dialog
        .locator("label")
        .filter({ hasText: new RegExp(`^${s.kind}$`) })
        .click();
    }
    await dialog.getByLabel(/^Amount/).fill(s.amount);
    await dialog.getByLabel("Description").fill(s.description);
    if (s.category) {
      await dialog.getByLabel(/^Category/).click();
      await this.page.getByRole("option", { name: s.category, exact: true }).click();
    }
    if (s.frequency) {
      await dialog.getByLabel("Repeats").click();
      await this.page.getByRole("option", { name: s.frequency, exact: true }).click();
    }
    if (s.interval) await dialog.getByLabel("Every").fill(s.interval);
    await dialog.getByRole("button", { name: "Save" }).click();
    await this.page.getByText("Recurring transaction created.").first().waitFor();
    await dialog.waitFor({ state: "detached" });
  }

  /** Opens the actions menu of one occurrence and picks an item. */
  async occurrenceAction(occurrence: Locator, action: string) {
    // A menu closed a moment ago may still be fading out: wait so only one is on the page.
    await this.page.getByRole("menu").waitFor({ state: "detached" });
    await occurrence.getByRole("button", { name: /^Actions for/ }).click();
    await this.page.getByRole("menuitem", { name: action }).click();
  }

  async editOccurrence(occurrence: Locator, amount: string) {
    await this.occurrenceAction(occurrence, "Edit this one");
    await this.dialog.getByRole("heading", { name: "Edit one occurrence" }).waitFor();
    await this.dialog.getByLabel(/^Amount/).fill(amount);
    await this.dialog.getByRole("button", { name: "Save" }).click();
    await this.dialog.waitFor({ state: "detached" });
  }

  async deleteSchedule(description: string) {
    await this.scheduleRow(description)
      .getByRole("button", { name: `Actions for ${description}` })
      .click();
    await this.page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = this.page.getByRole("dialog", { name: "Delete recurring transaction" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await this.page.getByText("Recurring transaction deleted.").first().waitFor();
  }

  // Plans tab

  planCard(name: string): Locator {
    return this.page.getByTestId("plan-card").filter({ hasText: name });
  }

  async addPlan(name: string, target: string, targetDate: string) {
    await this.page
      .getByTestId("add-plan")
      .or(this.page.getByRole("button", { name: "Create a savings goal or purchase plan" }))
      .first()
      .click();
    const dialog = this.dialog;
    await dialog.getByLabel(/^Name/).fill(name);
    await dialog.getByLabel(/^Target amount/).fill(target);
    await dialog.getByLabel(/^Target date/).fill(targetDate);
    await dialog.getByLabel(/^Target date/).press("Tab");
    await dialog.getByRole("button", { name: "Save" }).click();
    await this.page.getByText("Plan created.").first().waitFor();
    await dialog.waitFor({ state: "detached" });
  }

  async contribute(name: string, amount: string) {
    await this.planCard(name).getByRole("button", { name: "Contributions" }).click();
    const drawer = this.page.getByRole("dialog", { name: "Contributions" });
    await drawer.getByLabel(/^Amount/).fill(amount);
    await drawer.getByRole("button", { name: "Save contribution" }).click();
    await drawer.getByTestId("contribution-list").waitFor();
    await this.page.keyboard.press("Escape");
    await drawer.waitFor({ state: "detached" });
  }
}
