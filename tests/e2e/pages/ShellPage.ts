import type { Locator, Page } from "playwright-core";

/** The app shell: header, drawer, footer, as a user finds them (roles and labels). */
export class ShellPage {
  constructor(readonly page: Page) {}

  async goto(path = "/") {
    await this.page.goto(path);
    await this.page.getByTestId("full-page-loader").waitFor({ state: "detached" });
    await this.page.locator("main").waitFor();
  }

  get title(): Locator {
    return this.page.getByRole("banner").getByRole("heading", { level: 1 });
  }

  get loginButton(): Locator {
    return this.page.getByTestId("login-button");
  }

  get themeToggle(): Locator {
    return this.page.getByTestId("theme-toggle");
  }

  get devBanner(): Locator {
    return this.page.getByTestId("dev-banner");
  }

  get copyright(): Locator {
    return this.page.getByTestId("copyright");
  }

  get drawer(): Locator {
    return this.page.getByTestId("drawer");
  }

  get userMenu(): Locator {
    return this.page.getByTestId("user-menu");
  }

  /** The collapsed drawer stays in the DOM but slides off the left edge. */
  async drawerOnScreen(): Promise<boolean> {
    const box = await this.drawer.boundingBox();
    return box !== null && box.x + box.width > 0;
  }

  async colorScheme(): Promise<string | null> {
    return this.page.locator("html").getAttribute("data-mantine-color-scheme");
  }

  async chooseLanguage(code: string) {
    await this.page.getByTestId("language-selector").click();
    await this.page.locator(`[role="menuitem"][lang="${code}"]`).click();
  }

  async openDrawerIfClosed() {
    if (!(await this.drawer.isVisible())) {
      await this.page.getByRole("button", { name: /menu/i }).first().click();
    }
  }

  async logout() {
    await this.userMenu.click();
    await this.page.getByRole("menuitem", { name: /log out/i }).click();
  }
}
