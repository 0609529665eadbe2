/**
 * A ledger of 10,000 transactions in Chromium against the offline backend: time from choosing
 * the account to its rows on screen, and the longest task while scrolling 50 screens of it.
 * Printed, not asserted: `npm run bench` (or `-- --only ledger`) runs it.
 */
import { ConvexHttpClient } from "convex/browser";
import { cpus, loadavg } from "node:os";
import type { Page } from "playwright-core";
import { inject, test } from "vitest";
import { api } from "../../convex/_generated/api";
import type { Id } from "../../convex/_generated/dataModel";
import { rowAt } from "../../convex/testing/seed.testkit";
import { AccountsPage, signUpVerified } from "../e2e/pages/AccountsPage";
import { ShellPage } from "../e2e/pages/ShellPage";
import { TransactionsPage } from "../e2e/pages/TransactionsPage";
import { launchBrowser, openPage, uniqueEmail } from "../e2e/support/browser";

const TOTAL = Number(process.env.BENCH_LEDGER_TRANSACTIONS ?? 10_000);
const IN_FLIGHT = 16;
const OPENS = 9;
const SCREENS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * Notes in the page when a `transactions:list` subscription is sent and when its first result
 * arrives, so an open splits into client → server → result on screen.
 */
const SPY_ON_LIST_QUERIES = `(() => {
  const spy = { sent: new Map(), answered: new Map() };
  window.__listSpy = spy;
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener("message", (event) => {
        if (typeof event.data !== "string" || !event.data.includes('"Transition"')) return;
        for (const m of JSON.parse(event.data).modifications) {
          if (m.type === "QueryUpdated" && spy.sent.has(m.queryId) && !spy.answered.has(m.queryId))
            spy.answered.set(m.queryId, performance.now());
        }
      });
    }
    send(data) {
      if (typeof data === "string" && data.includes('"ModifyQuerySet"')) {
        for (const m of JSON.parse(data).modifications) {
          if (m.type === "Add" && /^transactions(\\.js)?:list$/.test(m.udfPath ?? ""))
            spy.sent.set(m.queryId, performance.now());
        }
      }
      super.send(data);
    }
  };
})();`;

/** The signed-in page's Convex Auth token (kept in sessionStorage). */
async function authToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith("__convexAuthJWT_"));
    return key ? sessionStorage.getItem(key) : null;
  });
  if (!token) throw new Error("no auth token in the page");
  return token;
}

