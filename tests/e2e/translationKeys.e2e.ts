/**
 * R9 Every screen speaks the person's language: signed in with the sample data, no route shows
 * a translation key ("deleteAccount.title") in place of words, in any of the 8 languages.
 * One user, moving between screens client-side, so the 8 × 17 screens stay quick.
 */
import { describe, expect, test } from "vitest";
import { LANGUAGES } from "../../convex/shared/domain";
import { signUpVerified } from "./pages/AccountsPage";
import { ShellPage } from "./pages/ShellPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";
import { addSampleData, signedInScreens, visit } from "./support/sweep";
import { screenTexts, TranslationKeys } from "./support/translationKeys";

const browser = useBrowser();

describe("translations on screen", () => {
  test("R9 no route shows a translation key instead of words, in any of the 8 languages", async () => {
    const { context, page } = await openPage(browser());
    await signUpVerified(page, uniqueEmail("lingo"));
    await addSampleData(page);
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Everyday account \\(sample\\)");
    const screens = signedInScreens(`/transactions?account=${ledger.accountId()}`);
    const keys = new TranslationKeys();
    const shell = new ShellPage(page);
    const shown: string[] = [];
    for (const language of LANGUAGES) {
      await shell.chooseLanguage(language);
      await page.waitForFunction((lng) => document.documentElement.lang.startsWith(lng), language);
      for (const path of screens) {
        await visit(page, path);
        for (const key of keys.shownIn(await screenTexts(page))) {
          shown.push(`${language} ${path}: ${key}`);
        }
      }
    }
    expect(shown).toEqual([]);
    await context.close();
  }, 300_000);
});
