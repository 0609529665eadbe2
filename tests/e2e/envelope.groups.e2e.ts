import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../convex/shared/domain";
import { AccountsPage, signUpVerified } from "./pages/AccountsPage";
import { EnvelopePage } from "./pages/EnvelopePage";
import { ShellPage } from "./pages/ShellPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import {
  hasHorizontalScroll,
  openPage,
  seriousA11yViolations,
  uniqueEmail,
  useBrowser,
} from "./support/browser";
import { addSampleData } from "./support/sweep";
import { screenTexts, TranslationKeys } from "./support/translationKeys";

const browser = useBrowser();

describe("envelope groups, moves and quick-assign", () => {
  test("a group with subtotals that folds, money from Ready to Assign, quick-assign of an underfunded target with undo", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("envelope-groups"));
    const accounts = new AccountsPage(page);
    await accounts.goto();
    await accounts.addAccount({ type: "Bank account", name: "Checking", balance: "0" });
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Checking");
    await ledger.add({ kind: "Income", amount: "3000", category: "Income" });

    const budget = new EnvelopePage(page);
    await budget.goto();
    await budget.useEnvelopes();
    await budget.waitForText(budget.readyToAssign, "$3,000.00");

    // A group, and Food moved into it.
    await budget.addGroup("Bills");
    await budget.putInGroup("Food", "Bills");
    await budget.group("Bills").locator('tr[data-category="food"]').waitFor();

    // Money from Ready to Assign into Food: the group's subtotals follow.
    await budget.assignFromReady("Food", "200");
    await budget.waitForText(budget.readyToAssign, "$2,800.00");
    await budget.waitForText(budget.groupSums("Bills").first(), "$200.00");
    await budget.waitForText(budget.groupSums("Bills").last(), "$200.00");

    // Folding hides Food and keeps the subtotals.
    await budget.groupToggle("Bills").click();
    await budget.row("food").waitFor({ state: "detached" });
    expect(await budget.groupToggle("Bills").getAttribute("aria-expanded")).toBe("false");
    await budget.waitForText(budget.groupSums("Bills").first(), "$200.00");

    // Quick-assign the underfunded target: previewed, applied as one change, undone.
    await budget.setMonthlyTarget("Travel", "150");
    await page.getByRole("button", { name: "Quick-assign" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByTestId("quick-assign-preview").getByText("Travel").waitFor();
    await dialog.getByText("Takes $150.00 from Ready to Assign").waitFor();
    await dialog.getByRole("button", { name: "Apply 1 change" }).click();
    await budget.waitForText(budget.readyToAssign, "$2,650.00");
    await page.getByRole("button", { name: "Undo" }).click();
    await budget.waitForText(budget.readyToAssign, "$2,800.00");
    expect((await seriousA11yViolations(page)).map((v) => v.id)).toEqual([]);

    // The fold is the person's own and stays after a reload.
    await page.reload();
    await budget.readyToAssign.waitFor();
    expect(await budget.groupToggle("Bills").getAttribute("aria-expanded")).toBe("false");
    await context.close();
  });

  test("R9 the grid with its groups, the quick-assign preview and a row's menu speak each of the 8 languages, and fit a phone", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("envelope-lingo"));
    await addSampleData(page);
    const budget = new EnvelopePage(page);
    await budget.goto();
    await budget.useEnvelopes();
    await budget.addGroup("Bills");
    await budget.putInGroup("Housing", "Bills");
    await budget.setMonthlyTarget("Travel", "150");
    const keys = new TranslationKeys();
    const shell = new ShellPage(page);
    const shown: string[] = [];
    const look = async (where: string) => {
      for (const key of keys.shownIn(await screenTexts(page))) shown.push(`${where}: ${key}`);
    };
    for (const language of LANGUAGES) {
      await shell.chooseLanguage(language);
      await page.waitForFunction((lng) => document.documentElement.lang.startsWith(lng), language);
      await look(`${language} grid`);
      await page.getByTestId("envelope-quick-assign-open").click();
      await page.getByTestId("envelope-quick-assign").waitFor();
      await look(`${language} quick-assign`);
      await page.keyboard.press("Escape");
      await page.getByTestId("envelope-quick-assign").waitFor({ state: "detached" });
      await budget.row("travel").getByRole("button").click();
      await page.getByRole("menu").waitFor();
      await look(`${language} row menu`);
      await page.keyboard.press("Escape");
      await page.getByRole("menu").waitFor({ state: "detached" });
    }
    expect(shown).toEqual([]);
    await shell.chooseLanguage("en");
    await page.waitForFunction(() => document.documentElement.lang.startsWith("en"));
    await page.getByRole("menu").waitFor({ state: "detached" });
    expect((await seriousA11yViolations(page)).map((v) => v.id)).toEqual([]);
    // At 360 px the grid fits without sideways scrolling once the layout has answered the resize.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForFunction(() => document.documentElement.scrollWidth <= window.innerWidth);
    await budget.row("travel").getByRole("button").click();
    await page.getByRole("menu").waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  }, 240_000);
});
