/** Flows that must not dead-end: links opened from a mail client, sign-in returning to the page asked for. */
import { describe, expect, test } from "vitest";
import { AccountsPage, freshLedger, signUpVerified } from "./pages/AccountsPage";
import { AuthPage, linkFromEmail } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, openTab, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("no dead ends", () => {
  test("R41 a verification link opened in a new, signed-out tab verifies, then sign-in continues to the page the user wanted", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("newtab");
    await new AuthPage(page).signUp(email);
    // Unverified: the ledger sends the user to /verify-email, which remembers where they were going.
    await page.goto("/transactions");
    await page.getByTestId("verify-pending").waitFor();
    const link = await linkFromEmail(email);
    // The mail client opens a new tab: same browser profile, but each tab signs in on its own.
    const mailTab = await openTab(context);
    await mailTab.goto(`${link.pathname}${link.search}`);
    await mailTab.getByText(`Thank you, ${email} is verified. Sign in to continue.`).waitFor();
    // The first tab, signed in, sees it at once.
    await page.getByText(`Your e-mail ${email} is verified.`).waitFor();
    await mailTab.getByRole("link", { name: "Sign in" }).click();
    await new AuthPage(mailTab).fillLogIn(email, "correct-horse-42");
    await mailTab.waitForURL((url) => url.pathname === "/transactions");
    expect(new URL(mailTab.url()).pathname).toBe("/transactions");
    await context.close();
  });

  test("R16 signing in returns to the page that was asked for, not Home", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("returnto");
    const auth = new AuthPage(page);
    await auth.signUp(email);
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await new ShellPage(page).loginButton.waitFor();
    await page.goto("/reports?period=year");
    await page.waitForURL((url) => url.pathname === "/login");
    await auth.fillLogIn(email, "correct-horse-42");
    await page.waitForURL((url) => url.pathname !== "/login");
    // Unverified users then meet the verification screen on the way; the path asked for is kept.
    const reached = new URL(page.url());
    expect(["/reports", "/verify-email"]).toContain(reached.pathname);
    if (reached.pathname === "/verify-email") {
      const link = await linkFromEmail(email);
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole("link", { name: "Continue" }).click();
      await page.waitForURL((url) => url.pathname === "/reports");
    }
    expect(new URL(page.url()).search).toBe("?period=year");
    await context.close();
  });

  test("a date typed as the app shows it is kept; text that is not a date is refused visibly, never replaced", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "typeddate");
    await ledger.add({
      kind: "Expense",
      amount: "12.30",
      date: "Oct 1, 2026",
      notes: "Typed date",
    });
    await ledger.row("Typed date").getByText("Oct 1, 2026").waitFor();

    await page.getByTestId("add-transaction").first().click();
    const dialog = ledger.dialog;
    await dialog.getByLabel(/^Amount/).fill("5");
    await dialog.getByLabel(/^Date/).fill("next Tuesday");
    await dialog.getByLabel(/^Date/).press("Tab");
    await dialog.getByText("“next Tuesday” is not a date. Type it like Oct 1, 2026.").waitFor();
    await dialog.getByRole("button", { name: "Save" }).click();
    // Nothing saved with some other date: the dialog stays, the ledger still has one row.
    await dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    expect(await ledger.rows.count()).toBe(1);
    await context.close();
  });

  test("R42 a second tab of a signed-in browser explains why it asks to sign in", async () => {
    const { context, page } = await openPage(browser());
    const email = uniqueEmail("secondtab");
    await new AuthPage(page).signUp(email);
    const second = await openTab(context);
    await second.goto("/login");
    await second
      .getByTestId("other-tab-notice")
      .getByText("You're signed in in another tab.", { exact: false })
      .waitFor();
    // A browser with no signed-in tab shows no such note.
    const alone = await openPage(browser());
    await alone.page.goto("/login");
    await alone.page.getByRole("button", { name: "Log in", exact: true }).last().waitFor();
    await alone.page.waitForTimeout(300);
    expect(await alone.page.getByTestId("other-tab-notice").count()).toBe(0);
    await alone.context.close();
    await context.close();
  });

  test("a newcomer can try the app with sample data, remove it after a confirmation naming what goes, and Undo", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("sample"));
    await page.goto("/");
    // Before any account: the welcome leads, with both ways to start.
    await page.getByTestId("welcome").waitFor();
    await page.getByRole("link", { name: "Add an account" }).waitFor();
    await page.getByRole("button", { name: "Try it with sample data" }).click();
    await page.getByText("Sample data added: have a look around.").first().waitFor();
    await page.getByTestId("sample-present").waitFor();
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.row("Everyday account (sample)").waitFor();
    await accounts.row("Savings (sample)").waitFor();
    await page.goto("/");
    await page.getByRole("button", { name: "Remove sample data" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove sample data?" });
    await dialog
      .getByText(
        /^This removes the sample accounts Everyday account \(sample\) and Savings \(sample\), \d+ sample transactions, and 1 sample budget\.$/,
      )
      .waitFor();
    await dialog.getByTestId("confirm-delete").click();
    await page.getByText("Sample data removed.").first().waitFor();
    // Nothing is left: Home offers the way to start again; Undo brings the sample back.
    await page.getByTestId("sample-offer").waitFor();
    await page.getByRole("button", { name: "Undo" }).click();
    await page.getByTestId("sample-present").waitFor();
    await accounts.goto();
    await accounts.row("Everyday account (sample)").waitFor();
    await accounts.row("Savings (sample)").waitFor();
    await context.close();
  });

  test("with an account of their own, sample data is added from Settings beside it and removed exactly; a sample account holding their row stays as theirs, renamed; Undo shows whole", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "samplebeside");
    await page.goto("/settings");
    const section = page.getByTestId("sample-section");
    await section.getByRole("button", { name: "Try it with sample data" }).click();
    await page.getByText("Sample data added: have a look around.").first().waitFor();
    await section.getByRole("button", { name: "Remove sample data" }).waitFor();
    const accounts = new AccountsPage(page);
    await accounts.goto();
    for (const name of ["Checking", "Everyday account (sample)", "Savings (sample)"]) {
      await accounts.row(name).waitFor();
    }
    // Their own row in the sample checking account makes that account theirs.
    await ledger.goto();
    await ledger.selectAccount("Everyday account \\(sample\\)");
    await ledger.add({ amount: "12", notes: "My lunch", category: "Food" });

    await page.goto("/settings");
    await section.getByRole("button", { name: "Remove sample data" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove sample data?" });
    await dialog
      .getByText(
        /^This removes the sample account Savings \(sample\), \d+ sample transactions, and 1 sample budget\.$/,
      )
      .waitFor();
    await dialog
      .getByText(/It becomes your own account, without “\(sample\)” in its name\./)
      .waitFor();
    await dialog.getByTestId("confirm-delete").click();
    await page
      .getByText("Sample data removed. Everyday account stays, with your own data.")
      .waitFor();
    // Beside that long message the button keeps its whole label (it was cut to "Unc").
    const undo = page.getByRole("button", { name: "Undo" });
    const label = undo.locator(".mantine-Button-label");
    expect(await label.evaluate((l) => l.scrollWidth <= l.clientWidth)).toBe(true);
    expect(await label.textContent()).toBe("Undo");
    await accounts.goto();
    await accounts.row("Everyday account").waitFor();
    await accounts.row("Checking").waitFor();
    expect(await accounts.row("Savings (sample)").count()).toBe(0);
    await context.close();
  });

  test("R28 an account's name opens its ledger, and the ledger offers the last account again", async () => {
    const { context, page } = await openPage(browser());
    await freshLedger(page, "lastused");
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.row("Checking").getByTestId("account-name").click();
    await page.waitForURL((url) => url.pathname === "/transactions");
    await new TransactionsPage(page).balance.waitFor();
    expect(new URL(page.url()).searchParams.get("account")).not.toBeNull();
    await page.goto("/transactions");
    // The spec's prompt stays (R28), with a one-click way back to the last account.
    await page.getByTestId("select-account-prompt").waitFor();
    await page.getByRole("button", { name: "Open Checking again" }).click();
    await new TransactionsPage(page).balance.waitFor();
    await context.close();
  });

  test("the ledger has one scrollbar: its own on a desktop, the page's on a phone", async () => {
    for (const size of [
      { width: 1280, height: 860, scrolls: "list" },
      { width: 390, height: 844, scrolls: "page" },
    ]) {
      const { context, page } = await openPage(browser(), size);
      await signUpVerified(page, uniqueEmail("onescroll"));
      await page.goto("/");
      await page.getByRole("button", { name: "Try it with sample data" }).click();
      await page.getByTestId("sample-present").waitFor();
      const ledger = new TransactionsPage(page);
      await ledger.goto();
      await ledger.selectAccount("Everyday account \\(sample\\)");
      await ledger.rows.first().waitFor();
      const overflow = await page.evaluate(() => {
        // The element that scrolls the rows: the phone list itself, the register's row group.
        const list = document.querySelector("[data-ledger-scroll]")!;
        return {
          page: document.scrollingElement!.scrollHeight - window.innerHeight,
          list: list.scrollHeight - list.clientHeight,
        };
      });
      const [scrolls, still] = size.scrolls === "list" ? ["list", "page"] : ["page", "list"];
      const at = `at ${size.width} px`;
      expect(overflow[scrolls as "list"], `${scrolls} scrolls ${at}`).toBeGreaterThan(0);
      expect(overflow[still as "list"], `${still} stays ${at}`).toBeLessThanOrEqual(1);
      // Scrolled far down, the rows under the window are the ones drawn.
      await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
      await page.locator("[data-ledger-scroll]").evaluate((list) => list.scrollTo(0, 1e6));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('[data-testid="transaction-row"]')].some((row) => {
          const { top, bottom } = row.getBoundingClientRect();
          return top >= 0 && bottom <= window.innerHeight;
        }),
      );
      await context.close();
    }
  });
});
