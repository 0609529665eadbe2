import { describe, expect, test } from "vitest";
import { AuthPage, linkFromEmail, TEST_PASSWORD } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** A path plus query of an e-mailed link, so the test opens it on the app under test. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

describe("password sign-up and sign-in", () => {
  test("R19 R20 R51 R52 R53 R54 the sign-up form checks every rule before calling the server", async () => {
    const { context, page } = await openPage(browser());
    const auth = new AuthPage(page);
    await page.goto("/signup");
    await page.getByRole("button", { name: "Continue with Google" }).waitFor();
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.getByText("This field is required").nth(2).waitFor();
    expect(await page.getByText("This field is required").count()).toBe(3);
    await auth.fillSignUp("not-an-email", "12345", "54321");
    await page.getByText("Please enter a valid e-mail address").waitFor();
    await page.getByText("The password must have at least 6 characters").waitFor();
    await page.getByText("The passwords do not match").waitFor();
    await page.getByRole("link", { name: "Log in" }).last().click();
    await page.waitForURL("**/login");
    await page.getByRole("button", { name: "Continue with Google" }).waitFor();
    // R20: Google, forgot password, passwordless link and the toggle back to sign-up.
    for (const name of [
      "Continue with Google",
      "Forgot your password?",
      "E-mail me a sign-in link",
    ]) {
      // waitFor, not isVisible: the sign-up screen may still be on show while /login loads.
      await page.getByRole("button", { name }).waitFor();
    }
    await page.getByRole("link", { name: "Create an account" }).waitFor();
    await context.close();
  });

  test("R41 R17 R21 sign-up signs in unverified, e-mails a link that verifies, then the app opens", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("signup");
    await new AuthPage(page).signUp(email);
    await page.getByTestId("welcome").waitFor();
    expect(await page.getByTestId("created-at").textContent()).not.toBe("");
    // Guard 4: verified-only routes send an unverified user to /verify-email.
    await new ShellPage(page).goto("/accounts");
    await page.waitForURL("**/verify-email");
    await page.getByTestId("verify-pending").getByText(email).waitFor();
    const link = await linkFromEmail(email);
    expect(link.pathname).toBe("/verify-email");
    expect(link.searchParams.get("token")).toMatch(/^[0-9a-f]{64}$/);
    await page.goto(pathOf(link));
    await page.getByText("Thank you, your e-mail is verified.").waitFor();
    await new ShellPage(page).goto("/accounts");
    expect(new URL(page.url()).pathname).toBe("/accounts");
    // The link is single-use.
    await page.goto(pathOf(link));
    await page.getByText("Your e-mail", { exact: false }).first().waitFor();
    await context.close();
  });

  test("R41 resend sends a new verification link and the old one stops working", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("resend");
    await new AuthPage(page).signUp(email);
    const first = await linkFromEmail(email);
    await page.goto("/verify-email");
    await page.getByRole("button", { name: "Resend verification e-mail" }).click();
    await page.getByText("A new verification e-mail is on its way.").waitFor();
    const second = await linkFromEmail(email, first.toString());
    await page.goto(pathOf(first));
    await page.getByText("This link is invalid, already used or expired.").waitFor();
    await page.goto(pathOf(second));
    await page.getByText("Thank you, your e-mail is verified.").waitFor();
    await context.close();
  });

  test("R64 a wrong password shows the sign-in fallback; an unknown user too", async () => {
    const { context, page } = await openPage(browser());
    const auth = new AuthPage(page);
    const email = uniqueEmail("wrong");
    await auth.signUp(email);
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await new ShellPage(page).loginButton.waitFor();
    await page.goto("/login");
    await auth.fillLogIn(email, "not-the-password");
    expect(await auth.alert().textContent()).toBe(
      "Failed to sign in. Please check your credentials.",
    );
    await auth.fillLogIn(uniqueEmail("nobody"), TEST_PASSWORD);
    await page.getByText("Failed to sign in. Please check your credentials.").waitFor();
    await auth.logIn(email);
    await context.close();
  });

  test("R64 signing up with an address already in use says so", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("taken");
    await new AuthPage(page).signUp(email);
    const other = await openPage(browser());
    await other.page.goto("/signup");
    await new AuthPage(other.page).fillSignUp(email, TEST_PASSWORD, TEST_PASSWORD);
    await other.page.getByText("An account with this e-mail already exists.").waitFor();
    await other.context.close();
    await context.close();
  });

  test("R42 R21 a session survives a reload but not a new browser session; last login is shown", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("persist");
    await new AuthPage(page).signUp(email);
    await page.reload();
    await page.getByTestId("user-menu").waitFor();
    expect(await page.getByTestId("last-login").textContent()).not.toBe("");
    // A fresh context is a browser started again: tokens lived in sessionStorage only.
    const again = await openPage(browser());
    const shell = new ShellPage(again.page);
    await shell.goto("/");
    await shell.loginButton.waitFor();
    await new AuthPage(again.page).logIn(email);
    await again.page.getByTestId("welcome").waitFor();
    await again.context.close();
    await context.close();
  });
});
