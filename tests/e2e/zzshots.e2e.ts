import type { Page } from "playwright-core";
import { test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { ShellPage } from "./pages/ShellPage";
import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();

async function inject(page: Page, accountId: string) {
  await page.evaluate(async (accountId) => {
    const person = sessionStorage.getItem("pfa-device-person");
    const entries = [
      { clientId: "11111111-1111-4111-8111-111111111111", createdAt: 1, state: "waiting",
        call: { fn: "create", args: { accountId, kind: "expense", amount: 320, date: "2026-11-29", category: "transportation", notes: "Bus ticket", clientId: "11111111-1111-4111-8111-111111111111" } } },
      { clientId: "22222222-2222-4222-8222-222222222222", createdAt: 2, state: "refused", reason: "NOT_FOUND",
        call: { fn: "create", args: { accountId, kind: "expense", amount: 450, date: "2026-11-29", category: "food", notes: "Coffee", clientId: "22222222-2222-4222-8222-222222222222" } } },
    ];
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open(`pfa-device-${person}`);
      open.onsuccess = () => {
        const tx = open.result.transaction("outbox", "readwrite");
        for (const e of entries) tx.objectStore("outbox").put(e);
        tx.oncomplete = () => { open.result.close(); resolve(); };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, accountId);
}

for (const v of [
  { name: "en-light-1280", colorScheme: "light" as const, width: 1280, de: false },
  { name: "en-dark-360", colorScheme: "dark" as const, width: 360, de: false },
  { name: "de-light-1280", colorScheme: "light" as const, width: 1280, de: true },
]) {
  test(`shots ${v.name}`, async () => {
    const { context, page } = await openPage(browser(), { serviceWorkers: "allow", colorScheme: v.colorScheme, width: v.width, height: 800 });
    const ledger = await freshLedger(page, "shots");
    await ledger.add({ kind: "Expense", amount: "25", notes: "Groceries" });
    const url = page.url();
    if (v.de) {
      await new ShellPage(page).chooseLanguage("de");
      await page.goto(url);
    }
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.getByText("Groceries").first().waitFor();
    await inject(page, ledger.accountId()!);
    await context.setOffline(true);
    await page.getByTestId("offline-banner").waitFor();
    await page.getByTestId("outbox-row").first().waitFor();
    await page.screenshot({ path: `/tmp/pwa40-shots/ledger-live-${v.name}.png`, fullPage: true });
    await page.reload();
    await page.getByTestId("offline-home").waitFor();
    await page.getByTestId("outbox-row").first().waitFor();
    await page.screenshot({ path: `/tmp/pwa40-shots/offline-home-${v.name}.png`, fullPage: true });
    await context.close();
  });
}
