/**
 * The installable app: its service worker opens it without a network, the device keeps what a
 * person last saw and what they typed offline, and sign-out leaves nothing of them behind.
 * Production build, Chromium's offline emulation.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { freshLedger } from "./pages/AccountsPage";
import { AuthPage } from "./pages/AuthPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();
const withWorker = { serviceWorkers: "allow" as const };

/** Resolves once the service worker is installed (its precache complete) and active. */
async function workerReady(page: Page): Promise<string> {
  return await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? "";
  });
}

/** The rows of one store of the signed-in person's device database (none when there is none). */
async function deviceRows(page: Page, store: "snapshots" | "outbox"): Promise<unknown[]> {
  return await page.evaluate(async (store) => {
    const person = sessionStorage.getItem("pfa-device-person");
    const name = `pfa-device-${person}`;
    if (!person || !(await indexedDB.databases()).some((d) => d.name === name)) return [];
    return await new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const read = db.transaction(store).objectStore(store).getAll();
        read.onsuccess = () => {
          db.close();
          resolve(read.result);
        };
        read.onerror = () => reject(read.error);
      };
    });
  }, store);
}

async function keptKeys(page: Page): Promise<string[]> {
  return (await deviceRows(page, "snapshots")).map((row) => (row as { key: string }).key).sort();
}

/** Everything the browser holds for the site, to look for a person's data in it. */
async function storageDump(page: Page) {
  return await page.evaluate(async () => {
    const caches_ = await Promise.all(
      (await caches.keys()).map(async (name) =>
        (await (await caches.open(name)).keys()).map((request) => request.url),
      ),
    );
    return {
      databases: (await indexedDB.databases()).map((d) => d.name ?? ""),
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cached: caches_.flat(),
    };
  });
}

async function signedInLedger(context: BrowserContext, email: string, accountId: string) {
  const page = await context.newPage();
  await new AuthPage(page).logIn(email);
  const ledger = new TransactionsPage(page);
  await ledger.goto(`?account=${accountId}`);
  await ledger.balance.waitFor();
  return ledger;
}

