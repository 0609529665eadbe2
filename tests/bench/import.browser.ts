/**
 * A 10,000-row CSV statement: from choosing the file to every row written and the ledger
 * showing them, in Chromium against the offline backend; plus the longest main-thread task
 * while the page parsed, previewed and wrote (parsing runs in a Web Worker). Printed only.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "vitest";
import { AccountsPage, signUpVerified } from "../e2e/pages/AccountsPage";
import { TransactionsPage } from "../e2e/pages/TransactionsPage";
import { launchBrowser, openPage, uniqueEmail } from "../e2e/support/browser";

const ROWS = 10_000;
const PAYEES = [
  "REWE",
  "ACME Payroll",
  "Landlord",
  "Corner Café",
  "City Transit",
  "Bookshop",
  "Pharmacy",
];

function statement(): string {
  const lines = ["Date,Payee,Notes,Amount"];
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(i / 5) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const payee = PAYEES[i % PAYEES.length];
    const amount = payee === "ACME Payroll" ? 2500 + (i % 7) : -((i % 9_000) / 100 + 1);
    lines.push(`${day},${payee},Row ${i},${amount.toFixed(2)}`);
  }
  return lines.join("\n");
}

test("10,000-row CSV import", async () => {
  const browser = await launchBrowser();
  const { page } = await openPage(browser);
  await signUpVerified(page, uniqueEmail("import-bench"));
  await new AccountsPage(page).goto();
  await new AccountsPage(page).addAccount({ type: "Bank account", name: "Checking", balance: "0" });
  const ledger = new TransactionsPage(page);
  await ledger.goto();
  await ledger.selectAccount("Checking");
  const accountId = ledger.accountId()!;
  const file = join(mkdtempSync(join(tmpdir(), "pfa-import-")), "statement.csv");
  writeFileSync(file, statement());

  await page.goto(`/import?account=${accountId}`);
  await page.getByTestId("import-drop").waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; marks: Record<string, number> };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
    // Each phase ends when its element enters the page, read in the page itself: Playwright's
    // waitFor polls, and its polling steps would be counted as import time.
    w.marks = {};
    const ends: Record<string, string> = {
      previewed: '[data-testid="import-start"]',
      written: '[data-testid="import-result"]',
      shown: '[data-testid="transaction-row"]',
    };
    const mark = (name: string) => (w.marks[name] ??= performance.now());
    document.addEventListener("change", () => mark("started"), true);
    document.addEventListener(
      "click",
      (event) => {
        const target = event.target as Element | null;
        if (target?.closest('[data-testid="import-start"]')) mark("writing");
        if (target?.closest('[data-testid="import-result"] a')) mark("opening");
      },
      true,
    );
    new MutationObserver(() => {
      for (const [name, selector] of Object.entries(ends)) {
        if (w.marks[name] === undefined && document.querySelector(selector)) mark(name);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await page.getByTestId("import-file-input").setInputFiles(file);
  await page.getByTestId("import-start").waitFor();
  await page.getByTestId("import-start").click();
  await page.getByTestId("import-result").waitFor({ timeout: 240_000 });
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  // As a user would: the result's "Open the ledger" link, within the running app.
  await page.getByRole("link", { name: "Open the ledger" }).click();
  await page.getByTestId("transaction-row").first().waitFor();
  const marks = await page.evaluate(
    () => (window as unknown as { marks: Record<string, number> }).marks,
  );
  const { started, previewed, writing, written, opening, shown } = marks;
  // The app's own time: the moments before the clicks on Import and on the link are the user's.
  const seconds = (previewed - started + (written - writing) + (shown - opening)) / 1000;
  const ms = (n: number) => `${Math.round(n)} ms`;
  console.log(
    `\nImport of ${ROWS.toLocaleString("en")} CSV rows in Chromium: preview ${ms(previewed - started)}, ` +
      `written ${ms(written - writing)}, ledger shown ${ms(shown - opening)} after the link; ` +
      `in all ${seconds.toFixed(1)} s (${Math.round(ROWS / seconds)} rows/s); main-thread long tasks: ${longTasks.length}, ` +
      `longest ${Math.round(Math.max(0, ...longTasks))} ms, over 200 ms: ${longTasks.filter((d) => d > 200).length}`,
  );
  await browser.close();
});
