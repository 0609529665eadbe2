import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { ImportPage } from "./pages/ImportPage";
import { ReconcileDialog } from "./pages/ReconcileDialog";
import type { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();
const ROWS = 40;

/**
 * A fresh ledger (1,000 to start) with a 40-row statement imported: Shop 1 … Shop 40 spending
 * 1 … 40 (820 in all), so a cleared balance of 180 matches the statement. The rows start
 * uncleared whatever an import sets (the bulk bar's "Mark uncleared").
 */
async function ledgerWithStatement(page: Page, prefix: string): Promise<TransactionsPage> {
  const lines = Array.from({ length: ROWS }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, "0");
    return `2025-0${i < 28 ? 1 : 2}-${day},Shop ${i + 1},,-${i + 1}.00`;
  });
  const file = resolve(tmpdir(), `statement-40-${Date.now()}.csv`);
  writeFileSync(file, ["Date,Payee,Notes,Amount", ...lines].join("\n"));
  const ledger = await freshLedger(page, prefix);
  const importer = new ImportPage(page);
  await importer.goto(ledger.accountId()!);
  await importer.chooseFile(file);
  await importer.importAll();
  await ledger.goto();
  await ledger.selectAccount("Checking");
  await page.getByTestId("account-balance").filter({ hasText: "$180.00" }).waitFor();
  await page.getByRole("checkbox", { name: "Select all shown" }).click();
  await page.getByTestId("bulk-mark-uncleared").click();
  await page.getByTestId("bulk-actions").waitFor({ state: "detached" });
  await noneShows(page, "cleared");
  return ledger;
}

/** Waits until no drawn row shows `status` any more (the list is virtualised). */
async function noneShows(page: Page, status: string) {
  await page.waitForFunction(
    (s) => !document.querySelector(`[data-testid="cleared-toggle"][data-status="${s}"]`),
    status,
  );
}

const boxHeight = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-ledger-scroll]")!.clientHeight);

/** Waits until the register's scroll box is `height` tall again (it follows the layout live). */
async function heightBecomes(page: Page, height: number) {
  await page.waitForFunction(
    (h) => document.querySelector("[data-ledger-scroll]")?.clientHeight === h,
    height,
  );
}

describe("reconciling a 40-row statement", () => {
  test("on a phone (360 px) the bulk bar marks cleared with a tap", async () => {
    const { context, page } = await openPage(browser(), { width: 360 });
    await ledgerWithStatement(page, "recphone");
    await page.getByRole("checkbox", { name: "Select all shown" }).click();
    await page.screenshot({ path: resolve(tmpdir(), "reconcile-bulk-phone.png") });
    await page.getByTestId("bulk-mark-cleared").click();
    await page.getByText("40 transactions marked cleared.").waitFor();
    await noneShows(page, "uncleared");
    await context.close();
  });

  test("with the keyboard only: ↓ into the rows, Space ticks, ↓ moves, Enter finishes the match", async () => {
    const { context, page } = await openPage(browser());
    await ledgerWithStatement(page, "reckeys");
    const rec = new ReconcileDialog(page);
    const fullHeight = await boxHeight(page);

    await page.getByTestId("reconcile-account").focus();
    await page.keyboard.press("Enter");
    await rec.dialog.waitFor();
    await rec.dialog.getByLabel("Statement balance").focus();
    await page.keyboard.type("180");
    await rec.dialog.getByTestId("cleared-balance").filter({ hasText: "$1,000.00" }).waitFor();
    let keys = 1 + 3; // Enter on Reconcile, the balance typed
    await page.keyboard.press("ArrowDown");
    keys += 1;
    for (let i = 0; i < ROWS; i++) {
      await page.keyboard.press("Space");
      keys += 1;
      if (i < ROWS - 1) {
        await page.keyboard.press("ArrowDown");
        keys += 1;
      }
    }
    // The last tick brings the difference to zero: one confirmation finishes.
    const ask = page.getByRole("dialog", { name: "Your balance matches: finish?" });
    await ask.waitFor();
    await page.keyboard.press("Enter");
    keys += 1;
    await page.getByText("Account reconciled.").first().waitFor();
    await noneShows(page, "uncleared");
    expect(await page.locator('[data-status="reconciled"]').count()).toBeGreaterThan(10);
    expect(keys).toBe(85);
    // The bar has closed: the register grows back to the window, and after the entry row too.
    await heightBecomes(page, fullHeight);
    await page.keyboard.press("n");
    await page.getByTestId("register-entry").waitFor();
    await page.waitForFunction(
      (h) => document.querySelector("[data-ledger-scroll]")!.clientHeight < h,
      fullHeight,
    );
    // Escape closes the payee's open suggestions first, then the entry row.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await page.getByTestId("register-entry").waitFor({ state: "detached" });
    await heightBecomes(page, fullHeight);
    await context.close();
  });

  test("bulk Mark cleared, then a balance that already matches finishes on one confirmation", async () => {
    const { context, page } = await openPage(browser());
    await ledgerWithStatement(page, "recbulk");
    await noneShows(page, "cleared");
    await page.getByRole("checkbox", { name: "Select all shown" }).click();
    await page.screenshot({ path: resolve(tmpdir(), "reconcile-bulk-bar.png") });
    await page.getByTestId("bulk-mark-cleared").click();
    await page.getByText("40 transactions marked cleared.").waitFor();
    await noneShows(page, "uncleared");

    const rec = new ReconcileDialog(page);
    await rec.open();
    await rec.dialog.getByLabel("Statement balance").fill("180");
    await rec.differenceBecomes("$0.00");
    await rec.dialog.getByLabel("Statement balance").press("Enter");
    const ask = page.getByRole("dialog", { name: "Your balance matches: finish?" });
    await ask.getByTestId("confirm-reconcile-match").waitFor();
    await page.screenshot({ path: resolve(tmpdir(), "reconcile-matches.png") });
    await ask.getByTestId("confirm-reconcile-match").click();
    await page.getByText("Account reconciled.").first().waitFor();
    await noneShows(page, "cleared");
    await context.close();
  });
});
