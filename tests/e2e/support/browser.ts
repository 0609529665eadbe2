import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launchChromium } from "../../../scripts/chromium.mjs";

/**
 * Content-Security-Policy violations Chromium reported in any page or popup; the built site
 * must run under its own policy without one (checked after each file that uses useBrowser).
 */
export const cspViolations: string[] = [];

function watchCsp(page: Page): void {
  page.on("console", (message) => {
    if (!/Content Security Policy/i.test(message.text())) return;
    cspViolations.push(message.text());
    console.error(`[CSP violation] ${message.text()}`);
  });
}

/** The same Chromium, with the same flags, as the scripts launch. */
export const launchBrowser = launchChromium;

export interface PageOptions {
  locale?: string;
  colorScheme?: "light" | "dark";
  width?: number;
  height?: number;
  /**
   * "allow" to run the app's service worker. Blocked otherwise: every context would fetch the
   * whole precache (every screen's code, ~4 MB) once more, on a machine the suite shares; the
   * offline and install flows (offline.e2e.ts) allow it.
   */
  serviceWorkers?: "allow" | "block";
}

/** A fresh context (own storage, like a new browser profile) and page at the app's URL. */
export async function openPage(
  browser: Browser,
  {
    locale = "en-US",
    colorScheme = "light",
    width = 1280,
    height = 860,
    serviceWorkers = "block",
  }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: inject("appUrl"),
    locale,
    colorScheme,
    viewport: { width, height },
    serviceWorkers,
  });
  context.on("page", watchCsp);
  const page = await context.newPage();
  page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
  return { context, page };
}

const SERVICE_WORKER_BLOCKED = "Service Worker registration blocked by Playwright";

/** Console errors and warnings and uncaught errors of a page from now on, as they arrive. */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    // The harness's own note when openPage blocks the app's service worker: not the app's.
    if (message.text() === SERVICE_WORKER_BLOCKED) return;
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** A second page in the same context (a second tab of the same browser profile). */
export function openTab(context: BrowserContext): Promise<Page> {
  return context.newPage();
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary?: string }[];
}

/** Runs axe-core (WCAG 2 A/AA) on the page and returns serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the site's CSP (no inline scripts) allows.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target,
        summary: (n as { failureSummary?: string }).failureSummary,
      })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** True when the page scrolls sideways (content wider than the viewport). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** What a screen owes everyone: no serious axe violation, and on a 360 px phone no sideways scroll. */
export async function expectAccessibleOnPhone(page: Page): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await hasHorizontalScroll(page)).toBe(false);
}

let counter = 0;
/** A unique e-mail per test, so tests never share a user. */
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

/** One Chromium per test file, started before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    if (cspViolations.length > 0) {
      throw new Error(`Content-Security-Policy violations:\n${cspViolations.join("\n")}`);
    }
  });
  return () => {
    if (!browser) throw new Error("the browser starts in beforeAll");
    return browser;
  };
}
