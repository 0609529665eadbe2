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
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: "longtask", buffered: false });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  const started = Date.now();
  await page.getByTestId("import-file-input").setInputFiles(file);
  await page.getByTestId("import-start").waitFor();
  const previewed = Date.now();
  const { profile } = await cdp.send("Profiler.stop");
  writeFileSync("/tmp/prof/client-preview.cpuprofile", JSON.stringify(profile));
  await page.getByTestId("import-start").click();
  await page.getByTestId("import-result").waitFor({ timeout: 240_000 });
  const written = Date.now();
  const longTasks = await page.evaluate(
    () => (window as unknown as { longTasks: number[] }).longTasks,
  );
  // As a user would: the result's "Open the ledger" link, within the running app.
  await page.getByRole("link", { name: "Open the ledger" }).click();
  await page.getByTestId("transaction-row").first().waitFor();
  const shown = Date.now();
  const seconds = (shown - started) / 1000;
  console.log(
    `\nImport of ${ROWS.toLocaleString("en")} CSV rows in Chromium: preview ${previewed - started} ms, ` +
      `written ${written - previewed} ms, in the ledger after ${seconds.toFixed(1)} s ` +
      `(${Math.round(ROWS / seconds)} rows/s); main-thread long tasks: ${longTasks.length}, ` +
      `longest ${Math.round(Math.max(0, ...longTasks))} ms, over 200 ms: ${longTasks.filter((d) => d > 200).length}`,
  );
  await browser.close();
});
