import { describe, expect, test } from "vitest";
import { AuthPage, linkFromEmail, TEST_PASSWORD } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

describe("passwordless link", () => {
  test("R49 R61 R62 R14 the e-mailed link signs in with a verified e-mail and works once", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("link");
    await new AuthPage(page).requestSignInLink(email);
    const state = await page.evaluate(() => localStorage.getItem("signInState"));
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    expect(await page.evaluate(() => localStorage.getItem("emailForSignIn"))).toBe(email);
    const link = await linkFromEmail(email);
    expect(link.pathname).toBe("/verify-signin");
    expect(link.searchParams.get("state")).toBe(state);
    expect([...link.searchParams.keys()].sort()).toEqual(["state", "token"]);
    await page.goto(pathOf(link));
    await page.getByTestId("user-menu").waitFor();
    await new ShellPage(page).goto("/accounts");
    expect(new URL(page.url()).pathname).toBe("/accounts");
    // Reused link: refused with the link fallback.
    const other = await openPage(browser());
    await other.page.goto("/");
    await other.page.evaluate(
      ([s, e]) => {
        localStorage.setItem("signInState", s);
        localStorage.setItem("emailForSignIn", e);
      },
      [state!, email],
    );
    await other.page.goto(pathOf(link));
    await other.page.getByText("Failed to sign in with link. Please try again.").waitFor();
    await other.context.close();
    await context.close();
  });

  test("R56 R57 R58 the link, its state and the stored e-mail are checked with the messages", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("checks");
    await new AuthPage(page).requestSignInLink(email);
    const link = await linkFromEmail(email);
    const noToken = new URL(link);
    noToken.searchParams.delete("token");
    await page.goto(pathOf(noToken));
    await page.getByText("Invalid sign-in link").waitFor();
    const wrongState = new URL(link);
    wrongState.searchParams.set("state", "0".repeat(64));
    await page.goto(pathOf(wrongState));
    await page.getByText("Invalid state parameter - potential CSRF attack").waitFor();
    await page.evaluate(() => localStorage.removeItem("emailForSignIn"));
    await page.goto(pathOf(link));
    await page.getByText("Email not found. Please try again with a new sign-in link.").waitFor();
    await context.close();
  });
});

describe("password reset", () => {
  test("R50 R61 R15 reset link: wrong state goes to /login; right state sets a new password and signs in", async () => {
    const { context, page } = await openPage(browser());
    const auth = new AuthPage(page);
    const email = uniqueEmail("reset");
    await auth.signUp(email);
    // Another browser (its session must end when the password changes).
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await new ShellPage(page).loginButton.waitFor();
    await auth.requestPasswordReset(email);
    const state = await page.evaluate(() => localStorage.getItem("passwordResetState"));
    expect(state).toMatch(/^[0-9a-f]{64}$/);
    const link = await linkFromEmail(email);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("state")).toBe(state);

    const wrong = new URL(link);
    wrong.searchParams.set("state", "f".repeat(64));
    await page.goto(pathOf(wrong));
    await page.waitForURL("**/login");

    await page.goto(pathOf(link));
    await page.getByLabel("New password").fill("123");
    await page.getByLabel("Confirm password").fill("456");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByText("The password must have at least 6 characters").waitFor();
    await page.getByLabel("New password").fill("brand-new-pass");
    await page.getByLabel("Confirm password").fill("brand-new-pass");
    await page.getByRole("button", { name: "Save password" }).click();
    await page.getByTestId("user-menu").waitFor();

    const fresh = await openPage(browser());
    const freshAuth = new AuthPage(fresh.page);
    await fresh.page.goto("/login");
    await freshAuth.fillLogIn(email, TEST_PASSWORD);
    await fresh.page.getByText("Failed to sign in. Please check your credentials.").waitFor();
    await freshAuth.logIn(email, "brand-new-pass");
    await fresh.context.close();
    await context.close();
  });
});