describe("installable app that works offline", () => {
  test("installable: manifest with name, icons and standalone display; the service worker controls the page", async () => {
    const { context, page } = await openPage(browser(), withWorker);
    const response = await page.goto("/");
    // The precache is fetched by the worker under the page's policy: connect-src allows 'self'.
    expect(response?.headers()["content-security-policy"]).toMatch(/connect-src 'self'/);
    expect(await workerReady(page)).toMatch(/\/sw\.js$/);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
      return (await (await fetch(href)).json()) as {
        name: string;
        short_name: string;
        display: string;
        start_url: string;
        theme_color: string;
        icons: { src: string; sizes: string; purpose?: string }[];
      };
    });
    expect(manifest).toMatchObject({ name: "Personal Finance Advisor", display: "standalone" });
    expect(manifest.start_url).toBe("/");
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of manifest.icons) {
      const type = await page.evaluate(
        async (src) => (await fetch(src)).headers.get("content-type"),
        icon.src,
      );
      expect(type, icon.src).toBe("image/png");
    }
    // Light and dark theme colours for the browser's chrome.
    const themes = await page.evaluate(() =>
      [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
        m.getAttribute("media"),
      ),
    );
    expect(themes).toEqual(
      expect.arrayContaining(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]),
    );
    // After a reload the worker answers the page; the start URL opens without a network.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await context.setOffline(true);
    await page.goto("/");
    await page.getByTestId("signup-cta").or(page.getByTestId("login-button")).first().waitFor();
    await context.close();
  });

  test("with the network cut a reload draws the app and the balances last seen, marked as of when", async () => {
    const { context, page } = await openPage(browser(), withWorker);
    const ledger = await freshLedger(page, "offline-read");
    await ledger.add({ kind: "Expense", amount: "25", notes: "Groceries" });
    await workerReady(page);
    await expect
      .poll(() => keptKeys(page))
      .toEqual(expect.arrayContaining(["accounts", "ledger", "syncedAt"]));
    await expect
      .poll(async () => JSON.stringify(await deviceRows(page, "snapshots")))
      .toContain("Groceries");

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId("offline-banner").waitFor();
    expect(await page.getByTestId("offline-as-of").textContent()).toMatch(
      /^Offline: as of \d{1,2}:\d{2}/,
    );
    const account = page.getByTestId("offline-account").filter({ hasText: "Checking" });
    expect(await account.textContent()).toContain("$975.00");
    await page.getByTestId("offline-row").filter({ hasText: "Groceries" }).waitFor();
    // Read-only: nothing on the offline screen edits.
    expect(await page.getByTestId("offline-home").getByRole("textbox").count()).toBe(0);
    await context.close();
  });

  test("an entry typed offline survives closing the page, is sent once when the network returns, and a replay adds nothing", async () => {
    const email = uniqueEmail("outbox");
    const { context, page } = await openPage(browser(), withWorker);
    const ledger = await freshLedger(page, "outbox", { email });
    const accountId = ledger.accountId()!;
    await workerReady(page);

    // The connection drops during the first visit: the banner's code comes from the precache.
    await context.setOffline(true);
    await page.getByTestId("offline-banner").waitFor();
    // The server does not have it yet: the notice says where it is, not "added".
    await ledger.add(
      { kind: "Expense", amount: "3.20", notes: "Bus ticket" },
      undefined,
      "Saved on this device",
    );
    const notice = page.getByTestId("kept-notice");
    expect(await notice.textContent()).toContain("It will be sent when the connection is back.");
    expect(await page.getByText("Transaction added").count()).toBe(0);
    const waiting = page.getByTestId("outbox-row").filter({ hasText: "Bus ticket" });
    await waiting.getByTestId("outbox-waiting").waitFor();
    expect(await waiting.getByTestId("outbox-waiting").textContent()).toBe("Waiting to sync");
    const [kept] = (await deviceRows(page, "outbox")) as { clientId: string }[];
    expect(kept.clientId).toMatch(/^[0-9a-f-]{36}$/);

    // Signing out would delete it from the device: the app asks, and staying keeps both.
    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    const ask = page.getByRole("dialog", { name: "Unsent transactions on this device" });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(
      "1 transaction typed offline has not been sent yet. Signing out deletes it from this device.",
    );
    await ask.getByRole("button", { name: "Stay signed in" }).click();
    await ask.waitFor({ state: "detached" });
    await page.getByTestId("user-menu").waitFor();
    expect(await deviceRows(page, "outbox")).toHaveLength(1);
    await page.close();

    // Back online in a new tab of the same browser: signing in sends what was kept, once.
    await context.setOffline(false);
    const again = await signedInLedger(context, email, accountId);
    await again.row("Bus ticket").waitFor();
    await expect.poll(() => deviceRows(again.page, "outbox")).toEqual([]);
    expect(await again.row("Bus ticket").count()).toBe(1);
    expect(await again.balance.textContent()).toContain("996.80");

    // Another device sees it once.
    const other = await openPage(browser());
    const elsewhere = await signedInLedger(other.context, email, accountId);
    await elsewhere.row("Bus ticket").waitFor();
    expect(await elsewhere.row("Bus ticket").count()).toBe(1);

    // A resend whose answer was lost: the same entry, same clientId, sent again.
    await again.page.evaluate(async (entry) => {
      const person = sessionStorage.getItem("pfa-device-person");
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(`pfa-device-${person}`);
        open.onsuccess = () => {
          const tx = open.result.transaction("outbox", "readwrite");
          tx.objectStore("outbox").put(entry);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      });
    }, kept);
    await again.page.reload();
    await again.balance.waitFor();
    await expect.poll(() => deviceRows(again.page, "outbox")).toEqual([]);
    expect(await elsewhere.row("Bus ticket").count()).toBe(1);
    expect(await elsewhere.balance.textContent()).toContain("996.80");
    await other.context.close();
    await context.close();
  });

  test("sign-out leaves no person's data in the browser's storage", async () => {
    const { context, page } = await openPage(browser(), withWorker);
    const ledger = await freshLedger(page, "offline-wipe");
    const accountId = ledger.accountId()!;
    await workerReady(page);
    await expect.poll(() => keptKeys(page)).toEqual(expect.arrayContaining(["accounts"]));
    const person = await page.evaluate(() => sessionStorage.getItem("pfa-device-person"));
    expect(person).toBeTruthy();

    await page.getByTestId("user-menu").click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await page.getByTestId("login-button").waitFor();
    await expect
      .poll(async () => (await storageDump(page)).databases.filter((n) => n.startsWith("pfa-")))
      .toEqual([]);
    const dump = await storageDump(page);
    const text = JSON.stringify({ ...dump, cached: [] });
    expect(text).not.toContain(person!);
    expect(text).not.toContain(accountId);
    expect(text).not.toContain("Checking");
    expect(text).not.toMatch(/convexAuth/i);
    // The worker's cache holds only the site's own files: no API answer, nothing of a person.
    const origin = new URL(page.url()).origin;
    expect(dump.cached.length).toBeGreaterThan(0);
    for (const url of dump.cached) {
      expect(url.startsWith(origin), url).toBe(true);
      expect(url).toMatch(/\.(js|css|html|svg|png|woff2|webmanifest)(\?__WB_REVISION__=\w+)?$/);
    }
    await context.close();
  });
});
