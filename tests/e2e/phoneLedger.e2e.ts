/**
 * Transactions on a 360 px phone: the rows come first. The title, the account, the balance and
 * a one-line search are all that sit above them; the footer does not take a strip of every
 * screen, and the header has the quick add.
 */
import { describe, expect, test } from "vitest";
import { signUpVerified } from "./pages/AccountsPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();
const PHONE = { width: 360, height: 740 };

describe("Transactions on a phone", () => {
  test("at 360x740 the first transaction row is on screen without scrolling, in one account and in all", async () => {
    const { context, page } = await openPage(browser(), PHONE);
    await signUpVerified(page, uniqueEmail("phone-rows"));
    await page.goto("/");
    await page.getByRole("button", { name: "Try it with sample data" }).click();
    await page.getByTestId("sample-present").waitFor();
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    for (const pick of [
      () => ledger.selectAccount("Everyday account \\(sample\\)"),
      () => ledger.selectAll(),
    ]) {
      await pick();
      await ledger.rows.first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = (await ledger.rows.first().boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
    // The quick add is in the phone header; the footer is not pinned over the rows.
    await page.getByRole("banner").getByTestId("quick-add").waitFor();
    const footerPosition = await page
      .locator("footer")
      .first()
      .evaluate((el) => getComputedStyle(el).position);
    expect(footerPosition).not.toBe("fixed");
    await context.close();
  });
});
