import type { Page } from "playwright-core";
import { runAsAdmin } from "../support/admin";

export const TEST_PASSWORD = "correct-horse-42";

/** "Password" exactly; Mantine appends an aria-hidden " *" to required labels. */
const PASSWORD_LABEL = /^Password(\s*\*)?$/;

/** Log-in and sign-up forms, and the other ways in (links, reset, Google). */
export class AuthPage {
  constructor(readonly page: Page) {}

  async signUp(email: string, password = TEST_PASSWORD) {
    await this.page.goto("/signup");
    await this.fillSignUp(email, password, password);
    await this.page.getByTestId("user-menu").waitFor();
  }

  async fillSignUp(email: string, password: string, confirm: string) {
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel(PASSWORD_LABEL).fill(password);
    await this.page.getByLabel("Confirm password").fill(confirm);
    await this.page.getByRole("button", { name: "Sign up" }).click();
  }

  async logIn(email: string, password = TEST_PASSWORD) {
    await this.page.goto("/login");
    await this.fillLogIn(email, password);
    await this.page.getByTestId("user-menu").waitFor();
  }

  async fillLogIn(email: string, password: string) {
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByLabel(PASSWORD_LABEL).fill(password);
    await this.page.getByRole("button", { name: "Log in", exact: true }).last().click();
  }

  async requestSignInLink(email: string) {
    await this.page.goto("/login");
    await this.page.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByRole("button", { name: "Send sign-in link" }).click();
    await this.page.getByText("We sent a sign-in link").waitFor();
  }

  async requestPasswordReset(email: string) {
    await this.page.goto("/login");
    await this.page.getByRole("button", { name: "Forgot your password?" }).click();
    await this.page.getByLabel("E-mail").fill(email);
    await this.page.getByRole("button", { name: "Send reset link" }).click();
    await this.page.getByText("a reset link is on its way").waitFor();
  }

  alert() {
    return this.page.getByRole("alert").first();
  }
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The outbox of the offline backend (no RESEND_API_KEY), read through the internal
 * internal/emails:latestFor with the admin key, as `cli run` does.
 */
export async function latestEmail(to: string): Promise<Mail | null> {
  return await runAsAdmin<Mail | null>("internal/emails:latestFor", { to });
}

/** Waits for an e-mail (sent by a scheduled function) and returns the link in it. */
export async function linkFromEmail(to: string, previous?: string): Promise<URL> {
  for (let i = 0; i < 50; i++) {
    const mail = await latestEmail(to);
    const match = mail ? /(https?:\/\/\S+)/.exec(mail.text) : null;
    if (match && match[1] !== previous) return new URL(match[1]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no e-mail with a link for ${to}`);
}
