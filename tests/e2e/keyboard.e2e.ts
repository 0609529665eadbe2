/** The everyday flows with the keyboard alone: no mouse click after the set-up. */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

/** What the focused element must be: its test id, the start of its label, or its text. */
type Target = { testId?: string; label?: string; text?: string };

/** Tabs until the focused element is `target`, as a keyboard user would; fails after `limit`. */
async function tabTo(page: Page, target: Target, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press("Tab");
    const hit = await page.evaluate(({ testId, label, text }) => {
      const el = document.activeElement as HTMLInputElement | null;
      if (el === null) return false;
      if (testId !== undefined) return el.getAttribute("data-testid") === testId;
      if (label !== undefined) return el.labels?.[0]?.textContent?.startsWith(label) === true;
      return el.textContent?.trim() === text;
    }, target);
    if (hit) return;
  }
  throw new Error(`not reached by Tab: ${JSON.stringify(target)}`);
}

describe("keyboard only", () => {
  test("add a transaction and set a budget without the mouse", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "keys");
    await page.goto(`/transactions?account=${ledger.accountId()}`);
    await ledger.balance.waitFor();

    await tabTo(page, { testId: "add-transaction" });
    await page.keyboard.press("Enter");
    await ledger.dialog.getByRole("heading", { name: "Add transaction" }).waitFor();
    await tabTo(page, { label: "Amount" });
    await page.keyboard.type("18.40");
    await tabTo(page, { label: "Notes" });
    await page.keyboard.type("Keyboard lunch");
    await tabTo(page, { text: "Save" });
    await page.keyboard.press("Enter");
    await ledger.row("Keyboard lunch").waitFor();
    expect(await ledger.row("Keyboard lunch").textContent()).toContain("-$18.40");

    await page.goto("/planner?tab=budget");
    await page.getByRole("heading", { name: "Planner", level: 2 }).waitFor();
    await page
      .getByRole("button", { name: "Set your first budget" })
      .or(page.getByTestId("add-budget"))
      .first()
      .waitFor();
    if (await page.getByRole("button", { name: "Set your first budget" }).isVisible()) {
      await tabTo(page, { text: "Set your first budget" });
      await page.keyboard.press("Enter");
    }
    await tabTo(page, { label: "Monthly amount" });
    await page.keyboard.type("250");
    await page.keyboard.press("Enter");
    await page.getByText("Budget saved.").first().waitFor();
    await context.close();
  });

  test("a row's actions menu opens, moves and chooses from the keyboard", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "kbmenu");
    await ledger.add({ amount: "5", notes: "Tea" });
    await ledger
      .row("Tea")
      .getByRole("button", { name: /^Actions for/ })
      .focus();
    await page.keyboard.press("Enter");
    await page.getByRole("menuitem", { name: "Edit" }).waitFor();
    // The menu takes the focus once it has opened (a person is never faster than that).
    await page.waitForFunction(() => document.activeElement?.closest('[role="menu"]') !== null);
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Edit");
    await page.keyboard.press("Enter");
    await ledger.dialog.getByRole("heading", { name: "Edit transaction" }).waitFor();
    await context.close();
  });
});
