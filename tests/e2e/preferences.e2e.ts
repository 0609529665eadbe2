import { describe, expect, test } from "vitest";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("preferences", () => {
  test("R38 R48 R66 signed out, preferences are saved in local storage and a 1-day SameSite=Strict cookie", async () => {
    const { context, page } = await openPage(browser(), { locale: "en-US", colorScheme: "light" });
    const shell = new ShellPage(page);
    await shell.goto("/");
    await shell.themeToggle.click();
    await shell.chooseLanguage("fr");
    await page.locator("html[lang='fr-FR']").waitFor();
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    const cookie = (await context.cookies()).find((c) => c.name === "pfa-language");
    expect(cookie?.value).toBe("fr");
    // About one day of lifetime.
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(23 * 3600);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600 + 5);
    await context.close();
  });

  test("R46 a language saved the old way in local storage is migrated into the cookie", async () => {
    const { context, page } = await openPage(browser(), { locale: "en-US" });
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("pfa-language", "pt"));
    const shell = new ShellPage(page);
    await shell.goto("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("pt-BR");
    expect((await context.cookies()).find((c) => c.name === "pfa-language")?.value).toBe("pt");
    expect(await page.evaluate(() => localStorage.getItem("pfa-language"))).toBeNull();
    await context.close();
  });

  test("R44 R47 R48 a change in one tab applies at once in another tab of the same user", async () => {
    const email = uniqueEmail("prefs");
    const first = await openPage(browser(), { locale: "en-US", colorScheme: "light" });
    await new AuthPage(first.page).signUp(email);
    const second = await openPage(browser(), { locale: "en-US", colorScheme: "light" });
    await new AuthPage(second.page).logIn(email);
    const one = new ShellPage(first.page);
    const two = new ShellPage(second.page);
    expect(await two.colorScheme()).toBe("light");

    await one.themeToggle.click();
    await second.page.waitForFunction(
      () => document.documentElement.getAttribute("data-mantine-color-scheme") === "dark",
    );

    await one.chooseLanguage("de");
    await second.page.waitForFunction(() => document.documentElement.lang === "de-DE");
    await two.userMenu.waitFor();

    await first.context.close();
    await second.context.close();
  });

  test("R10 R45 with the backend unreachable a change is kept locally with the translated message, in the language just chosen", async () => {
    const email = uniqueEmail("offline");
    const { context, page } = await openPage(browser(), { locale: "en-US", colorScheme: "light" });
    await new AuthPage(page).signUp(email);
    const shell = new ShellPage(page);
    await shell.chooseLanguage("es");
    await page.locator("html[lang='es-MX']").waitFor();
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    await shell.themeToggle.click();
    await page.getByText("No se pudo conectar a la base de datos").waitFor();
    expect(await shell.colorScheme()).toBe("dark");
    expect(await page.evaluate(() => localStorage.getItem("darkMode"))).toBe("true");
    // The screen stays (the offline banner's code came while online), and a language chosen
    // offline (one whose words are here: English) is told in that language, not in Spanish.
    await page.getByTestId("offline-banner").waitFor();
    await shell.chooseLanguage("en");
    await page.getByText("Could not connect to the database").waitFor();
    await context.setOffline(false);
    await context.close();
  });
});

describe("preferences created at sign-up", () => {
  test("R44 R48 a dark system scheme is kept when the preferences record is created", async () => {
    const { context, page } = await openPage(browser(), { colorScheme: "dark" });
    await new AuthPage(page).signUp(uniqueEmail("darksys"));
    // The record is created from what the browser shows; the saved value must not flip it.
    await page.waitForTimeout(1000);
    expect(await new ShellPage(page).colorScheme()).toBe("dark");
    await context.close();
  });
});

describe("number formats follow the language", () => {
  test("R47 switching to de changes amounts to German format at once and after a reload", async () => {
    const { context, page } = await openPage(browser(), { locale: "en-US" });
    await signUpVerified(page, uniqueEmail("format"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Cash", name: "Wallet", balance: "1234.56" });
    await page.goto("/");
    const netWorth = page.getByTestId("home-net-worth");
    await netWorth.getByText("$1,234.56").first().waitFor();
    await new ShellPage(page).chooseLanguage("de");
    await netWorth.getByText("1.234,56 $").first().waitFor();
    await page.reload();
    await netWorth.getByText("1.234,56 $").first().waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("de-DE");
    await context.close();
  });
});
