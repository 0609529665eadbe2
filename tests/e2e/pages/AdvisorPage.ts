import type { Locator, Page } from "playwright-core";

/** The advisor screen: insights by severity, "Can I afford it?" and the chat panel. */
export class AdvisorPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/advisor");
    await this.ready();
  }

  async ready() {
    await this.page.getByRole("heading", { name: "Advisor", level: 2 }).waitFor();
    await this.insights.or(this.page.getByTestId("insights-empty")).first().waitFor();
  }

  get insights(): Locator {
    return this.page.getByTestId("insight");
  }

  insight(rule: string): Locator {
    return this.page.locator(`[data-testid="insight"][data-rule="${rule}"]`);
  }

  async openMenu(rule: string) {
    await this.insight(rule)
      .getByRole("button", { name: /^Options for/ })
      .click();
  }

  async dismiss(rule: string) {
    await this.openMenu(rule);
    await this.page.getByRole("menuitem", { name: "Dismiss" }).click();
    await this.insight(rule).waitFor({ state: "detached" });
  }

  get afford(): Locator {
    return this.page.getByTestId("afford");
  }

  get answer(): Locator {
    return this.page.getByTestId("afford-answer");
  }

  /** Asks "Can I afford it?" for an amount typed as a user would ("1,500"). */
  async ask(price: string) {
    await this.afford.getByLabel(/^Price/).fill(price);
    await this.afford.getByRole("button", { name: "Check" }).click();
    await this.answer.waitFor();
  }

  /** Asks for a price on a date ("YYYY-MM-DD", typed as the date field accepts it). */
  async askOn(price: string, date: string) {
    const when = this.afford.getByLabel("When");
    await when.fill(date);
    await when.press("Tab");
    await this.ask(price);
  }

  /** One line of the answer's arithmetic by its key (spendable, income, dayToDay, …). */
  line(key: string): Locator {
    return this.answer.locator(`[data-line="${key}"]`);
  }

  /** Whether an input's placeholder fits inside it (text width against the inner width). */
  placeholderFits(input: Locator): Promise<boolean> {
    return input.evaluate((el) => {
      const box = el as HTMLInputElement;
      const style = getComputedStyle(box);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner =
        box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(box.placeholder).width <= inner;
    });
  }

  verdict(): Promise<string | null> {
    return this.answer.getAttribute("data-verdict");
  }

  get chat(): Locator {
    return this.page.getByTestId("chat");
  }

  async sendChat(question: string) {
    await this.chat.getByLabel("Your question").fill(question);
    await this.chat.getByRole("button", { name: "Send" }).click();
  }
}
