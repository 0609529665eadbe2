import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { resolve } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { freshLedger, ledgerInTwoTabs } from "./pages/AccountsPage";
import { ImportPage } from "./pages/ImportPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();
const STATEMENT = resolve(import.meta.dirname, "fixtures/statement.csv");

async function balanceBecomes(page: Page, expected: string) {
  await page.waitForFunction(
    (text) => document.querySelector('[data-testid="account-balance"]')?.textContent === text,
    expected,
    { timeout: 15_000 },
  );
}

describe("statement import", () => {
  test("a CSV comes in through the preview, shows live in another tab, re-import adds nothing, undo restores", async () => {
    const { first, second, watcher, accountId } = await ledgerInTwoTabs(browser(), "import", "100");
    await balanceBecomes(second.page, "$100.00");

    const importer = new ImportPage(first.page);
    await importer.goto(accountId);
    await importer.chooseFile(STATEMENT);
    expect(await importer.count("new")).toBe("5 new");
    expect(await importer.count("problems")).toBe("1 not readable");
    await importer.importAll();
    // Finished: a calm result, not the preview's counters (every row now matches itself).
    expect(await importer.result.textContent()).toContain("5 imported");
    expect(await importer.summary.count()).toBe(0);
    // 100 + 2,500 − 950 − 3.50 − 3.50 − 45.90
    await balanceBecomes(second.page, "$1,597.10");
    await watcher.row("Landlord").waitFor();

    await importer.chooseFile(STATEMENT);
    expect(await importer.count("new")).toBe("0 new");
    expect(await importer.count("duplicates")).toBe("5 duplicates");
    expect(await first.page.getByTestId("import-start").isDisabled()).toBe(true);

    await importer.undoLatest();
    await balanceBecomes(second.page, "$100.00");
    // The open preview follows the undo without a reload.
    await importer.countBecomes("new", "5 new");
    expect(await importer.count("duplicates")).toBe("0 duplicates");
    expect(await first.page.getByTestId("import-start").isDisabled()).toBe(false);
    await first.context.close();
    await second.context.close();
  });

  test("after an import the result stays calm, and undoing it brings the preview back as new", async () => {
    const { context, page } = await openPage(browser());
    const ledger = await freshLedger(page, "import-done");
    const importer = new ImportPage(page);
    await importer.goto(ledger.accountId()!);
    await importer.chooseFile(STATEMENT);
    await importer.importAll();
    await page.screenshot({ path: resolve(tmpdir(), "import-finished.png"), fullPage: true });
    expect(await importer.result.getAttribute("data-outcome")).toBe("done");
    expect(await importer.result.textContent()).toContain("5 imported");
    expect(await page.getByTestId("count-duplicates").count()).toBe(0);

    await importer.undoLatest();
    await importer.countBecomes("new", "5 new");
    expect(await importer.count("duplicates")).toBe("0 duplicates");
    expect(await importer.result.count()).toBe(0);
    await context.close();
  });

  test("the preview draws the rows at the top of the window however far the page is scrolled", async () => {
    const lines = Array.from({ length: 400 }, (_, i) => {
      const day = String((i % 28) + 1).padStart(2, "0");
      return `2026-09-${day},Shop ${i + 1},,-${i + 1}.00`;
    });
    const bigFile = resolve(tmpdir(), `statement-${Date.now()}.csv`);
    writeFileSync(bigFile, ["Date,Payee,Notes,Amount", ...lines].join("\n"));
    const { context, page } = await openPage(browser(), { height: 800 });
    const ledger = await freshLedger(page, "import-scroll");
    const importer = new ImportPage(page);
    await importer.goto(ledger.accountId()!);
    await importer.chooseFile(bigFile);

    // The list's top edge near the window's top, then deep inside the list.
    for (const top of [40, -6_000, -15_000]) {
      await importer.scrollPreviewTo(top);
      await page.screenshot({ path: resolve(tmpdir(), `import-scrolled${top}.png`) });
      expect(await importer.blankBands(), `list top at ${top}px`).toEqual([]);
    }
    await context.close();
  });
});
