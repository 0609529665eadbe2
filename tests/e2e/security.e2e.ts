/**
 * Two-factor and sessions in the browser: turning two-factor on in Settings → Security,
 * signing in with the password and a code computed from the secret (as an authenticator app
 * would), the code step showing no data before the code, recovery codes, and signing out
 * other sessions.
 */
import { describe, expect, test } from "vitest";
import { AuthPage, linkFromEmail, TEST_PASSWORD } from "./pages/AuthPage";
import { SecurityPage } from "./pages/SecurityPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

async function verifiedUser(email: string) {
  const first = await openPage(browser());
  await new AuthPage(first.page).signUp(email);
  const link = await linkFromEmail(email);
  await first.page.goto(`${link.pathname}${link.search}`);
  await first.page.getByText("Thank you, your e-mail is verified.").waitFor();
  await new ShellPage(first.page).goto("/settings");
  return first;
}

describe("two-factor authentication", () => {
  test("turn on with a QR code, then a password sign-in asks for a code before any data", async () => {
    const email = uniqueEmail("totp");
    const first = await verifiedUser(email);
    const security = new SecurityPage(first.page);
    const { app, recoveryCodes } = await security.turnOn();
    expect(recoveryCodes).toHaveLength(10);
    await security.dialog.getByRole("button", { name: "Done" }).click();
    await security.section.getByText("On", { exact: true }).waitFor();

    const second = await openPage(browser());
    const auth = new AuthPage(second.page);
    await second.page.goto("/login");
    await auth.fillLogIn(email, TEST_PASSWORD);
    const step = new SecurityPage(second.page);
    await step.codeStep.waitFor();
    // No data before the code: the app's pages send this session back to the code step.
    await second.page.goto("/accounts");
    await second.page.waitForURL("**/login");
    expect(await second.page.getByTestId("user-menu").count()).toBe(0);
    await step.enterSignInCode("000000");
    await second.page.getByRole("alert").getByText("That code is wrong").waitFor();
    await step.enterSignInCode(app.nextCode());
    await second.page.getByTestId("user-menu").waitFor();

    // The first device sees both sessions and signs the second out everywhere else.
    await expect.poll(() => security.sessions().count(), { timeout: 10_000 }).toBe(2);
    await security.section.getByText("This device").waitFor();
    await security.section.getByRole("button", { name: "Sign out everywhere else" }).click();
    await second.page.waitForURL("**/login", { timeout: 15_000 });
    await expect.poll(() => security.sessions().count()).toBe(1);

    // A recovery code works once instead of the app.
    await second.page.getByText("Your session has ended.").waitFor();
    await second.page.getByLabel("E-mail").waitFor();
    await auth.fillLogIn(email, TEST_PASSWORD);
    await second.page.getByRole("button", { name: "Use a recovery code" }).click();
    await second.page.getByLabel("Recovery code").fill(recoveryCodes[0]!);
    await second.page.getByRole("button", { name: "Continue" }).click();
    await second.page.getByTestId("user-menu").waitFor();
    await first.context.close();
    await second.context.close();
  });
});
