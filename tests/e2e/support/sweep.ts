import type { Page } from "playwright-core";
import { ROUTE_ACCESS } from "../../../src/app/routing/routeTable";

/**
 * Visiting every screen of a signed-in user, client-side (no reload, so a sweep over many
 * screens and languages stays quick): the route list with the planner's tabs, the ledger of
 * one account and of all accounts, and a page that does not exist.
 */
export function signedInScreens(ledgerPath: string): string[] {
  const screens: string[] = [];
  for (const [path, access] of Object.entries(ROUTE_ACCESS)) {
    if (access === "guest") continue;
    if (path === "/planner") {
      screens.push("/planner?tab=budget", "/planner?tab=recurring", "/planner?tab=plans");
    } else if (path === "/transactions") {
      screens.push(ledgerPath, "/transactions?account=all");
    } else screens.push(path);
  }
  return [...screens, "/no-such-screen"];
}

const BETWEEN = "/sweep-between-screens";

async function pushPath(page: Page, path: string): Promise<void> {
  // The router follows the history like a Back press: a client-side navigation.
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/**
 * Navigates to `path` and waits until its screen has drawn its data. It passes through the
 * "not found" page first, so the screen before (the same page with another tab, say) can
 * never be taken for the one asked for: that page's leaving says the new one is in.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const notFound = page.getByTestId("not-found");
  if (path !== "/no-such-screen") {
    await pushPath(page, BETWEEN);
    await notFound.waitFor();
    await pushPath(page, path);
    await notFound.waitFor({ state: "detached" });
  } else await pushPath(page, path);
  await settled(page);
}

/** No loader, skeleton or busy region left, and the screen's text the same on three looks. */
async function settled(page: Page): Promise<void> {
  await page.locator("main").first().waitFor();
  await page.waitForFunction(
    () => {
      const w = window as unknown as { sweepLast?: string; sweepSame?: number };
      const busy = document.querySelectorAll(
        '[aria-busy="true"], .mantine-Skeleton-root, .mantine-Loader-root',
      ).length;
      const text = document.querySelector("main")?.textContent ?? "";
      w.sweepSame = busy === 0 && text === w.sweepLast ? (w.sweepSame ?? 0) + 1 : 0;
      w.sweepLast = text;
      return w.sweepSame >= 3;
    },
    undefined,
    { polling: 100, timeout: 20_000 },
  );
}

/** A user who tried the app with its sample data (accounts, months of transactions), on Home. */
export async function addSampleData(page: Page): Promise<void> {
  await page.goto("/");
  await page.getByRole("button", { name: "Try it with sample data" }).click();
  await page.getByTestId("sample-present").waitFor();
}
