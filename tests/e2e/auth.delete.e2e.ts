import { describe, expect, test } from "vitest";
import { AuthPage, latestEmail, linkFromEmail } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("account lifecycle in Settings", () => {
  test("R32 R21 R60 settings shows the account; deleting it asks first, signs out and frees the address", async () => {
    const { context, page } = await openPage(browser());
    const auth = new AuthPage(page);
    const shell = new ShellPage(page);
    const email = uniqueEmail("delete");
    await auth.signUp(email);
    const link = await linkFromEmail(email);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText("Thank you, your e-mail is verified.").waitFor();

    await shell.goto("/settings");
    const account = page.getByTestId("account-section");
    await account.getByText(email).waitFor();
    await account.getByText("Verified").waitFor();

    await page.getByRole("button", { name: "Delete my account" }).click();
    await page
      .getByText("Are you sure you want to delete your account and all its data?")
      .waitFor();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe("/settings");

    await page.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("button", { name: "Delete everything" }).click();
    await page.getByText("Your account has been deleted.").waitFor();
    await shell.loginButton.waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    // The old password no longer works, and the address can sign up again.
    await page.goto("/login");
    await auth.fillLogIn(email, "correct-horse-42");
    await page.getByText("Failed to sign in. Please check your credentials.").waitFor();
    await auth.signUp(email);
    expect(await latestEmail(email)).not.toBeNull();
    await context.close();
  });
});
