import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import {
  consoleProblems,
  hasHorizontalScroll,
  openPage,
  seriousA11yViolations,
  uniqueEmail,
  useBrowser,
} from "./support/browser";

const browser = useBrowser();

describe("shell for a guest", () => {
  test("R2 R3 R4 R8 home loads with title, theme toggle, login button, banner and footer", async () => {
    const { context, page } = await openPage(browser());
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await shell.title.textContent()).toBe("Personal Finance Advisor");
    await shell.themeToggle.waitFor();
    await shell.loginButton.waitFor();
    expect(await shell.devBanner.textContent()).toMatch(/development version/i);
    expect(await shell.copyright.textContent()).toBe(
      `Personal Finance Advisor © ${new Date().getFullYear()}`,
    );
    expect(await page.getByTestId("language-selector").textContent()).toContain("EN");
    // R5: no drawer for a guest.
    expect(await shell.drawer.count()).toBe(0);
    await page.getByTestId("signup-cta").waitFor();
    await context.close();
  });

  test("R16 a guest opening /accounts is sent to /login", async () => {
    const { context, page } = await openPage(browser());
    const shell = new ShellPage(page);
    await shell.goto("/accounts");
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Log in" }).waitFor();
    await context.close();
  });

  test("R13 an unknown path shows Not found and leads back home", async () => {
    const { context, page } = await openPage(browser());
    const shell = new ShellPage(page);
    await shell.goto("/no/such/page");
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.getByRole("link", { name: "Back to home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByTestId("signup-cta").waitFor();
    await context.close();
  });

  test("R48 dark mode toggles at once and survives a reload", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: "light" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await shell.colorScheme()).toBe("light");
    await shell.themeToggle.click();
    expect(await shell.colorScheme()).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    await shell.goto("/");
    expect(await shell.colorScheme()).toBe("dark");
    await shell.themeToggle.click();
    expect(await shell.colorScheme()).toBe("light");
    await context.close();
  });

  test("R48 with nothing saved the system colour scheme is used", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: "dark" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await shell.colorScheme()).toBe("dark");
    await context.close();
  });

  test("R33 R47 switching language changes the whole UI at once and survives a reload", async () => {
    const { context, page } = await openPage(browser(), { locale: "en-US" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    await shell.chooseLanguage("de");
    await page.getByTestId("login-button").getByText("Anmelden").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
    expect(await page.getByTestId("language-selector").textContent()).toContain("DE");
    await shell.goto("/");
    expect(await shell.loginButton.textContent()).toBe("Anmelden");
    const cookie = (await context.cookies()).find((c) => c.name === "pfa-language");
    expect(cookie?.value).toBe("de");
    expect(cookie?.sameSite).toBe("Strict");
    await context.close();
  });

  test("R46 a first visit with a Japanese browser shows Japanese", async () => {
    const { context, page } = await openPage(browser(), { locale: "ja-JP" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("ja-JP");
    expect(await shell.loginButton.textContent()).toBe("ログイン");
    await context.close();
  });

  test("R46 an unsupported browser language falls back to Spanish", async () => {
    const { context, page } = await openPage(browser(), { locale: "it-IT" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("es-MX");
    await context.close();
  });

  test("no horizontal scroll at 360 px on home, login, sign-up and not found", async () => {
    const { context, page } = await openPage(browser(), {
      width: 360,
      height: 740,
      locale: "de-DE",
    });
    const shell = new ShellPage(page);
    for (const path of ["/", "/login", "/signup", "/missing"]) {
      await shell.goto(path);
      expect(await hasHorizontalScroll(page), path).toBe(false);
    }
    await context.close();
  });

  test.each(["light", "dark"] as const)(
    "axe finds no serious violation on the shell in %s mode",
    async (colorScheme) => {
      const { context, page } = await openPage(browser(), { colorScheme });
      const shell = new ShellPage(page);
      for (const path of ["/", "/login", "/missing"]) {
        await shell.goto(path);
        expect(await seriousA11yViolations(page), path).toEqual([]);
      }
      await context.close();
    },
  );

  test("the shell is usable from the keyboard", async () => {
    const { context, page } = await openPage(browser());
    const shell = new ShellPage(page);
    await shell.goto("/");
    const focused: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      focused.push(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute("data-testid") ??
            document.activeElement?.textContent ??
            "",
        ),
      );
    }
    expect(focused).toContain("theme-toggle");
    expect(focused).toContain("login-button");
    await context.close();
  });
});

describe("shell for a signed-in user", () => {
  test("R1 R3 R5 R21 drawer menu in order with Settings at the bottom, user menu, welcome", async () => {
    const email = uniqueEmail("shell");
    const { context, page } = await openPage(browser(), { width: 1280 });
    await new AuthPage(page).signUp(email);
    const shell = new ShellPage(page);
    // The drawer's frame can paint before its links: wait for the last one.
    await shell.drawer.getByRole("link", { name: "Settings" }).waitFor();
    const links = await shell.drawer.getByRole("link").allTextContents();
    expect(links).toEqual([
      "Home",
      "Accounts",
      "Transactions",
      "Planner",
      "Reports",
      "Advisor",
      "Settings",
    ]);
    expect((await shell.drawer.boundingBox())?.width).toBe(240);
    expect(await shell.userMenu.textContent()).toContain(email);
    await page.getByTestId("welcome").waitFor();
    expect(await page.getByTestId("created-at").textContent()).toMatch(/\d{4}/);
    // On a desktop the drawer is permanent: no header button that a stray click could hide it with.
    expect(await page.getByRole("button", { name: /^(Close|Open) menu$/ }).count()).toBe(0);
    expect(await shell.drawerOnScreen()).toBe(true);
    await shell.logout();
    await shell.loginButton.waitFor();
    expect(await shell.drawer.count()).toBe(0);
    await context.close();
  });

  test("R5 below 400 px the drawer is closed until the menu button opens it", async () => {
    const email = uniqueEmail("narrow");
    const { context, page } = await openPage(browser(), { width: 360, height: 740 });
    await new AuthPage(page).signUp(email);
    const shell = new ShellPage(page);
    expect(await shell.drawerOnScreen()).toBe(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    await shell.drawer.getByRole("link", { name: "Settings" }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await shell.drawer.getByRole("link", { name: "Home" }).click();
    await page.waitForFunction(() => {
      const drawer = document.querySelector("[data-testid=drawer]");
      return !drawer || drawer.getBoundingClientRect().right <= 0;
    });
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });

  test.each(["light", "dark"] as const)(
    "axe finds no serious violation signed in, %s mode",
    async (colorScheme) => {
      const { context, page } = await openPage(browser(), { colorScheme });
      await new AuthPage(page).signUp(uniqueEmail("a11y"));
      await page.getByTestId("welcome").waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

describe("a clean console", () => {
  test("no error or warning on landing, sign-up, Home and log-in with a wrong password", async () => {
    const { context, page } = await openPage(browser());
    const problems = consoleProblems(page);
    const shell = new ShellPage(page);
    await shell.goto("/");
    await page.getByTestId("signup-cta").waitFor();
    const email = uniqueEmail("console");
    await signUpVerified(page, email);
    // Back to Home inside the app (the title link), the way a user gets there.
    await shell.title.click();
    await page.waitForURL((url) => url.pathname === "/");
    const insights = page.getByTestId("home-insights");
    await insights.waitFor();
    await insights.locator(".mantine-Skeleton-root").first().waitFor({ state: "detached" });
    expect(problems).toEqual([]);

    await shell.logout();
    const auth = new AuthPage(page);
    await page.getByTestId("login-button").click();
    await auth.fillLogIn(email, "wrong-password-1");
    await auth.alert().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("notifications", () => {
  test("R6 a notification shows at the top with a close button and leaves after 3 s", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("notify"));
    await page.goto("/settings");
    await page.getByLabel("Display name").fill("Ana");
    await page.getByRole("button", { name: "Save name" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Name saved" });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box!.y).toBeLessThan(120);
    // The close button is named, in the user's language.
    expect(await toast.getByRole("button", { name: "Close" }).count()).toBe(1);
    const shownAt = Date.now();
    await toast.waitFor({ state: "detached", timeout: 6000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2000);
    await context.close();
  });

  test("R6 on a phone a notification covers nothing of a full-screen dialog", async () => {
    const { context, page } = await openPage(browser(), { width: 390, height: 844 });
    await signUpVerified(page, uniqueEmail("notify-phone"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Cash", name: "Wallet", balance: "0" });
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Wallet");
    // Adding one after another: "Transaction added" is still up when the next dialog opens.
    await ledger.add({ amount: "4.20", notes: "Coffee" });
    const toast = page.getByRole("alert").filter({ hasText: "Transaction added" });
    await page.getByTestId("add-transaction").first().click();
    await ledger.dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    const dialogTop = async () => {
      await page.waitForTimeout(300); // the dialog's step down or back up
      return (await ledger.dialog.boundingBox())!.y;
    };
    const top = await dialogTop();
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeLessThan(100); // still at the top (R6)
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(top);
    // Once it is closed, the dialog has the whole screen again.
    await toast.getByRole("button", { name: "Close" }).click();
    await toast.waitFor({ state: "detached" });
    expect(await dialogTop()).toBe(0);
    await context.close();
  });
});
