/**
 * A session ended in one place ends everywhere at once. Before, the other
 * tab or device kept working for up to an hour (its token's lifetime); now its next call is
 * refused and it lands on /login saying why.
 */
import { describe, expect, test } from "vitest";
import { AuthPage, linkFromEmail, TEST_PASSWORD } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { signUpVerified } from "./pages/AccountsPage";
import { consoleProblems, openPage, openTab, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();
const ENDED = "Your session has ended. Please log in again.";

describe("defect 2: sessions that really end", () => {
  test("defect 2: signing out in one tab sends a duplicated tab of that session to /login with a message", async () => {
    const { context, page } = await openPage(browser());
    await new AuthPage(page).signUp(uniqueEmail("dup-tab"));
    // "Duplicate tab" copies sessionStorage, where the tokens live: same session, two tabs.
    const stored = await page.evaluate(() => Object.entries(window.sessionStorage));
    const twin = await openTab(context);
    await twin.addInitScript((entries: [string, string][]) => {
      if (window.sessionStorage.length === 0) {
        for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
      }
    }, stored);
    await new ShellPage(twin).goto("/");
    await twin.getByTestId("user-menu").waitFor();

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await new ShellPage(page).loginButton.waitFor();

    await twin.waitForURL("**/login", { timeout: 15_000 });
    await twin.getByText(ENDED).waitFor();
    await twin.getByTestId("login-button").waitFor();
    await context.close();
  });

  test("defect 2: changing the password on one device sends the other device to /login with a message", async () => {
    const email = uniqueEmail("two-devices");
    const first = await openPage(browser());
    await new AuthPage(first.page).signUp(email);
    const link = await linkFromEmail(email);
    await first.page.goto(`${link.pathname}${link.search}`);
    await first.page.getByText("Thank you, your e-mail is verified.").waitFor();

    const second = await openPage(browser());
    await new AuthPage(second.page).logIn(email);
    await new ShellPage(second.page).goto("/accounts");
    expect(new URL(second.page.url()).pathname).toBe("/accounts");

    await new ShellPage(first.page).goto("/settings");
    await first.page.getByLabel("Current password").fill(TEST_PASSWORD);
    await first.page.getByLabel("New password", { exact: true }).fill("a-new-secret-7");
    await first.page.getByLabel("Confirm new password").fill("a-new-secret-7");
    await first.page.getByRole("button", { name: "Update password" }).click();
    await first.page.getByText("Password changed.", { exact: false }).waitFor();

    await second.page.waitForURL("**/login", { timeout: 15_000 });
    await second.page.getByText(ENDED).waitFor();
    // The device that changed the password stays signed in.
    expect(new URL(first.page.url()).pathname).toBe("/settings");
    await first.context.close();
    await second.context.close();
  });

  test.each(["/", "/settings"])(
    "sign out everywhere else: the other tab, on %s, says once that its session ended, and logs no error",
    async (path) => {
      const email = uniqueEmail("everywhere-else");
      const { context, page } = await openPage(browser());
      await signUpVerified(page, email);
      // A second tab of the same browser signs in on its own: a session of its own.
      const other = await openTab(context);
      await new AuthPage(other).logIn(email);
      await new ShellPage(other).goto(path);
      await other.getByTestId("user-menu").waitFor();
      const problems = consoleProblems(other);

      await new ShellPage(page).goto("/settings");
      await page.getByRole("button", { name: "Sign out everywhere else" }).click();
      await page.getByText("Your other sessions are signed out.").waitFor();

      await other.waitForURL("**/login", { timeout: 15_000 });
      await other.getByText(ENDED).waitFor();
      await other.getByTestId("login-button").waitFor();
      // The first tab is signed in and answers this one's question (the login page asks it too):
      // once the answer is here, it must not have added a second message.
      await other.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new BroadcastChannel("pfa-tabs");
            channel.onmessage = (event) => {
              if (event.data !== "signed-in") return;
              channel.close();
              resolve();
            };
            channel.postMessage("anyone-signed-in?");
          }),
      );
      expect(problems).toEqual([]);
      expect(await other.getByTestId("other-tab-notice").count()).toBe(0);
      expect(await other.getByText(ENDED).count()).toBe(1);
      await context.close();
    },
  );
});