/** Posts TOTAL transactions through the public API as the signed-in user, IN_FLIGHT at a time. */
async function seed(token: string, accountId: Id<"accounts">) {
  const started = Date.now();
  const client = new ConvexHttpClient(inject("backendUrl"));
  client.setAuth(token);
  let next = 0;
  const worker = async () => {
    while (next < TOTAL) {
      const row = rowAt(next, TOTAL);
      next += 1;
      if (next % 2000 === 0) {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        console.log(`  seeded ${next.toLocaleString("en")} in ${seconds} s`);
      }
      await client.mutation(api.transactions.create, {
        accountId,
        kind: row.amount > 0 ? "income" : "expense",
        amount: Math.abs(row.amount),
        date: row.date,
        category: row.category,
        notes: row.notes,
      });
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

interface Open {
  total: number;
  /** Click → the list subscription sent. */
  client: number;
  /** Subscription sent → its first result received. */
  server: number;
  /** Result received → rows painted. */
  render: number;
}

/** Picks the account on /transactions; ms from the option's click to the first row painted. */
async function openLedger(page: Page, ledger: TransactionsPage, name: string): Promise<Open> {
  await ledger.prompt.waitFor();
  await ledger.picker.click();
  const option = page.getByRole("option", { name: new RegExp(`^${name} \\(`) });
  await option.waitFor();
  await page.evaluate(() => {
    const w = window as unknown as { __open?: Promise<number[]> };
    w.__open = new Promise<number[]>((resolve) => {
      let clicked = 0;
      document.addEventListener("click", () => (clicked = performance.now()), {
        capture: true,
        once: true,
      });
      const observer = new MutationObserver(() => {
        if (!clicked || !document.querySelector('[data-testid="transaction-row"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve([clicked, performance.now()])));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await option.click();
  return page.evaluate(async () => {
    const w = window as unknown as {
      __open: Promise<number[]>;
      __listSpy: { sent: Map<number, number>; answered: Map<number, number> };
    };
    const [clicked, painted] = await w.__open;
    const id = [...w.__listSpy.sent].find(([, at]) => at >= clicked)?.[0] ?? -1;
    const sent = w.__listSpy.sent.get(id) ?? clicked;
    const answered = w.__listSpy.answered.get(id) ?? sent;
    return {
      total: painted - clicked,
      client: sent - clicked,
      server: answered - sent,
      render: painted - answered,
    };
  });
}

/** Scrolls the list's scroll box (or the page) a screen at a time; long tasks meanwhile. */
async function scrollScreens(page: Page) {
  return page.evaluate(async (screens) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const row = document.querySelector('[data-testid="transaction-row"]');
    let box: Element | null = row?.parentElement ?? null;
    while (
      box &&
      !(
        box.scrollHeight > box.clientHeight + 1 &&
        /auto|scroll/.test(getComputedStyle(box).overflowY)
      )
    )
      box = box.parentElement;
    const scroller = box ?? document.scrollingElement!;
    const tasks: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: "longtask", buffered: false });
    const started = performance.now();
    for (let i = 0; i < screens; i += 1) {
      scroller.scrollBy(
        0,
        scroller === document.scrollingElement ? innerHeight : scroller.clientHeight,
      );
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    observer.disconnect();
    return {
      ms: performance.now() - started,
      tasks,
      rows: document.querySelectorAll('[data-testid="transaction-row"]').length,
      position: scroller.scrollTop,
      ownBox: box !== null,
    };
  }, SCREENS);
}

test(`a ledger of ${TOTAL.toLocaleString("en")} transactions: open and scroll`, async () => {
  const browser = await launchBrowser();
  const { page } = await openPage(browser);
  await signUpVerified(page, uniqueEmail("bench-ledger"));
  const accounts = new AccountsPage(page);
  await accounts.goto();
  await accounts.addAccount({ type: "Cash", name: "Ledger", balance: "0" });
  const ledger = new TransactionsPage(page);
  await ledger.goto();
  await ledger.selectAccount("Ledger");
  const accountId = ledger.accountId() as Id<"accounts">;

  const token = await authToken(page);
  // Off the app while seeding, so no live query re-runs per write (the tab keeps its session).
  await page.goto("about:blank");
  const seeding = Date.now();
  await seed(token, accountId);
  const seedSeconds = (Date.now() - seeding) / 1000;
  await page.context().addInitScript(SPY_ON_LIST_QUERIES);
  await new ShellPage(page).goto("/");

  // Each open starts from Home and goes to Transactions inside the app, as a user would.
  const shell = new ShellPage(page);
  const opens: Open[] = [];
  for (let i = 0; i < OPENS; i += 1) {
    await shell.title.click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("link", { name: "Transactions" }).first().click();
    opens.push(await openLedger(page, ledger, "Ledger"));
  }
  const scroll = await scrollScreens(page);
  const longest = Math.max(0, ...scroll.tasks);
  const mid = (key: keyof Open) => median(opens.map((o) => o[key])).toFixed(0);
  console.log(
    `\nLedger of ${TOTAL.toLocaleString("en")} transactions in Chromium ` +
      `(seeded through the API in ${seedSeconds.toFixed(0)} s)\n` +
      `  open (choose account → rows painted): median of ${OPENS} ${mid("total")} ms ` +
      `(all: ${opens.map((o) => o.total.toFixed(0)).join(", ")}); medians: click → query sent ` +
      `${mid("client")} ms, query → first page ${mid("server")} ms, page → rows painted ` +
      `${mid("render")} ms\n` +
      `  scroll ${SCREENS} screens (${scroll.ownBox ? "list box" : "page"}): longest task ` +
      `${longest.toFixed(0)} ms, ${scroll.tasks.filter((d) => d > 50).length} over 50 ms, ` +
      `${scroll.rows} rows rendered, ${(scroll.ms / 1000).toFixed(1)} s\n` +
      `  load average: ${loadavg()[0].toFixed(1)} (${cpus().length} cores)`,
  );
  await browser.close();
}, 1_800_000);
