import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { ROUTE_ACCESS } from "../../src/app/routing/routeTable";
import { signUpVerified } from "./pages/AccountsPage";
import { TransactionsPage } from "./pages/TransactionsPage";
import { consoleProblems, openPage, uniqueEmail, useBrowser } from "./support/browser";

const browser = useBrowser();

/** Main-thread task time an idle screen may use in IDLE_MS: a render loop uses nearly all of it. */
const IDLE_MS = 5_000;
const IDLE_TASK_SECONDS = 0.5;

/** Waits until the screen has drawn its data: no loader, skeleton or busy region left. */
async function settled(page: Page): Promise<void> {
  await page.locator("main").first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('[aria-busy="true"], .mantine-Skeleton-root').length === 0,
    undefined,
    { timeout: 15_000 },
  );
  // Long enough for a loop or a late failure to show in the console.
  await page.waitForTimeout(700);
}

/** A verified user with the sample accounts and three months of transactions, on Home. */
async function sampleUser(page: Page): Promise<void> {
  await signUpVerified(page, uniqueEmail("console"));
  await page.goto("/");
  await page.getByRole("button", { name: "Try it with sample data" }).click();
  await page.getByTestId("sample-present").waitFor();
}

/** Renderer main-thread task time (seconds) spent while the page sits untouched for IDLE_MS. */
async function idleTaskSeconds(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const taskDuration = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    return metrics.find((m) => m.name === "TaskDuration")?.value ?? Number.NaN;
  };
  const before = await taskDuration();
  await page.waitForTimeout(IDLE_MS);
  const spent = (await taskDuration()) - before;
  await cdp.detach();
  return spent;
}

const paths = (access: string) =>
  Object.entries(ROUTE_ACCESS)
    .filter(([, a]) => a === access)
    .map(([path]) => path);

describe("every screen runs clean", () => {
  test("no console error or warning on any route, the all-accounts ledger included", async () => {
    const { context, page } = await openPage(browser());
    const problems = consoleProblems(page);
    const seen = (path: string) => problems.map((p) => `${path}: ${p}`);
    const found: string[] = [];

    for (const path of [...paths("public"), ...paths("guest")]) {
      await page.goto(path);
      await settled(page);
      found.push(...seen(path));
      problems.length = 0;
    }

    await sampleUser(page);
    const ledger = new TransactionsPage(page);
    await ledger.goto();
    await ledger.selectAccount("Everyday account \\(sample\\)");
    const oneAccount = `/transactions?account=${ledger.accountId()}`;
    const signedIn = [...paths("signedIn"), ...paths("verified")];
    for (const path of [...signedIn, oneAccount, "/transactions?account=all", "/"]) {
      await page.goto(path);
      await settled(page);
      found.push(...seen(path));
      problems.length = 0;
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test(`an idle screen uses under ${IDLE_TASK_SECONDS} s of main-thread time in ${IDLE_MS / 1000} s`, async () => {
    const { context, page } = await openPage(browser());
    await sampleUser(page);
    const spent: Record<string, number> = {};
    for (const path of ["/transactions?account=all", "/"]) {
      await page.goto(path);
      await settled(page);
      spent[path] = await idleTaskSeconds(page);
    }
    console.log(`idle main-thread task time over ${IDLE_MS / 1000} s:`, spent);
    for (const seconds of Object.values(spent)) expect(seconds).toBeLessThan(IDLE_TASK_SECONDS);
    await context.close();
  });
});
