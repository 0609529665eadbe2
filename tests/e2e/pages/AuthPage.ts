import type { Page } from "playwright-core";

export const TEST_PASSWORD = "correct-horse-42";

/** Log-in and sign-up forms. */
export class AuthPage {
  constructor(readonly page: Page) {}

  async signUp(email: string, password = TEST_PASSWORD) {
    await this.page.goto("/signup");
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByLabel("Confirm password").fill(password);
    await this.page.getByRole("button", { name: "Sign up" }).click();
    await this.page.getByTestId("user-menu").waitFor();
  }

  async logIn(email: string, password = TEST_PASSWORD) {
    await this.page.goto("/login");
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel(/^Password/).fill(password);
    await this.page.getByRole("button", { name: "Log in" }).last().click();
    await this.page.getByTestId("user-menu").waitFor();
  }
}
